// The one data generator every bench page uses: seeded, so every library
// renders the very same rows and events in every run.
//
// Rows: 8 columns (id, name, email, city, department, amount, date, status).
// Names are plain ASCII "First Last" with no first name a prefix of another,
// so code-point order, Intl.Collator order and every library's text sort agree
// on which name comes first: the harness can check the DOM for the result.
// The filter substrings occur only in one last name each (and in the e-mail
// derived from it), about 10% of the rows each.

export const COLUMNS = [
  { field: 'id', title: 'ID', type: 'number' },
  { field: 'name', title: 'Name', type: 'text' },
  { field: 'email', title: 'Email', type: 'text' },
  { field: 'city', title: 'City', type: 'text' },
  { field: 'department', title: 'Department', type: 'text' },
  { field: 'amount', title: 'Amount', type: 'number' },
  { field: 'date', title: 'Date', type: 'text' },
  { field: 'status', title: 'Status', type: 'text' },
];

/** The substring of the first filter step and of the second ("filter again"). */
export const FILTER_TEXT = 'kow';
export const FILTER_TEXT_2 = 'vel';

const FIRST = ['Adam', 'Beatrice', 'Carlos', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ingrid', 'Jamal',
  'Keiko', 'Liam', 'Maria', 'Nadia', 'Oscar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tomas'];
// 'Nowakowski' carries FILTER_TEXT, 'Havel' carries FILTER_TEXT_2: one in ten each.
const LAST = ['Baker', 'Chen', 'Dubois', 'Havel', 'Ito', 'Jensen', 'Murphy', 'Nowakowski', 'Okafor', 'Silva'];
const CITIES = ['Amsterdam', 'Berlin', 'Chicago', 'Dublin', 'Edinburgh', 'Florence', 'Geneva', 'Helsinki',
  'Istanbul', 'Jakarta', 'Lisbon', 'Madrid', 'Nairobi', 'Oslo', 'Prague', 'Quito', 'Seoul', 'Toronto'];
const DEPARTMENTS = ['Accounting', 'Design', 'Engineering', 'Finance', 'Legal', 'Marketing', 'Operations', 'Research', 'Sales', 'Support'];
const STATUSES = ['active', 'pending', 'suspended', 'archived'];

/** mulberry32: a small seeded PRNG. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n) => String(n).padStart(2, '0');
const ymd = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** `n` rows, in id order. */
export function makeRows(n, seed = 42) {
  const r = rng(seed);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const rows = new Array(n);
  const base = Date.UTC(2020, 0, 1);
  for (let i = 0; i < n; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const d = new Date(base + Math.floor(r() * 2000) * 86400000);
    rows[i] = {
      id: i + 1,
      name: `${first} ${last}`,
      email: `${first}.${last}${i + 1}@example.com`.toLowerCase(),
      city: pick(CITIES),
      department: pick(DEPARTMENTS),
      amount: Math.round(r() * 1000000) / 100,
      date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
      status: pick(STATUSES),
    };
  }
  return rows;
}

/** The name that sorts first (ascending) and last among `rows`. */
export function nameExtremes(rows) {
  let min = null;
  let max = null;
  for (const row of rows) {
    if (min === null || row.name < min) min = row.name;
    if (max === null || row.name > max) max = row.name;
  }
  return { min, max };
}

/**
 * Calendar events. `kind` 'month': `n` events in each of the previous, the
 * current and the next month (so next/previous re-render as much as the first
 * render): 20% multi-day all-day spans (2-5 days), 20% single all-day, 60%
 * timed. 'week': `n` overlapping timed events (08:00-18:00, 30-180 min) in
 * each of the previous, the current and the next week (weeks start on Sunday).
 * Dates are relative to `today` (the calendars open on the current period).
 */
export function makeEvents(kind, n, today = new Date(), seed = 7) {
  const r = rng(seed);
  const events = [];
  let id = 0;
  const add = (ev) => events.push({ id: String(++id), title: `Event ${id}`, ...ev });
  const timed = (day, startMin, durMin) => {
    const s = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, startMin);
    const e = new Date(s.getTime() + durMin * 60000);
    const t = (d) => `${ymd(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
    return { start: t(s), end: t(e), allDay: false };
  };
  if (kind === 'week') {
    const sunday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay());
    for (const offset of [-7, 0, 7]) {
      for (let i = 0; i < n; i++) {
        const day = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + offset + Math.floor(r() * 7));
        const start = 8 * 60 + Math.floor(r() * 20) * 30; // 08:00..17:30 on the half hour
        const dur = 30 * (1 + Math.floor(r() * 6));
        add(timed(day, start, Math.min(dur, 19 * 60 - start)));
      }
    }
    return events;
  }
  for (const monthOffset of [-1, 0, 1]) {
    const first = new Date(today.getFullYear(), today.getMonth() + monthOffset, 1);
    const days = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
    for (let i = 0; i < n; i++) {
      const day = new Date(first.getFullYear(), first.getMonth(), 1 + Math.floor(r() * days));
      const roll = r();
      if (roll < 0.2) {
        const len = 2 + Math.floor(r() * 4);
        const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + len); // exclusive
        add({ start: ymd(day), end: ymd(end), allDay: true });
      } else if (roll < 0.4) {
        add({ start: ymd(day), allDay: true });
      } else {
        const start = 7 * 60 + Math.floor(r() * 24) * 30;
        add(timed(day, start, 30 * (1 + Math.floor(r() * 6))));
      }
    }
  }
  return events;
}
