// Issue 45 item 2: the rule parts with times and weeks against a second RFC 5545 implementation,
// python-dateutil's rrule (ical.js goes wrong on rules of hours that BYHOUR limits: rrule-icaljs.test.ts).
// Random UTC series are expanded by both, in one python run; compared where DTSTART is in step with the
// rule (dateutil leaves a DTSTART the rule would not give out; RFC 5545 leaves that set undefined).
// Skipped where python3 with dateutil is not installed.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeEvents } from '../../../src/calendar/model/normalize';
import { occurrencesIn } from '../../../src/calendar/model/occurrences';
import { dayFromParts } from '../../../src/calendar/model/dates';

const PYTHON = `
import json, sys
from datetime import datetime, timedelta
from dateutil.rrule import rrulestr
out = []
for case in json.load(sys.stdin):
    start = datetime.strptime(case['start'], '%Y%m%dT%H%M%S')
    end = start + timedelta(days=case['days'])
    got = []
    try:
        for at in rrulestr(case['rule'], dtstart=start):
            if at >= end or len(got) >= 20000: break
            got.append(at.strftime('%Y-%m-%dT%H:%M:%S.000Z'))
    except ValueError:
        got = [None]  # a rule dateutil refuses (an INTERVAL that never meets BYHOUR)
    out.append(got)
print(json.dumps(out))
`;

const hasDateutil = (() => {
  try {
    execFileSync('python3', ['-c', 'import dateutil.rrule'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const pad = (n: number) => String(n).padStart(2, '0');
const weekday = fc.constantFrom('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU');
const hours = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 4 }).map((h) => h.join(','));
const minutes = fc.uniqueArray(fc.constantFrom(0, 10, 15, 30, 45), { minLength: 1, maxLength: 3 }).map((m) => m.join(','));
const rule = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 6 }), fc.option(hours, { nil: undefined })).map(([n, h]) => `FREQ=HOURLY;INTERVAL=${n}${h ? `;BYHOUR=${h}` : ''}`),
  fc.tuple(fc.constantFrom(1, 15, 45, 90, 250), fc.option(hours, { nil: undefined })).map(([n, h]) => `FREQ=MINUTELY;INTERVAL=${n}${h ? `;BYHOUR=${h}` : ''}`),
  fc.tuple(minutes, fc.constantFrom('MO,TU,WE,TH,FR', 'SA', 'SU,WE')).map(([m, d]) => `FREQ=HOURLY;BYMINUTE=${m};BYDAY=${d}`),
  fc.tuple(hours, fc.option(minutes, { nil: undefined }), fc.option(fc.constantFrom(1, 2, -1), { nil: undefined })).map(([h, m, pos]) => `FREQ=DAILY;BYHOUR=${h}${m ? `;BYMINUTE=${m}` : ''}${pos ? `;BYSETPOS=${pos}` : ''}`),
  fc.tuple(fc.uniqueArray(weekday, { minLength: 1, maxLength: 3 }), hours).map(([d, h]) => `FREQ=WEEKLY;BYDAY=${d.join(',')};BYHOUR=${h}`),
  fc.tuple(fc.constantFrom('-1FR', '2MO', '1', '15,-1'), hours).map(([d, h]) => `FREQ=MONTHLY;${/\d$/.test(d) ? 'BYMONTHDAY' : 'BYDAY'}=${d};BYHOUR=${h}`),
  fc.tuple(fc.uniqueArray(fc.constantFrom(1, 2, 10, 20, 26, 52, 53, -1, -2), { minLength: 1, maxLength: 3 }), fc.uniqueArray(weekday, { minLength: 1, maxLength: 2 }), fc.constantFrom('MO', 'SU', 'TH')).map(([w, d, s]) => `FREQ=YEARLY;BYWEEKNO=${w.join(',')};BYDAY=${d.join(',')};WKST=${s}`),
  fc.tuple(fc.uniqueArray(fc.constantFrom(1, 59, 60, 100, 200, 365, 366, -1, -306), { minLength: 1, maxLength: 3 }), fc.option(fc.constantFrom('2,3', '12'), { nil: undefined })).map(([y, m]) => `FREQ=YEARLY;BYYEARDAY=${y.join(',')}${m ? `;BYMONTH=${m}` : ''}`),
  fc.tuple(fc.constantFrom(1, 2), fc.constantFrom('MO', 'TH')).map(([n, d]) => `FREQ=YEARLY;INTERVAL=${n};BYWEEKNO=20;BYDAY=${d}`),
).chain((r) => fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }).map((count) => (count ? `${r};COUNT=${count}` : r)));
const start = fc.record({ year: fc.integer({ min: 2010, max: 2035 }), month: fc.integer({ min: 1, max: 12 }), date: fc.integer({ min: 1, max: 28 }), hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30) });

describe.skipIf(!hasDateutil)('the same occurrences as python-dateutil', () => {
  it('for rules of hours and minutes, BYHOUR, BYMINUTE, BYSETPOS of times, BYWEEKNO and BYYEARDAY', () => {
    // DTSTART at the rule's first BYHOUR and BYMINUTE, so that most are in step.
    const first = (r: string, part: string) => { const m = new RegExp(`${part}=(\\d+)`).exec(r); return m ? Number(m[1]) : undefined; };
    const cases = fc.sample(fc.tuple(start, rule), 250).map(([s, r]) => ({ ...s, hour: first(r, 'BYHOUR') ?? s.hour, minute: first(r, 'BYMINUTE') ?? s.minute, rule: r, days: /MINUTELY/.test(r) ? 3 : /HOURLY/.test(r) ? 8 : 800 }));
    const input = cases.map((c) => ({ start: `${c.year}${pad(c.month)}${pad(c.date)}T${pad(c.hour)}${pad(c.minute)}00`, rule: c.rule, days: c.days }));
    const theirs = JSON.parse(execFileSync('python3', ['-c', PYTHON], { input: JSON.stringify(input), maxBuffer: 256 * 1024 * 1024 }).toString()) as string[][];
    let compared = 0;
    for (const [i, c] of cases.entries()) {
      const text = `${c.year}-${pad(c.month)}-${pad(c.date)}T${pad(c.hour)}:${pad(c.minute)}:00.000Z`;
      if (theirs[i][0] !== text) continue;
      compared++;
      const first = dayFromParts(c.year, c.month - 1, c.date);
      const events = normalizeEvents([{ id: 'r', title: 'R', start: text, allDay: false, rrule: c.rule }], { scheduleMode: 'continuous', timezone: 'UTC', eventColors: [] });
      const last = Date.parse(text) + c.days * 86_400_000;
      const ours = occurrencesIn(events, { start: first - 1, end: first + c.days + 1 }, 'UTC', () => {}).map((e) => e.occurrence!).filter((o) => Date.parse(o) < last);
      expect(ours, `${text} ${c.rule}`).toEqual(theirs[i]);
    }
    expect(compared).toBeGreaterThan(60);
  }, 60_000);
});
