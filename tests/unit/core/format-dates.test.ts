// Formats in the script bundles, where dayjs and the rarely used formats are the formats chunk
// (core/format-dates.ts lazyFormats): reading dates needs no chunk, patterns, relative dates, bytes,
// durations, compact numbers, words and truncation wait for it. Here the formats are taken away as in
// the script bundles (nothing bundled); formats.test.ts covers the formats with the part there.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';


const { formatValue, toDate } = await import('../../../src/core/formats');
const { setLazyFormats, whenLazyFormatsWanted } = await import('../../../src/core/format-dates');
const lazyFormats = await import('../../../src/core/format-lazy');
// As in the script bundles before the formats part arrives (the test setup installs it, as src/eager.ts does).
setLazyFormats(undefined);

const en = { locale: 'en-US' };

describe('before the formats chunk is there', () => {
  it('a date with data-pattern shows in the locale format, and the first one asks for dayjs, once', () => {
    const wanted = vi.fn();
    whenLazyFormatsWanted(wanted);
    expect(formatValue('2024-03-05', 'date', { ...en, pattern: 'DD/MM/YYYY' })).toBe('Mar 5, 2024');
    expect(formatValue('2024-03-05 14:30', 'datetime', { ...en, pattern: 'DD/MM/YYYY HH:mm' })).toMatch(/^Mar 5, 2024, 2:30\sPM$/);
    expect(formatValue('14:30', 'time', { ...en, pattern: 'HH:mm' })).toMatch(/^2:30\sPM$/);
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('dates without a pattern never ask for dayjs', () => {
    const wanted = vi.fn();
    whenLazyFormatsWanted(wanted);
    expect(formatValue('2024-03-05', 'date', en)).toBe('Mar 5, 2024');
    expect(formatValue('not a date', 'date', { ...en, pattern: 'DD/MM/YYYY' })).toBe('not a date');
    expect(wanted).not.toHaveBeenCalled();
  });

  it('numbers and currencies never ask for the chunk', () => {
    const wanted = vi.fn();
    whenLazyFormatsWanted(wanted);
    expect(formatValue(1500, 'number', en)).toBe('1,500');
    expect(formatValue(2, 'currency', en)).toBe('$2.00');
    expect(wanted).not.toHaveBeenCalled();
  });

  it('bytes, duration, truncate and humanized words and numbers show the plain value and ask for the chunk, once', () => {
    const wanted = vi.fn();
    whenLazyFormatsWanted(wanted);
    expect(formatValue(1536, 'bytes', en)).toBe('1536');
    expect(formatValue(245, 'duration', en)).toBe('245');
    expect(formatValue('a'.repeat(60), 'truncate', en)).toBe('a'.repeat(60));
    expect(formatValue('first_name', 'humanize', en)).toBe('first_name');
    expect(formatValue(1500, 'humanize', en)).toBe('1500');
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('humanize: a date shows in the locale format (and asks for the chunk)', () => {
    const wanted = vi.fn();
    whenLazyFormatsWanted(wanted);
    expect(formatValue('2024-03-04', 'humanize', { ...en, now: new Date(2024, 2, 5, 12) })).toBe('Mar 4, 2024');
    expect(formatValue('2024-03-04 09:00', 'humanize', { ...en, now: new Date(2024, 2, 5, 12) })).toMatch(/^Mar 4, 2024, 9:00\sAM$/);
    expect(wanted).toHaveBeenCalledTimes(1);
  });
});

describe('once the formats chunk is installed', () => {
  it('patterns, relative dates, bytes, durations, words and compact numbers use it', () => {
    setLazyFormats(lazyFormats);
    expect(formatValue(1536, 'bytes', en)).toBe('1.5 KB');
    expect(formatValue(245, 'duration', en)).toBe('4:05');
    expect(formatValue('first_name', 'humanize', en)).toBe('First name');
    expect(formatValue(1500, 'humanize', en)).toBe('1.5K');
    expect(formatValue('2024-03-05', 'date', { pattern: 'DD/MM/YYYY' })).toBe('05/03/2024');
    expect(formatValue('2024-03-04', 'humanize', { ...en, now: new Date(2024, 2, 5, 20) })).toBe('yesterday');
    expect(formatValue(new Date(2024, 2, 2, 12), 'humanize', { ...en, now: new Date(2024, 2, 5, 12) })).toBe('3 days ago');
  });
});

// toDate no longer parses with dayjs: every string it accepts must mean the instant dayjs read.
const ACCEPTED = [
  '2024-03-05', '2024-02-29', '1999-12-31 23:59', '2024-03-05 14:30:15', '2024-03-05T14:30:15.250', '2024-03-05 14:30:15.5',
  '2024-03-05T14:30:15.123456', '2024-03-10 02:30', '2024-11-03 01:30', '2024-03-05T10:00:00Z', '2024-03-05t10:00:00z',
  '2024-03-05T10:00:00+07:00', '2024-03-05T10:00+0700', '2024-03-05 10:00:00.5Z', '2024-03-05T23:30:00-05:30', '2024-01-01T00:00:00+14:00',
];
/** What the dayjs-based toDate did: local strings through dayjs, a fraction written as 3 digits, zones as ISO. */
function viaDayjs(s: string): number {
  const m = /^(.*?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(s)!;
  const zone = m[2] ? (m[2].toUpperCase() === 'Z' ? 'Z' : m[2].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2')) : '';
  const iso = m[1].replace(' ', 'T').replace(/\.(\d+)$/, (_, f: string) => `.${f.padEnd(3, '0').slice(0, 3)}`) + zone;
  return dayjs(iso).valueOf();
}

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'])('toDate without dayjs, in %s', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => { process.env.TZ = zone; });
  afterAll(() => { if (saved === undefined) delete process.env.TZ; else process.env.TZ = saved; });

  it('reads every accepted string to the instant dayjs read', () => {
    const offsets = { UTC: 0, 'America/New_York': 300, 'Asia/Kolkata': -330, 'Australia/Lord_Howe': -660 } as Record<string, number>;
    expect(new Date(2024, 0, 1).getTimezoneOffset()).toBe(offsets[zone]); // the zone really changed
    for (const s of ACCEPTED) expect(toDate(s)?.getTime(), s).toBe(viaDayjs(s));
  });

  it('reads epoch milliseconds and Dates as before, and rejects what dayjs rejected', () => {
    expect(toDate(8.64e15)?.getTime()).toBe(8.64e15);
    expect(toDate(8.64e15 + 1)).toBeUndefined();
    expect(toDate(-1)?.getTime()).toBe(-1);
    for (const bad of ['2024-02-30', '2023-02-29', '2024-00-10', '2024-03-05 23:60', '2024-03-05T10:00:00+7:00', ' ', 'T']) expect(toDate(bad), bad).toBeUndefined();
  });
});
