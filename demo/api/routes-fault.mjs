// Faulty answers for the fault pages (demo/pages/fault-*.html) and tests/e2e/fault-*.e2e.ts.
// A test plans the next answers for its own key (POST /api/fault/plan { key, faults });
// each GET /api/fault/rows?key=… or /api/fault/events?key=… takes the next planned
// fault, and answers normally once the plan is used up. Answers are numbered per key,
// so a page shows which answer it holds.
//   500       a server error (JSON body)          html      a 200 HTML page instead of JSON
//   truncated JSON cut in the middle              hang      no answer until the client gives up
//   slow:MS   a good answer after MS milliseconds  big       a good answer of about 10 MB
//   ok        a good answer
// GET /api/fault/status?key=… tells how many answers were served and how many are still pending.
import { HttpError, RawResponse } from './http.mjs';

const FAULTS = /^(?:ok|500|html|truncated|hang|big|slow:\d{1,4})$/;
/** key -> { plan: string[], served: number, pending: number } (a Map: keys come from requests). */
const state = new Map();

function entry(key) {
  if (!state.has(key)) state.set(key, { plan: [], served: 0, pending: 0 });
  return state.get(key);
}

/** POST /api/fault/plan { key, faults: ['500', 'html', ...] }: the next answers for this key. */
export function plan({ body }) {
  const { key, faults } = body;
  if (typeof key !== 'string' || !key || !Array.isArray(faults) || !faults.every((f) => typeof f === 'string' && FAULTS.test(f))) {
    throw new HttpError(400, 'Send { key, faults } with faults among 500, html, truncated, hang, big, slow:MS');
  }
  state.set(key, { plan: [...faults], served: 0, pending: 0 });
  return { success: true };
}

const keyOf = (query) => (Object.hasOwn(query, 'key') ? String(query.key) : 'demo');

/** GET /api/fault/status?key=…: { served, pending } for that key. */
export function status({ query }) {
  const { served, pending } = entry(keyOf(query));
  return { success: true, served, pending };
}

/** Apply the next planned fault for `key`, then answer with `good(n)` (n: the answer's number). */
async function answer(query, signal, good) {
  const e = entry(keyOf(query));
  e.pending++;
  try {
    return await faulty(e.plan.shift() ?? 'ok', ++e.served, signal, good);
  } finally {
    e.pending--;
  }
}

async function faulty(fault, n, signal, good) {
  if (fault === '500') throw new HttpError(500, `Planned failure of answer ${n}`);
  if (fault === 'html') return new RawResponse(200, 'text/html; charset=utf-8', '<!doctype html><title>Gateway</title><h1>Bad gateway</h1>');
  if (fault === 'truncated') return new RawResponse(200, 'application/json', JSON.stringify(good(n)).slice(0, 40));
  if (fault === 'hang') {
    await new Promise((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', resolve, { once: true })));
    return new RawResponse(504, 'text/plain', 'gave up');
  }
  if (fault.startsWith('slow:')) await new Promise((resolve) => setTimeout(resolve, Number(fault.slice(5))));
  if (fault === 'big') return { ...good(n), padding: 'x'.repeat(10 * 1024 * 1024) };
  return good(n);
}

/** GET /api/fault/rows?key=…: the table protocol, three rows named after the answer. */
export const rows = ({ query, signal }) => answer(query, signal, (n) => ({
  success: true,
  data: [1, 2, 3].map((id) => ({ id, name: `answer ${n} row ${id}` })),
  meta: { page: 1, pageSize: 10, total: 3, totalPages: 1 },
}));

/** GET /api/fault/events?key=…: one event on 10 August 2026 named after the answer. */
export const events = ({ query, signal }) => answer(query, signal, (n) => ({
  success: true,
  data: [{ id: `e${n}`, title: `answer ${n}`, start: '2026-08-10' }],
}));
