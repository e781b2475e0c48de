// Schema and deterministic demo data. Same seed -> same rows on every
// machine: a seeded PRNG (no Math.random) and a fixed reference date
// (2026-11-01, no "today"), so tests and screenshots can rely on the data.

/** Fixed reference date of the generated data. */
export const REFERENCE_DATE = '2026-11-01';

import { seedLineItems } from './routes-line-items.mjs';

export const SCHEMA = `
CREATE TABLE employees (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, department TEXT NOT NULL,
  role TEXT NOT NULL, status TEXT NOT NULL, salary INTEGER NOT NULL, hired TEXT NOT NULL,
  rating INTEGER NOT NULL, notes TEXT NOT NULL DEFAULT '', position INTEGER NOT NULL
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY, customer TEXT NOT NULL, product TEXT NOT NULL, amount REAL NOT NULL,
  status TEXT NOT NULL, date TEXT NOT NULL, quantity INTEGER NOT NULL
);
-- range_start / range_end: the calendar days an event covers (YYYY-MM-DD,
-- inclusive), stored so "events overlapping [start, end]" is one indexed query.
CREATE TABLE events (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, start_at TEXT NOT NULL, end_at TEXT,
  all_day INTEGER NOT NULL, color TEXT, category TEXT, location TEXT, description TEXT,
  schedule_type TEXT NOT NULL DEFAULT 'continuous', start_date TEXT, end_date TEXT,
  slot_start_time TEXT, slot_end_time TEXT, range_start TEXT NOT NULL, range_end TEXT NOT NULL
);
CREATE INDEX events_range ON events (range_start, range_end);
`;

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
function prng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** YYYY-MM-DD of the reference date plus `days` (may be negative). */
export function addDays(ymd, days) {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const pad = (n) => String(n).padStart(2, '0');
const FIRST = ['Ada', 'Ben', 'Chloe', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kara', 'Liam', 'Maya',
  'Noah', 'Olga', 'Pedro', 'Quinn', 'Rosa', 'Sami', 'Tara', 'Umar', 'Vera', 'Wei', 'Xenia', 'Yusuf', 'Zoë'];
const LAST = ['Anders', 'Brown', 'Costa', 'Dubois', 'Evans', 'Fischer', 'García', 'Hansen', 'Ito', 'Jensen', 'Kowalski',
  'Lopez', 'Müller', "O'Brien", 'Patel', 'Rossi', 'Schmidt', 'Tanaka', 'Nguyen', 'Wright'];
export const DEPARTMENTS = ['Engineering', 'Finance', 'HR', 'Marketing', 'Operations', 'Sales', 'Support'];
export const ROLES = ['Analyst', 'Designer', 'Director', 'Engineer', 'Intern', 'Manager', 'Specialist'];
export const EMPLOYEE_STATUS = { active: 'Active', inactive: 'Inactive', on_leave: 'On leave' };
export const ORDER_STATUS = { pending: 'Pending', paid: 'Paid', shipped: 'Shipped', cancelled: 'Cancelled' };
// Notes that exercise escaping (must render as text) and CSV injection (must be neutralised on export).
const TRICKY_NOTES = ['<b>bold</b> & <script>alert(1)</script>', '=SUM(A1)', '+1 555 0100, "quoted"', '@cmd', '-2+3',
  '<img src=x onerror=alert(1)>', 'Line one\nline two'];
const NOTES = ['Team lead', 'Remote', 'Part-time', 'Mentor', 'On probation', 'Certified'];
const CUSTOMERS = ['Acme Corp', 'Globex', 'Initech', 'Umbrella', 'Stark Industries', 'Wayne Enterprises', 'Hooli',
  'Vandelay Imports', 'Soylent', 'Tyrell', 'Cyberdyne', 'Wonka', 'Aperture', 'Black Mesa', 'Oceanic'];
const PRODUCTS = { 'Basic plan': 19.99, 'Pro plan': 49.5, 'Enterprise plan': 299, 'Support hours': 85, Training: 450,
  'Hardware kit': 129.95, 'Extra storage': 9.99, Consulting: 1200 };
const CATEGORIES = { meeting: '#3b82f6', deadline: '#ef4444', holiday: '#22c55e', travel: '#f59e0b', training: '#8b5cf6', social: '#ec4899' };
const EVENT_TITLES = { meeting: ['Sprint planning', 'Client call', '1:1', 'Board meeting', 'Retrospective'],
  deadline: ['Report due', 'Tax filing', 'Submission deadline', 'Budget freeze'],
  holiday: ['Public holiday', 'Company day off', 'Vacation'], travel: ['Trip to Berlin', 'Conference travel', 'Site visit'],
  training: ['Security training', 'Workshop', 'Onboarding'], social: ['Team lunch', 'Birthday', 'Game night'] };
const LOCATIONS = ['Room A', 'Room B', 'Online', 'Main hall', 'Berlin office', ''];

/**
 * Create the tables and fill them.
 * @param {import('./db.mjs').Db} db
 */
export function seed(db) {
  const rand = prng(20261101);
  const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
  const pick = (list) => list[Math.floor(rand() * list.length)];
  for (const statement of SCHEMA.split(';').map((s) => s.trim()).filter(Boolean)) db.run(statement);
  seedLineItems(db);

  db.transaction(() => {
    for (let id = 1; id <= 300; id++) {
      const first = pick(FIRST), last = pick(LAST);
      const email = `${first}.${last}${id}@example.com`.toLowerCase()
        .normalize('NFD').replace(/[^a-z0-9.@]/g, ''); // Zoë Müller -> zoe.muller
      const roll = rand();
      const status = roll < 0.7 ? 'active' : roll < 0.9 ? 'inactive' : 'on_leave';
      const notes = id % 37 === 3 ? TRICKY_NOTES[Math.floor(id / 37) % TRICKY_NOTES.length] : rand() < 0.3 ? pick(NOTES) : '';
      db.run('INSERT INTO employees VALUES (?,?,?,?,?,?,?,?,?,?,?)', [id, `${first} ${last}`, email, pick(DEPARTMENTS),
        pick(ROLES), status, int(70, 360) * 500, addDays(REFERENCE_DATE, -int(0, 15 * 365)), int(1, 5), notes, id]);
    }
    for (let id = 1; id <= 400; id++) {
      const product = pick(Object.keys(PRODUCTS));
      const quantity = int(1, 12);
      const amount = Math.round(PRODUCTS[product] * quantity * (1 - int(0, 20) / 100) * 100) / 100;
      db.run('INSERT INTO orders VALUES (?,?,?,?,?,?,?)', [id, pick(CUSTOMERS), product, amount,
        pick(Object.keys(ORDER_STATUS)), addDays(REFERENCE_DATE, -int(0, 364)), quantity]);
    }
    seedEvents(db, { int, pick, rand });
  });
}

/** Insert one event, computing the days it covers. */
function insertEvent(db, e) {
  const rangeStart = e.startDate ?? e.start.slice(0, 10);
  const rangeEnd = e.endDate ?? (e.end ?? e.start).slice(0, 10);
  db.run(`INSERT INTO events (title, start_at, end_at, all_day, color, category, location, description, schedule_type,
    start_date, end_date, slot_start_time, slot_end_time, range_start, range_end) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  [e.title, e.start, e.end ?? null, e.allDay ? 1 : 0, CATEGORIES[e.category], e.category, e.location ?? '',
    e.description ?? `${e.title} (${e.category})`, e.scheduleType ?? 'continuous', e.startDate ?? null, e.endDate ?? null,
    e.slotStartTime ?? null, e.slotEndTime ?? null, rangeStart, rangeEnd]);
}

function seedEvents(db, { int, pick, rand }) {
  // A few fixed events first (ids 1-6) that tests and demo pages can rely on.
  const fixed = [
    { title: 'Company offsite', start: '2026-10-29', end: '2026-11-03', allDay: true, category: 'travel', location: 'Lisbon' },
    { title: 'Team standup', start: '2026-11-02', allDay: false, category: 'meeting', scheduleType: 'recurring-slot',
      startDate: '2026-11-02', endDate: '2026-11-13', slotStartTime: '09:00', slotEndTime: '09:15', location: 'Online' },
    { title: 'Design review', start: '2026-11-05T09:30:00', end: '2026-11-05T11:00:00', allDay: false, category: 'meeting', location: 'Room A' },
    { title: 'Release day', start: '2026-11-20', allDay: true, category: 'deadline' },
    { title: 'Night migration', start: '2026-11-12T22:00:00', end: '2026-11-13T02:00:00', allDay: false, category: 'deadline' },
    { title: '<b>Launch</b> & "party"', start: '2026-11-27T18:00:00', end: '2026-11-27T21:00:00', allDay: false,
      category: 'social', description: '<script>alert(1)</script> must show as text' },
  ];
  fixed.forEach((e) => insertEvent(db, e));
  // Then ~245 generated ones over 2026-09-01 .. 2027-02-28 (181 days).
  for (let i = 0; i < 244; i++) {
    const category = pick(Object.keys(CATEGORIES));
    const day = addDays('2026-09-01', int(0, 180));
    const base = { title: pick(EVENT_TITLES[category]), category, location: pick(LOCATIONS) };
    const kind = rand();
    if (kind < 0.35) insertEvent(db, { ...base, start: day, allDay: true });
    else if (kind < 0.55) insertEvent(db, { ...base, start: day, end: addDays(day, int(1, 5)), allDay: true });
    else if (kind < 0.9) {
      const from = int(8 * 4, 17 * 4) * 15, length = int(2, 12) * 15; // minutes since midnight
      const time = (m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`;
      insertEvent(db, { ...base, start: `${day}T${time(from)}`, end: `${day}T${time(Math.min(from + length, 23 * 60 + 45))}`, allDay: false });
    } else {
      const from = int(8, 16);
      insertEvent(db, { ...base, start: day, allDay: false, scheduleType: 'recurring-slot', startDate: day,
        endDate: addDays(day, int(2, 13)), slotStartTime: `${pad(from)}:00`, slotEndTime: `${pad(from + 1)}:30` });
    }
  }
}
