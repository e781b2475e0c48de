// Backups (demo/pages/table-first-paint.html): rows whose columns need the formats part of the
// script bundles — when a backup started (a datetime shown with data-pattern), its size in bytes
// (data-format="bytes") and how long it took in seconds (data-format="duration").
// GET /api/backups: the table protocol (paging, sort, search; routes-tables.mjs).
// POST /api/backups/bulk, body { action, ids }: 'verify' answers a notification (nothing stored).
import { HttpError } from './http.mjs';
import { listRows } from './routes-tables.mjs';

/** @type {import('./query.mjs').Resource} */
export const BACKUPS = {
  table: 'backups',
  columns: ['id', 'name', 'started', 'size', 'took', 'kept'],
  sortable: ['id', 'name', 'started', 'size', 'took'],
  searchable: ['name'],
  filterable: [],
  ranges: { size: 'number', took: 'number' },
  defaultSort: 'started DESC',
};

const SEED = [
  ['Nightly database', '2024-03-05 14:07', 1536, 3725, '1'],
  ['Mail archive', '2024-03-04 02:30', 734003200, 5400, '1'],
  ['Photos', '2024-03-03 23:15', 52428800, 1260, ''],
  ['Config files', '2024-03-03 09:05', 20480, 42, '1'],
  ['Invoices 2023', '2024-02-29 18:45', 3221225472, 11230, ''],
  ['Source code', '2024-02-28 12:00', 98566144, 615, '1'],
  ['Wiki', '2024-02-27 07:20', 8388608, 185, ''],
  ['Build cache', '2024-02-26 21:55', 1073741824, 2880, ''],
];

export function seedBackups(db) {
  db.run(`CREATE TABLE backups (id INTEGER PRIMARY KEY, name TEXT NOT NULL, started TEXT NOT NULL, size INTEGER NOT NULL,
    took INTEGER NOT NULL, kept TEXT NOT NULL)`);
  SEED.forEach((row, i) => db.run('INSERT INTO backups VALUES (?,?,?,?,?,?)', [i + 1, ...row]));
}

/** GET /api/backups -> { success, data, meta, filters } (the table protocol). */
export function listBackups({ db, query }) {
  // A database file made before backups existed gets them on first use.
  if (!db.get("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'backups'")) seedBackups(db);
  return { success: true, ...listRows(db, BACKUPS, query) };
}

/** POST /api/backups/bulk, body { action: 'verify', ids } -> a notification (the demo stores nothing). */
export function bulkBackups({ body }) {
  const ids = Array.isArray(body.ids) ? body.ids.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 1000) : [];
  if (ids.length === 0) throw new HttpError(400, 'Select at least one backup');
  if (body.action !== 'verify') throw new HttpError(400, 'Unknown bulk action');
  return { success: true, affected: ids.length, actions: [{ type: 'notification', level: 'success', message: `${ids.length} backup(s) verified (demo: nothing stored)` }] };
}
