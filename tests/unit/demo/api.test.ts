// The demo API (demo/api) through the real demo server, on an in-memory SQLite database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type DemoServer } from '../../../demo/server.mjs';

type Row = Record<string, unknown>;
interface TableBody {
  success: boolean;
  data: Row[];
  meta: { page: number; pageSize: number; total: number; totalPages: number };
  options: Record<string, { value: string; text: string }[]>;
  filters: Record<string, string>;
  columns?: Row[];
}

let server: DemoServer;
beforeAll(async () => {
  server = await startServer({ quiet: true, file: null });
});
afterAll(async () => {
  await server?.close();
});

async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const response = await fetch(server.url + path, {
    ...rest,
    headers: json === undefined ? rest.headers : { 'Content-Type': 'application/json' },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: await response.json() };
}
const get = async <T = TableBody>(path: string) => (await call(path)).body as T;
const ids = (body: TableBody) => body.data.map((row) => row.id);

describe('table protocol (read-only)', () => {
  it('pages with meta, defaults and limits', async () => {
    const first = await get('/api/employees');
    expect(first.success).toBe(true);
    expect(first.meta).toEqual({ page: 1, pageSize: 10, total: 300, totalPages: 30 });
    expect(ids(first)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const page2 = await get('/api/employees?page=2&pageSize=25');
    expect(page2.meta).toEqual({ page: 2, pageSize: 25, total: 300, totalPages: 12 });
    expect(page2.data[0].id).toBe(26);
    expect(page2.data).toHaveLength(25);

    const all = await get('/api/employees?pageSize=all');
    expect(all.data).toHaveLength(300);
    expect(all.meta).toMatchObject({ page: 1, pageSize: 0, totalPages: 1 });
    expect((await get('/api/employees?pageSize=0')).data).toHaveLength(300);
    expect((await get('/api/employees?pageSize=99999')).meta.pageSize).toBe(1000);
    // a page past the end is clamped to the last page; junk falls back to defaults
    expect((await get('/api/employees?page=999&pageSize=50')).meta.page).toBe(6);
    expect((await get('/api/employees?page=abc&pageSize=-3')).meta).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('sorts on several whitelisted fields', async () => {
    const body = await get('/api/employees?pageSize=all&sort=department%20asc,salary%20desc');
    for (let i = 1; i < body.data.length; i++) {
      const [a, b] = [body.data[i - 1], body.data[i]];
      expect(String(a.department) <= String(b.department)).toBe(true);
      if (a.department === b.department) expect(Number(a.salary)).toBeGreaterThanOrEqual(Number(b.salary));
    }
    const orders = await get('/api/orders?pageSize=all&sort=amount desc');
    expect(orders.data.map((r) => r.amount)).toEqual([...orders.data.map((r) => r.amount)].sort((x, y) => Number(y) - Number(x)));
  });

  it('ignores sort columns that are not whitelisted (no SQL injection)', async () => {
    for (const sort of ['name;DROP TABLE employees', 'name desc;DROP TABLE employees', 'password desc', '1=1 desc', '__proto__ asc']) {
      const { status, body } = await call(`/api/employees?sort=${encodeURIComponent(sort)}`);
      expect(status).toBe(200);
      expect(body.meta.total).toBe(300);
    }
    expect(ids(await get('/api/employees?sort=' + encodeURIComponent('name;DROP TABLE employees')))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await get('/api/employees')).meta.total).toBe(300);
  });

  it('searches text columns, with % and _ taken literally', async () => {
    const body = await get(`/api/employees?pageSize=all&search=${encodeURIComponent("o'brien")}`);
    expect(body.meta.total).toBeGreaterThan(0);
    for (const row of body.data) expect(`${row.name} ${row.email} ${row.notes}`.toLowerCase()).toContain("o'brien");
    expect(body.filters).toEqual({ search: "o'brien" });
    expect((await get('/api/employees?search=%25')).meta.total).toBe(0);
    expect((await get('/api/employees?search=_')).meta.total).toBe(0);
    expect((await get('/api/employees?search=')).meta.total).toBe(300);
  });

  it('filters by equality and inclusive ranges, and echoes the applied filters', async () => {
    const body = await get('/api/employees?pageSize=all&status=active&department=Sales&role=');
    expect(body.meta.total).toBeGreaterThan(0);
    expect(body.data.every((r) => r.status === 'active' && r.department === 'Sales')).toBe(true);
    expect(body.filters).toEqual({ status: 'active', department: 'Sales' });

    const salary = await get('/api/employees?pageSize=all&salary_min=50000&salary_max=60000&rating_min=abc');
    expect(salary.meta.total).toBeGreaterThan(0);
    expect(salary.data.every((r) => Number(r.salary) >= 50000 && Number(r.salary) <= 60000)).toBe(true);
    expect(salary.filters).toEqual({ salary_min: '50000', salary_max: '60000' });
    expect(salary.data.some((r) => r.salary === 50000 || r.salary === 60000)).toBe(true); // inclusive

    const hired = await get('/api/employees?pageSize=all&from=2020-01-01&to=2020-12-31');
    expect(hired.meta.total).toBeGreaterThan(0);
    expect(hired.data.every((r) => String(r.hired) >= '2020-01-01' && String(r.hired) <= '2020-12-31')).toBe(true);
    expect((await get('/api/employees?from=not-a-date')).meta.total).toBe(300);

    const orders = await get('/api/orders?pageSize=all&status=paid&amount_min=100.5&amount_max=999.99&from=2026-06-01&to=2026-11-01');
    expect(orders.meta.total).toBeGreaterThan(0);
    for (const r of orders.data) {
      expect(r.status).toBe('paid');
      expect(Number(r.amount)).toBeGreaterThanOrEqual(100.5);
      expect(Number(r.amount)).toBeLessThanOrEqual(999.99);
      expect(String(r.date) >= '2026-06-01' && String(r.date) <= '2026-11-01').toBe(true);
    }
    expect((await get('/api/orders')).meta.total).toBe(400);
  });

  it('sends select options, and column metadata on request', async () => {
    const body = await get('/api/employees?pageSize=1');
    expect(body.options.status).toEqual([
      { value: 'active', text: 'Active' }, { value: 'inactive', text: 'Inactive' }, { value: 'on_leave', text: 'On leave' },
    ]);
    expect(body.options.department).toContainEqual({ value: 'Sales', text: 'Sales' });
    expect(body.columns).toBeUndefined();
    const withColumns = await get('/api/employees?pageSize=1&columns=1');
    expect(withColumns.columns).toContainEqual({ field: 'name', label: 'Name', sort: true });
    expect(withColumns.columns).toContainEqual(expect.objectContaining({ field: 'salary', format: 'currency', currency: 'USD' }));
    expect(withColumns.columns).toContainEqual(expect.objectContaining({ field: 'status', format: 'lookup', filter: true }));
  });

  it('keeps tricky seeded text verbatim (the client escapes it)', async () => {
    const notes = (await get('/api/employees?pageSize=all')).data.map((r) => r.notes);
    expect(notes).toContain('<b>bold</b> & <script>alert(1)</script>');
    expect(notes).toContain('=SUM(A1)');
  });

  it('serves the same rows nested for data-attr paths', async () => {
    const body = await get<{ result: { items: Row[]; meta: TableBody['meta'] } }>('/api/employees/nested?pageSize=5&status=inactive');
    expect(body.result.items).toHaveLength(5);
    expect(body.result.items.every((r) => r.status === 'inactive')).toBe(true);
    expect(body.result.meta).toMatchObject({ page: 1, pageSize: 5 });
  });

  it('treats __proto__ and friends as ordinary unknown parameters', async () => {
    const { status, body } = await call('/api/employees?__proto__=x&constructor=y&toString=z&hasOwnProperty=1&status=active&__proto__[polluted]=1');
    expect(status).toBe(200);
    expect(body.filters).toEqual({ status: 'active' });
    expect(({} as Row).polluted).toBeUndefined();
    expect((await call('/api/events?start=2026-11-01&end=2026-11-30&__proto__=1')).status).toBe(200);
  });

  it('answers errors as JSON', async () => {
    expect(await call('/api/secure/401')).toEqual({ status: 401, body: { success: false, message: 'Unauthorized' } });
    expect((await call('/api/secure/403')).status).toBe(403);
    expect(await call('/api/fail')).toMatchObject({ status: 500, body: { success: false } });
    expect(await call('/api/nothing-here')).toMatchObject({ status: 404, body: { success: false } });
    expect(await call('/api/employees/99999')).toMatchObject({ status: 404, body: { success: false } });
    expect((await call('/api/orders', { method: 'DELETE' })).status).toBe(405);
    const bad = await call('/api/employees/bulk', { method: 'POST', body: '{"action":', headers: { 'Content-Type': 'application/json' } });
    expect(bad).toMatchObject({ status: 400, body: { success: false } });
    expect((await call('/api/employees/bulk', { method: 'POST', json: [1, 2] })).status).toBe(400);
  });

  it('delays /api/slow, then answers like /api/employees', async () => {
    const started = performance.now();
    const body = await get('/api/slow?ms=120&page=3&pageSize=5');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(body.meta).toMatchObject({ page: 3, pageSize: 5, total: 300 });
  });

  it('backups (the formats part\'s demo, table-first-paint.html): a datetime, bytes and seconds per row, paged and sorted by the server', async () => {
    const body = await get('/api/backups?pageSize=3&sort=size desc');
    expect(body.meta).toEqual({ page: 1, pageSize: 3, total: 8, totalPages: 3 });
    expect(body.data.map((row) => row.size)).toEqual([3221225472, 1073741824, 734003200]);
    const first = await get('/api/backups?pageSize=1');
    expect(first.data).toEqual([{ id: 1, name: 'Nightly database', started: '2024-03-05 14:07', size: 1536, took: 3725, kept: '1' }]);
    expect((await call('/api/backups/bulk', { method: 'POST', json: { action: 'verify', ids: [1, 2] } })).body).toMatchObject({ success: true, affected: 2 });
    expect((await call('/api/backups/bulk', { method: 'POST', json: { action: 'drop', ids: [1] } })).status).toBe(400);
  });
});

describe('the demo server on a slow network', () => {
  it('waits `latency` ms before each file, or what the almanac-latency cookie asks; the API is not delayed', async () => {
    const slow = await startServer({ quiet: true, file: null, latency: 600 });
    try {
      const timed = async (url: string, headers: Record<string, string> = {}) => {
        const started = performance.now();
        await (await fetch(url, { headers })).arrayBuffer();
        return performance.now() - started;
      };
      expect(await timed(`${slow.url}/demo.css`)).toBeGreaterThanOrEqual(590);
      expect(await timed(`${server.url}/demo.css`, { cookie: 'almanac-latency=150' })).toBeGreaterThanOrEqual(140);
      expect(await timed(`${slow.url}/api/backups?pageSize=1`)).toBeLessThan(590);
    } finally {
      await slow.close();
    }
  });
});

describe('events', () => {
  type Ev = Record<string, string | boolean | undefined>;
  it('returns events overlapping the inclusive range, including ones that start before it', async () => {
    const body = await get<{ success: boolean; data: Ev[] }>('/api/events?start=2026-11-01&end=2026-11-30');
    expect(body.success).toBe(true);
    const day = (value: unknown) => String(value).slice(0, 10);
    for (const e of body.data) {
      const first = e.scheduleType === 'recurring-slot' ? e.startDate : day(e.start);
      const last = e.scheduleType === 'recurring-slot' ? e.endDate : day(e.end ?? e.start);
      expect(String(first) <= '2026-11-30' && String(last) >= '2026-11-01').toBe(true);
    }
    const offsite = body.data.find((e) => e.title === 'Company offsite');
    expect(offsite).toMatchObject({ id: '1', start: '2026-10-29', end: '2026-11-03', allDay: true });
    expect(body.data.find((e) => e.title === 'Team standup')).toMatchObject({
      scheduleType: 'recurring-slot', startDate: '2026-11-02', endDate: '2026-11-13', slotStartTime: '09:00', slotEndTime: '09:15', allDay: false,
    });
    expect(body.data.find((e) => e.title === 'Design review')).toMatchObject({ start: '2026-11-05T09:30:00', allDay: false });
    // the last day of a span counts: an event ending on the range start is included
    const edge = await get<{ data: Ev[] }>('/api/events?start=2026-11-03&end=2026-11-03');
    expect(edge.data.map((e) => e.id)).toContain('1');
    const before = await get<{ data: Ev[] }>('/api/events?start=2026-11-04&end=2026-11-04');
    expect(before.data.map((e) => e.id)).not.toContain('1');
  });

  it('has ~250 events over 2026-09 .. 2027-02, and rejects malformed dates', async () => {
    const all = await get<{ data: Ev[] }>('/api/events');
    expect(all.data.length).toBe(250);
    expect(all.data.every((e) => String(e.start) >= '2026-09-01' || e.id === '1')).toBe(true);
    expect((await call('/api/events?start=11/01/2026')).status).toBe(400);
  });

  it('serves nested, detail and click routes', async () => {
    const nested = await get<{ payload: { items: Ev[] } }>('/api/events/nested?start=2026-11-05&end=2026-11-05');
    expect(nested.payload.items.map((e) => e.title)).toContain('Design review');
    const detail = await get<{ success: boolean; data: Ev }>('/api/events/3');
    expect(detail.data).toMatchObject({ id: '3', title: 'Design review', description: expect.any(String) });
    const click = await get('/api/events/3/click');
    expect(click).toEqual({ success: true, actions: [{ type: 'notification', level: 'info', message: 'Clicked Design review' }] });
    expect((await call('/api/events/9999/click')).status).toBe(404);
  });
});

describe('actions (mutating)', () => {
  it('events: POST /api/events adds a selected range (data-on-select-api), checked, and lists it', async () => {
    const added = await call('/api/events', { method: 'POST', json: { start: '2026-11-12T09:00:00', end: '2026-11-12T10:30:00', allDay: false } });
    expect(added).toMatchObject({ status: 200, body: { success: true, data: { title: 'New event', start: '2026-11-12T09:00:00', end: '2026-11-12T10:30:00', allDay: false } } });
    expect(added.body.actions[0]).toMatchObject({ type: 'notification', level: 'success', message: 'Added New event' });
    const day = await call('/api/events', { method: 'POST', json: { start: '2026-11-13', end: '2026-11-14', allDay: true, title: ' Offsite ' } });
    expect(day.body.data).toMatchObject({ title: 'Offsite', start: '2026-11-13', end: '2026-11-14', allDay: true });
    const listed = await get<{ data: { id: string }[] }>('/api/events?start=2026-11-14&end=2026-11-14');
    expect(listed.data.map((e) => e.id)).toContain(day.body.data.id);
    const wrong = await call('/api/events', { method: 'POST', json: { start: '2026-11-13', end: '2026-11-12', allDay: true } });
    expect(wrong).toMatchObject({ status: 422, body: { success: false, errors: { end: expect.any(String) } } });
    expect((await call('/api/events', { method: 'POST', json: { start: '2026-11-13T09:00', allDay: true } })).body.errors.start).toMatch(/YYYY-MM-DD/);
  });

  it('bulk: status via a compound key, delete, and rejects unknown actions', async () => {
    const status = await call('/api/employees/bulk', { method: 'POST', json: { action: 'status', status: 'inactive', ids: [1, '2'] } });
    expect(status).toMatchObject({ status: 200, body: { success: true, affected: 2 } });
    expect(status.body.actions[0]).toMatchObject({ type: 'notification', level: 'success' });
    expect((await get<{ data: Row }>('/api/employees/2')).data.status).toBe('inactive');

    const removed = await call('/api/employees/bulk', { method: 'POST', json: { action: 'delete', ids: [3, 4, 99999] } });
    expect(removed.body).toMatchObject({ success: true, affected: 2 });
    expect((await call('/api/employees/3')).status).toBe(404);
    expect((await get('/api/employees')).meta.total).toBe(298);

    expect(await call('/api/employees/bulk', { method: 'POST', json: { action: 'explode', ids: [5] } }))
      .toMatchObject({ status: 400, body: { success: false, message: expect.any(String) } });
    expect((await call('/api/employees/bulk', { method: 'POST', json: { action: 'status', status: 'boss', ids: [5] } })).status).toBe(400);
    expect((await call('/api/employees/bulk', { method: 'POST', json: { action: 'delete', ids: [] } })).status).toBe(400);
  });

  it('row actions: toggle and delete', async () => {
    const before = (await get<{ data: Row }>('/api/employees/10')).data.status;
    const toggled = await call('/api/employees/10/toggle', { method: 'POST', json: { id: 10 } });
    expect(toggled.body.data.status).toBe(before === 'active' ? 'inactive' : 'active');
    const removed = await call('/api/employees/11', { method: 'DELETE', json: { id: 11, row: {} } });
    expect(removed.body).toMatchObject({ success: true, actions: [{ type: 'notification', level: 'success' }] });
    expect(removed.body.actions[0].message).toMatch(/^Deleted /);
    expect((await call('/api/employees/11', { method: 'DELETE' })).status).toBe(404);
  });

  it('update: validation errors keyed by element id, then a valid save', async () => {
    const invalid = await call('/api/employees/5', { method: 'PATCH', json: { tableId: 'staff', name: '  ', email: 'nope', rating: 9, salary: 1 } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.success).toBe(false);
    expect(invalid.body.errors).toEqual({ staff_name_5: expect.any(String), staff_email_5: expect.any(String), staff_rating_5: expect.any(String) });
    const defaultId = await call('/api/employees/5', { method: 'POST', json: { field: 'email', value: '' } });
    expect(Object.keys(defaultId.body.errors)).toEqual(['employees_email_5']);

    const saved = await call('/api/employees/5', { method: 'PATCH', json: { name: ' Ada Lovelace ', email: 'ada@example.com', id: 77, position: -1 } });
    expect(saved).toMatchObject({ status: 200, body: { success: true, data: { id: 5, name: 'Ada Lovelace', email: 'ada@example.com' } } });
    expect((await get<{ data: Row }>('/api/employees/5')).data).toMatchObject({ id: 5, name: 'Ada Lovelace', position: 5 });
    expect((await call('/api/employees/5', { method: 'PATCH', json: { unknown: 1 } })).status).toBe(400);
  });

  it('ignores __proto__ in JSON bodies', async () => {
    const body = '{"__proto__": {"polluted": true}, "name": "Proto Safe", "tableId": "__proto__"}';
    const { status } = await call('/api/employees/6', { method: 'PATCH', body, headers: { 'Content-Type': 'application/json' } });
    expect(status).toBe(200);
    expect(({} as Row).polluted).toBeUndefined();
    const filtered = await call('/api/employees/filter-action', {
      method: 'POST', body: '{"action":"recalculate","filters":{"__proto__":{"status":"x"},"status":"active"}}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(filtered.status).toBe(200);
    expect(({} as Row).status).toBeUndefined();
  });

  it('filter action echoes what it received', async () => {
    const request = { action: 'archive-inactive', tableId: 'employees', filters: { department: 'Sales' }, sort: { name: 'asc' } };
    const { status, body } = await call('/api/employees/filter-action', { method: 'POST', json: request });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: expect.any(String), received: request });
    expect((await call('/api/employees/filter-action', { method: 'POST', json: { action: 'nuke' } })).status).toBe(400);
  });

  it('reorder keeps the rows in the slots they shared', async () => {
    const { body } = await call('/api/employees/reorder', { method: 'POST', json: { order: [14, 12, 13] } });
    expect(body.success).toBe(true);
    // rows 1-13 minus the deleted 3, 4, 11: 1 2 5 6 7 8 9 10 | 14 12 13 | 15 ...
    expect(ids(await get('/api/employees?page=3&pageSize=4'))).toEqual([14, 12, 13, 15]);
    expect((await call('/api/employees/reorder', { method: 'POST', json: { order: [12, 12] } })).status).toBe(400);
    expect((await call('/api/employees/reorder', { method: 'POST', json: { order: [12, 99999] } })).status).toBe(400);
  });
});

describe('persistence', () => {
  it('writes changes to the SQLite file and reads them back after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'almanac-api-'));
    const file = join(dir, 'demo.sqlite');
    try {
      let demo = await startServer({ quiet: true, file });
      expect(existsSync(file)).toBe(true);
      await fetch(`${demo.url}/api/employees/7`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Persisted"}' });
      await demo.close();
      demo = await startServer({ quiet: true, file });
      const body = await (await fetch(`${demo.url}/api/employees/7`)).json();
      expect(body.data.name).toBe('Persisted');
      await fetch(`${demo.url}/api/reset`, { method: 'POST' });
      expect((await (await fetch(`${demo.url}/api/employees/7`)).json()).data.name).not.toBe('Persisted');
      await demo.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('task tree (issue 47 item 3)', () => {
  it('answers every task but those under a hasChildren task; ?parent=<id> answers its children; a bad id is a 404', async () => {
    const all = await get('/api/task-tree');
    expect(all.data).toHaveLength(14);
    expect(all.data.filter((r) => r.hasChildren).map((r) => r.id)).toEqual([8, 10]);
    expect(ids(await get('/api/task-tree?parent=10'))).toEqual([15, 16, 17]);
    expect((await get('/api/task-tree?parent=8&lang=th')).data.map((r) => r.task)).toEqual(['ชุดสี', 'ขนาดตัวอักษร']);
    expect((await call('/api/task-tree?parent=__proto__')).status).toBe(404);
  });
});
