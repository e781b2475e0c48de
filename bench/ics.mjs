#!/usr/bin/env node
// .ics feed bench (issue 45 "Done means"): a 5,000-event iCalendar file — 4,500 single events over a year
// and 500 weekly or daily series, a fifth of the events with a TZID — read the way a data-ics calendar
// reads it (model/ics-events.ts icsEvents: readIcs, each payload normalized, and the series expanded for the
// month shown: occurrencesIn), against ical.js's parse of the same text (ICAL.parse, then its VEVENT components), in the
// same Node process, alternating run by run. Figures, never a timed test. Target: ≤ 1.0 × ical.js.
//   node bench/ics.mjs [--events 5000] [--runs 15]
// The source modules are loaded through Vite (TypeScript as it is shipped, before minification).
import { createServer } from 'vite';
import ICAL from 'ical.js';
import { arg, median, ROOT } from './lib.mjs';
import { feed } from './ics-feed.mjs';

const EVENTS = Number(arg('events', 5000));
const RUNS = Number(arg('runs', 15));

const vite = await createServer({ root: ROOT, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
try {
  const { icsEvents } = await vite.ssrLoadModule('/src/calendar/model/ics-events.ts');
  const { occurrencesIn } = await vite.ssrLoadModule('/src/calendar/model/occurrences.ts');
  const { setZoneMaths } = await vite.ssrLoadModule('/src/calendar/model/zone-clock.ts');
  const { dayFromParts } = await vite.ssrLoadModule('/src/calendar/model/dates.ts');
  setZoneMaths(await vite.ssrLoadModule('/src/calendar/model/zone.ts'));
  const { DEFAULT_COLORS } = await vite.ssrLoadModule('/src/calendar/model/normalize.ts');
  const text = feed(EVENTS);
  // The month view of March 2026: six weeks from Sunday 1 March.
  const range = { start: dayFromParts(2026, 2, 1), end: dayFromParts(2026, 3, 11) };
  const options = { scheduleMode: 'continuous', timezone: 'local', eventColors: DEFAULT_COLORS };
  const problems = [];
  const almanac = () => {
    const events = icsEvents(text, options, (p) => problems.push(p));
    return occurrencesIn(events, range, 'local', (p) => problems.push(p));
  };
  const icalJs = () => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  const shown = almanac().filter((e) => e.endDay >= range.start && e.startDay <= range.end).length;
  const components = icalJs().length;
  const times = { almanac: [], ical: [] };
  const time = (fn) => {
    const t0 = performance.now();
    fn();
    return performance.now() - t0;
  };
  for (let i = 0; i < 3; i++) almanac(), icalJs(); // warm both
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 ? ['ical', 'almanac'] : ['almanac', 'ical'];
    for (const who of order) times[who].push(time(who === 'almanac' ? almanac : icalJs));
  }
  const ratios = times.almanac.map((a, i) => a / times.ical[i]);
  const kb = (new TextEncoder().encode(text).byteLength / 1024).toFixed(0);
  console.log(`.ics feed: ${EVENTS.toLocaleString('en')} events (${EVENTS / 10} series), ${kb} KB, Node ${process.version}, ${RUNS} runs\n`);
  console.log('| figure | value | target |');
  console.log('| --- | --- | --- |');
  console.log(`| Almanac: read, normalize, expand March 2026 (median) | ${median(times.almanac).toFixed(1)} ms | |`);
  console.log(`| ical.js ${ICAL.Component ? '2' : ''}: ICAL.parse + VEVENT components (median) | ${median(times.ical).toFixed(1)} ms | |`);
  console.log(`| Almanac ÷ ical.js, median of the runs' ratios | ${median(ratios).toFixed(2)} × | ≤ 1.0 × |`);
  console.log(`\nEvents in the month shown: ${shown}; ical.js components: ${components}; problems reported: ${new Set(problems).size}`);
} finally {
  await vite.close();
}
