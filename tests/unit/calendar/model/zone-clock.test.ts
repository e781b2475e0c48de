// A calendar in a named zone (issue 45 item 1; model/zone-clock.ts, zone.ts): an instant is drawn by
// the zone's wall clock, times without an offset are the zone's wall clock, and what leaves the
// calendar is the real instant. The browser's own zone is set per block (process.env.TZ).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayOf, isoDay } from '../../../../src/calendar/model/dates';
import { copyEvent, normalizeEvent, parseEventDate, DEFAULT_COLORS } from '../../../../src/calendar/model/normalize';
import { instantOf, knownZone, shownDate } from '../../../../src/calendar/model/zone';
import { real, secondClock, shown } from '../../../../src/calendar/model/zone-clock';
import { calendarOptions } from '../../../../src/calendar/model/options';

/** Ten zones, most with daylight saving, one with a 45-minute offset, one south of the equator. */
const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'America/Sao_Paulo', 'Pacific/Chatham', 'Asia/Kathmandu', 'Asia/Bangkok', 'America/Los_Angeles', 'Europe/Berlin', 'Pacific/Auckland'];
/** The wall clock of `date`'s local fields, as text. */
const wall = (date: Date) => `${isoDay(dayOf(date))} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
/** The wall clock of `instant` in `zone`, by Intl alone (the reference). */
const intlWall = (instant: number, zone: string) => {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};

function inBrowserZone(zone: string) {
  const saved = process.env.TZ;
  beforeAll(() => void (process.env.TZ = zone));
  afterAll(() => void (saved === undefined ? delete process.env.TZ : (process.env.TZ = saved)));
}

// 2000..2040, whole minutes
const instants = fc.integer({ min: 946_684_800_000 / 60_000, max: 2_208_988_800_000 / 60_000 }).map((m) => m * 60_000);

describe.each(['Asia/Tokyo', 'UTC'])('the browser in %s (no daylight saving)', (browser) => {
  inBrowserZone(browser);

  it('an instant is drawn at the wall clock Intl gives for the zone, and turned back into the same instant, in ten zones; in an hour an autumn change repeats, into its first occurrence', () => {
    fc.assert(fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
      const drawn = shownDate(instant, zone);
      expect(wall(drawn)).toBe(intlWall(instant, zone));
      // The same wall clock an hour (Lord Howe: half an hour) earlier: this is the repeat, which reads as the first.
      const first = [3_600_000, 1_800_000].map((d) => instant - d).find((t) => intlWall(t, zone) === wall(drawn));
      expect(instantOf(drawn, zone)).toBe(first ?? instant);
    }), { numRuns: 2000 });
  });

  it('the autumn change in Berlin (2039-10-30): both 02:00 read back as the first; the skipped 02:30 of spring as 03:30', () => {
    const first = Date.UTC(2039, 9, 30, 0, 0); // 02:00 CEST
    const repeat = Date.UTC(2039, 9, 30, 1, 0); // 02:00 CET
    expect([wall(shownDate(first, 'Europe/Berlin')), wall(shownDate(repeat, 'Europe/Berlin'))]).toEqual(['2039-10-30 02:00', '2039-10-30 02:00']);
    expect(instantOf(shownDate(repeat, 'Europe/Berlin'), 'Europe/Berlin')).toBe(first);
    expect(instantOf(new Date(2026, 2, 29, 2, 30), 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 1, 30)); // 03:30 CEST
  });

  it('a time without an offset is the zone wall clock; with Z or an offset it is an instant, drawn in the zone', () => {
    const tz = 'America/New_York';
    expect(wall(parseEventDate('2026-03-08T01:30:00', tz)!.date)).toBe('2026-03-08 01:30');
    expect(wall(parseEventDate('2026-03-08T12:00:00Z', tz)!.date)).toBe('2026-03-08 08:00'); // EDT from 02:00
    expect(wall(parseEventDate('2026-03-07T12:00:00Z', tz)!.date)).toBe('2026-03-07 07:00'); // EST
    expect(wall(parseEventDate('2026-11-28T09:00:00+07:00', tz)!.date)).toBe('2026-11-27 21:00');
    expect(wall(parseEventDate(Date.UTC(2026, 6, 1, 16), tz)!.date)).toBe('2026-07-01 12:00');
    expect(wall(parseEventDate(new Date(Date.UTC(2026, 6, 1, 16)), tz)!.date)).toBe('2026-07-01 12:00');
    expect(parseEventDate('2026-07-01', tz)!.dateOnly).toBe(true); // a day stays a day
  });

  it("what leaves the calendar is the real instant: an event's copy, a Date turned back", () => {
    const tz = 'Asia/Kathmandu';
    const e = normalizeEvent({ id: 'a', start: '2026-05-01T09:00:00', end: '2026-05-01T10:15:00', allDay: false }, 0, { scheduleMode: 'continuous', timezone: tz, eventColors: DEFAULT_COLORS })!;
    const copy = copyEvent(e, tz);
    expect(copy.start.toISOString()).toBe('2026-05-01T03:15:00.000Z'); // +05:45
    expect(copy.end.toISOString()).toBe('2026-05-01T04:30:00.000Z');
    expect(real(shown(Date.UTC(2026, 0, 1), tz), tz).getTime()).toBe(Date.UTC(2026, 0, 1));
  });
});

describe('the browser in America/New_York, the calendar in Asia/Tokyo', () => {
  inBrowserZone('America/New_York');

  it("today in the calendar's zone can be another day than the browser's", () => {
    const late = Date.UTC(2026, 10, 28, 20, 0); // 15:00 in New York, 05:00 the next day in Tokyo
    expect(isoDay(dayOf(new Date(late)))).toBe('2026-11-28');
    expect(isoDay(dayOf(shown(late, 'Asia/Tokyo')))).toBe('2026-11-29');
  });

  it('an event across the browser\'s own autumn change keeps its wall clock in the calendar zone', () => {
    const tz = 'Asia/Tokyo';
    const start = parseEventDate('2026-11-01T09:00:00+09:00', tz)!.date;
    expect(wall(start)).toBe('2026-11-01 09:00');
    expect(instantOf(start, tz)).toBe(Date.UTC(2026, 10, 1, 0));
  });
});

describe('data-timezone: an IANA zone the browser knows', () => {
  const read = (timezone: string) => {
    const problems: string[] = [];
    const tz = calendarOptions.timezone.parse(timezone, (p) => problems.push(p)) ?? calendarOptions.timezone.default;
    return { tz, problems };
  };

  it('is kept as Intl spells it; local and UTC (any case) are the two modes of before', () => {
    expect(read('Asia/Bangkok').tz).toBe('Asia/Bangkok');
    expect(read('asia/bangkok').tz).toBe('Asia/Bangkok');
    expect(read('utc').tz).toBe('UTC');
    expect(read('local').tz).toBe('local');
    expect(knownZone('Pacific/Chatham')).toBe(true);
  });

  it('an unknown zone: one warning naming it, local time', () => {
    const { tz, problems } = read('Mars/Olympus_Mons');
    expect(tz).toBe('local');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Mars/Olympus_Mons');
  });
});

describe('data-secondary-timezone: a second column of hour labels', () => {
  inBrowserZone('America/Los_Angeles');
  const day = dayOf(new Date(2026, 2, 8)); // 8 March 2026: New York's clocks go forward at 02:00

  it("each hour of the calendar's zone is labelled with the second zone's clock at that instant (Bangkok, +07:00 → Kathmandu, +05:45)", () => {
    const { hours, names } = secondClock(day, 'Asia/Bangkok', 'Asia/Kathmandu', 'en-GB')!;
    expect(hours).toHaveLength(24);
    expect(hours.slice(0, 3)).toEqual(['22:45', '23:45', '00:45']);
    expect(hours[9]).toBe('07:45');
    expect(names).toEqual(['GMT+7', 'GMT+5:45']);
  });

  it("across the calendar's own daylight-saving change the second zone's labels jump with it (New York → UTC), and a local calendar uses the browser's zone", () => {
    expect(secondClock(day, 'America/New_York', 'UTC', 'en-US')!.hours.slice(0, 5)).toEqual(['05:00', '06:00', '07:00', '07:00', '08:00']);
    const local = secondClock(day, 'local', 'Asia/Tokyo', 'en-US')!;
    expect(local.hours[0]).toBe('17:00'); // midnight in Los Angeles (PDT from 02:00) is 17:00 in Tokyo
    expect(local.hours[12]).toBe('04:00');
    expect(local.names).toEqual(['PDT', 'GMT+9']);
  });

  it('digits stay Latin in every language, as the first column\'s', () => {
    expect(secondClock(day, 'UTC', 'Asia/Bangkok', 'th-TH-u-nu-thai')!.hours[1]).toMatch(/^\d\d:\d\d$/);
  });

  it('an unknown zone: one warning naming it, no second column', () => {
    const problems: string[] = [];
    expect(calendarOptions.secondaryTimezone.parse('Mars/Olympus_Mons', (p) => problems.push(p))).toBeUndefined();
    expect(problems).toEqual([expect.stringContaining('Mars/Olympus_Mons')]);
    expect(calendarOptions.secondaryTimezone.default).toBeNull();
  });
});
