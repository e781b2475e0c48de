// Order lines (demo/pages/table-orders.html, issue 47 item 4: detail rows).
// GET /api/orders/:id/lines -> { success, order: { id, customer, product, status, date, amount },
//   data: [{ line, product, quantity, price, total }], meta: { total } }: the lines of one order,
//   what a detail panel's nested table loads (data-source="/api/orders/{{id}}/lines").
// The lines are a table of their own, made on first use from the orders (one line for the
// order's product, delivery, and a warranty on every fourth order): deterministic, like the seed.
// ?fail=503 answers 503, ?fail=html an HTML page: a detail source that fails (the demo shows both).
import { HttpError, RawResponse } from './http.mjs';

const SCHEMA = `CREATE TABLE order_lines (
  order_id INTEGER NOT NULL, line INTEGER NOT NULL, product TEXT NOT NULL, quantity INTEGER NOT NULL,
  price REAL NOT NULL, PRIMARY KEY (order_id, line)
)`;

/** Make the lines from the orders (every order has at least its product's line and delivery). */
function seedLines(db) {
  db.run(SCHEMA);
  db.run(`INSERT INTO order_lines SELECT id, 1, product, quantity, ROUND(amount / quantity, 2) FROM orders`);
  db.run(`INSERT INTO order_lines SELECT id, 2, 'Delivery', 1, CASE WHEN id % 3 = 0 THEN 0 ELSE 15 END FROM orders`);
  db.run(`INSERT INTO order_lines SELECT id, 3, 'Extended warranty', 1, 29 FROM orders WHERE id % 4 = 0`);
}

export function listOrderLines({ db, id, query }) {
  if (query.fail === '503') throw new HttpError(503, 'The order lines are being rebuilt; try again');
  if (query.fail === 'html') return new RawResponse(200, 'text/html; charset=utf-8', '<!doctype html><title>Maintenance</title><p>Back soon</p>');
  if (!db.get("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'order_lines'")) seedLines(db);
  const order = db.get('SELECT id, customer, product, status, date, amount FROM orders WHERE id = ?', [id]);
  if (!order) throw new HttpError(404, `No order ${id}`);
  const data = db.all('SELECT line, product, quantity, price, ROUND(quantity * price, 2) AS total FROM order_lines WHERE order_id = ? ORDER BY line', [id]);
  return { success: true, order, data, meta: { total: data.length } };
}
