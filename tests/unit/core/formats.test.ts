import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import 'dayjs/locale/de';
import { FORMAT_NAMES, formatValue, isFormatName, toDate, toNumber } from '../../../src/core/formats';

const en = { locale: 'en-US' };
// Intl puts a (narrow) no-break space before AM/PM and % in some locales; \s matches both.
const pm = (hm: string) => new RegExp(`^${hm}\\sPM$`);

describe('format names', () => {
  it('isFormatName accepts exactly the thirteen built-in names', () => {
    expect(FORMAT_NAMES).toHaveLength(13);
    for (const name of FORMAT_NAMES) expect(isFormatName(name)).toBe(true);
    for (const bad of ['Number', 'money', '', ' text', '__proto__', 'toString', 'constructor']) {
      expect(isFormatName(bad)).toBe(false);
    }
  });
});

describe('rules for every format', () => {
  it('null, undefined and the empty string format as the empty string', () => {
    for (const name of FORMAT_NAMES) {
      expect(formatValue(null, name)).toBe('');
      expect(formatValue(undefined, name)).toBe('');
      expect(formatValue('', name)).toBe('');
    }
  });

  it('NaN and an invalid Date count as empty', () => {
    for (const name of FORMAT_NAMES) {
      expect(formatValue(Number.NaN, name)).toBe('');
      expect(formatValue(new Date(Number.NaN), name)).toBe('');
    }
  });

  it('never throws and always returns a string, whatever the value and options', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const values = [Symbol('s'), {}, [], circular, Infinity, -0, 10n, () => 1, Object.create(null), [null, [1, 2]], 'x'];
    const hostile = [
      { locale: 'xx_bad!!', decimals: -5, currency: '', pattern: '', length: -1 },
      { decimals: 1e9, currency: '<script>', options: null as never, length: Number.NaN, now: new Date(Number.NaN) },
      { locale: 42 as never, currency: 7 as never, pattern: {} as never, options: 'x' as never },
    ];
    for (const name of [...FORMAT_NAMES, 'nope' as never]) {
      for (const value of values) {
        for (const options of hostile) {
          expect(typeof formatValue(value, name, options)).toBe('string');
        }
      }
    }
  });

  it('returns text, never HTML-escaped entities', () => {
    expect(formatValue('<b>x</b> & "y"', 'text')).toBe('<b>x</b> & "y"');
    expect(formatValue('<b>x</b>', 'truncate')).toBe('<b>x</b>');
    expect(formatValue('a', 'lookup', { options: { a: '<i>A</i>' } })).toBe('<i>A</i>');
    expect(formatValue(5, 'currency', { currency: '<b>', locale: 'en-US' })).toBe('5.00 <b>');
  });

  it('an unknown format name at runtime falls back to text', () => {
    expect(formatValue(12.5, 'money' as never)).toBe('12.5');
  });
});

describe('text', () => {
  it('text is String(value) for scalars', () => {
    expect(formatValue(42, 'text')).toBe('42');
    expect(formatValue(true, 'text')).toBe('true');
    expect(formatValue('abc', 'text')).toBe('abc');
    expect(formatValue(0, 'text')).toBe('0');
  });

  it('text joins arrays with ", " and drops empty items', () => {
    expect(formatValue([1, 'b', 2], 'text')).toBe('1, b, 2');
    expect(formatValue(['a', null, '', 'c'], 'text')).toBe('a, c');
  });

  it('text shows plain objects as JSON and survives a circular object', () => {
    expect(formatValue({ a: 1 }, 'text')).toBe('{"a":1}');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatValue(circular, 'text')).toBe('[object Object]');
  });

  it('text shows a Date as its ISO string', () => {
    expect(formatValue(new Date(Date.UTC(2024, 2, 5, 10)), 'text')).toBe('2024-03-05T10:00:00.000Z');
  });
});

describe('toNumber', () => {
  it('passes finite numbers through and rejects NaN and Infinity', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber(-3)).toBe(-3);
    expect(toNumber(Number.NaN)).toBeUndefined();
    expect(toNumber(Infinity)).toBeUndefined();
  });

  it("reads numeric strings with ',' thousands separators and surrounding whitespace", () => {
    expect(toNumber('1,234.5')).toBe(1234.5);
    expect(toNumber(' 12 ')).toBe(12);
    expect(toNumber('-3.5')).toBe(-3.5);
    expect(toNumber('+1,000,000')).toBe(1000000);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber('1e3')).toBe(1000);
  });

  it('is conservative: anything else is undefined', () => {
    for (const bad of ['', '  ', 'abc', '12abc', '1,23', '1,2345', '$12', '12 €', '0x10', 'Infinity', '1.2.3', '-', '.']) {
      expect(toNumber(bad), bad).toBeUndefined();
    }
    for (const bad of [true, false, null, undefined, {}, [], [1], new Date(0)]) {
      expect(toNumber(bad)).toBeUndefined();
    }
  });

  it('converts a safe bigint', () => {
    expect(toNumber(10n)).toBe(10);
  });
});

describe('number', () => {
  it('number uses Intl with at most 3 fraction digits by default', () => {
    expect(formatValue(1234.5, 'number', en)).toBe('1,234.5');
    expect(formatValue(1.23456, 'number', en)).toBe('1.235');
    expect(formatValue(1234.5, 'number', { locale: 'de-DE' })).toBe('1.234,5');
  });

  it('number with decimals shows exactly that many places', () => {
    expect(formatValue(1234.5, 'number', { ...en, decimals: 2 })).toBe('1,234.50');
    expect(formatValue(1234.5, 'number', { ...en, decimals: 0 })).toBe('1,235');
  });

  it('number reads numeric strings', () => {
    expect(formatValue('1,234.5', 'number', { locale: 'de-DE' })).toBe('1.234,5');
  });

  it('number returns non-numeric input as text unchanged, never NaN', () => {
    expect(formatValue('abc', 'number', en)).toBe('abc');
    expect(formatValue(true, 'number', en)).toBe('true');
  });

  it('number with an invalid locale falls back to the default locale', () => {
    expect(formatValue(1234.5, 'number', { locale: 'xx_bad!!' })).toBe(formatValue(1234.5, 'number'));
  });

  it('number ignores a decimals value that is not a whole number in range', () => {
    expect(formatValue(1.23456, 'number', { ...en, decimals: -1 })).toBe('1.235');
    expect(formatValue(1.23456, 'number', { ...en, decimals: 2.5 })).toBe('1.235');
  });
});

describe('currency (spec rule 2: decimals as in amount | currency:<code>:<locale>:<decimals>)', () => {
  it("an ISO code without decimals uses the currency's own minor units", () => {
    expect(formatValue(1234.5, 'currency', { ...en, currency: 'USD' })).toBe('$1,234.50');
    expect(formatValue(1234.5, 'currency', { ...en, currency: 'JPY' })).toBe('¥1,235');
    expect(formatValue(1234.5, 'currency', { locale: 'ja-JP', currency: 'JPY' })).toBe('￥1,235');
    expect(formatValue(1234.5, 'currency', { locale: 'th-TH', currency: 'THB' })).toBe('฿1,234.50');
  });

  it('decimals given means exactly that many places', () => {
    expect(formatValue(1234.5, 'currency', { ...en, currency: 'USD', decimals: 0 })).toBe('$1,235');
    expect(formatValue(1234.5, 'currency', { ...en, currency: 'JPY', decimals: 2 })).toBe('¥1,234.50');
    expect(formatValue(1234.5, 'currency', { locale: 'de-DE', currency: 'EUR', decimals: 1 })).toMatch(/^1\.234,5\s€$/);
  });

  it('no currency given means USD', () => {
    expect(formatValue(1234.5, 'currency', en)).toBe('$1,234.50');
  });

  it('a lowercase ISO code is accepted', () => {
    expect(formatValue(1234.5, 'currency', { ...en, currency: 'usd' })).toBe('$1,234.50');
  });

  it('a symbol-like label (1-2 characters) is a prefix, 2 decimals by default', () => {
    expect(formatValue(1234.5, 'currency', { ...en, currency: '฿' })).toBe('฿1,234.50');
    expect(formatValue(1234.5, 'currency', { ...en, currency: 'Fr' })).toBe('Fr1,234.50');
    expect(formatValue(1234.5, 'currency', { ...en, currency: '฿', decimals: 0 })).toBe('฿1,235');
  });

  it('a word label is a suffix after a space', () => {
    expect(formatValue(1234.5, 'currency', { ...en, currency: 'baht' })).toBe('1,234.50 baht');
    expect(formatValue(1234.5, 'currency', { ...en, currency: 'pts' })).toBe('1,234.50 pts');
    expect(formatValue(1234.5, 'currency', { locale: 'de-DE', currency: 'baht' })).toBe('1.234,50 baht');
  });

  it('a negative amount puts the minus sign before a prefix label', () => {
    expect(formatValue(-5, 'currency', { ...en, currency: '฿' })).toBe('-฿5.00');
  });

  it('an invalid locale falls back to the default locale', () => {
    const fallback = formatValue(1234.5, 'currency', { currency: 'USD' });
    expect(formatValue(1234.5, 'currency', { locale: 'xx_bad!!', currency: 'USD' })).toBe(fallback);
  });

  it('non-numeric input is returned as text', () => {
    expect(formatValue('n/a', 'currency', en)).toBe('n/a');
  });
});

describe('percent', () => {
  it('percent treats the value as a ratio', () => {
    expect(formatValue(0.256, 'percent', en)).toBe('25.6%');
    expect(formatValue(12, 'percent', en)).toBe('1,200%');
    expect(formatValue(-0.5, 'percent', en)).toBe('-50%');
  });

  it('percent honours decimals exactly, else at most 2 fraction digits', () => {
    expect(formatValue(0.256, 'percent', { ...en, decimals: 1 })).toBe('25.6%');
    expect(formatValue(0.256, 'percent', { ...en, decimals: 0 })).toBe('26%');
    expect(formatValue(0.256, 'percent', { ...en, decimals: 2 })).toBe('25.60%');
    expect(formatValue(0.12345, 'percent', en)).toBe('12.35%');
  });

  it('percent follows the locale', () => {
    expect(formatValue(0.256, 'percent', { locale: 'de-DE' })).toMatch(/^25,6\s%$/);
  });
});

describe('lookup', () => {
  const options = { a: 'Alpha', b: 'Beta', 1: 'One' };

  it('lookup shows the label of the value from a plain object or a Map', () => {
    expect(formatValue('a', 'lookup', { options })).toBe('Alpha');
    expect(formatValue(1, 'lookup', { options })).toBe('One');
    expect(formatValue('b', 'lookup', { options: new Map([['b', 'Beta']]) })).toBe('Beta');
    // a Map keyed by numbers (built at runtime from JSON-free data) is read by its raw key first
    const byNumber = new Map<unknown, unknown>([[2, 'Two']]) as unknown as Map<string, unknown>;
    expect(formatValue(2, 'lookup', { options: byNumber })).toBe('Two');
  });

  it('lookup joins the labels of an array of values with ", "', () => {
    expect(formatValue(['a', 'b', 'z'], 'lookup', { options })).toBe('Alpha, Beta, z');
  });

  it('lookup shows an unknown value, or any value without options, as itself', () => {
    expect(formatValue('z', 'lookup', { options })).toBe('z');
    expect(formatValue('a', 'lookup')).toBe('a');
  });

  it('lookup uses own properties only: __proto__ and constructor work as keys', () => {
    const own = JSON.parse('{"__proto__": "Proto", "constructor": "Ctor"}') as Record<string, unknown>;
    expect(formatValue('__proto__', 'lookup', { options: own })).toBe('Proto');
    expect(formatValue('constructor', 'lookup', { options: own })).toBe('Ctor');
  });

  it('lookup never returns Object.prototype members', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(formatValue(key, 'lookup', { options: {} })).toBe(key);
    }
  });
});

describe('toDate', () => {
  it("reads 'YYYY-MM-DD' as a local date", () => {
    const d = toDate('2024-03-05') as Date;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2024, 2, 5, 0, 0]);
  });

  it("reads 'YYYY-MM-DD HH:mm[:ss]' (space or T) as local time", () => {
    expect(toDate('2024-03-05 14:30')?.getTime()).toBe(new Date(2024, 2, 5, 14, 30).getTime());
    expect(toDate('2024-03-05 14:30:15')?.getTime()).toBe(new Date(2024, 2, 5, 14, 30, 15).getTime());
    expect(toDate('2024-03-05T14:30:15.250')?.getTime()).toBe(new Date(2024, 2, 5, 14, 30, 15, 250).getTime());
    expect(toDate('2024-03-05 14:30:15.5')?.getTime()).toBe(new Date(2024, 2, 5, 14, 30, 15, 500).getTime());
  });

  it('honours the time zone of an ISO string', () => {
    expect(toDate('2024-03-05T10:00:00Z')?.getTime()).toBe(Date.UTC(2024, 2, 5, 10));
    expect(toDate('2024-03-05T10:00:00+07:00')?.getTime()).toBe(Date.UTC(2024, 2, 5, 3));
    expect(toDate('2024-03-05T10:00+0700')?.getTime()).toBe(Date.UTC(2024, 2, 5, 3));
    expect(toDate('2024-03-05 10:00:00.5Z')?.getTime()).toBe(Date.UTC(2024, 2, 5, 10, 0, 0, 500));
  });

  it('reads epoch milliseconds and copies a Date', () => {
    expect(toDate(Date.UTC(2024, 2, 5))?.getTime()).toBe(Date.UTC(2024, 2, 5));
    const original = new Date(2024, 2, 5);
    const copy = toDate(original);
    expect(copy?.getTime()).toBe(original.getTime());
    expect(copy).not.toBe(original);
  });

  it('is undefined for invalid or impossible dates (never "now")', () => {
    for (const bad of ['2024-02-30', '2024-13-01', '2024-03-05 24:00', '2024-03-05 12:60', 'hello', '', '12345', '2024', '05/03/2024']) {
      expect(toDate(bad), bad).toBeUndefined();
    }
    for (const bad of [undefined, null, true, Number.NaN, Infinity, new Date(Number.NaN), {}, []]) {
      expect(toDate(bad)).toBeUndefined();
    }
  });

  it('accepts 29 February only in a leap year', () => {
    expect(toDate('2024-02-29')?.getDate()).toBe(29);
    expect(toDate('2023-02-29')).toBeUndefined();
  });
});

describe('date, time, datetime', () => {
  it('date with a pattern formats through dayjs', () => {
    expect(formatValue('2024-03-05', 'date', { pattern: 'DD/MM/YYYY' })).toBe('05/03/2024');
    expect(formatValue(new Date(2024, 2, 5), 'date', { pattern: 'YYYY-MM-DD' })).toBe('2024-03-05');
  });

  it('date without a pattern uses Intl dateStyle medium in the locale', () => {
    expect(formatValue('2024-03-05', 'date', en)).toBe('Mar 5, 2024');
    expect(formatValue('2024-03-05', 'date', { locale: 'de-DE' })).toBe('05.03.2024');
    expect(formatValue('2024-03-05', 'date', { locale: 'th-TH' })).toContain('2567');
  });

  it('date reads epoch milliseconds', () => {
    const ms = Date.UTC(2024, 2, 5, 12);
    const d = new Date(ms);
    const expected = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(formatValue(ms, 'date', { pattern: 'YYYY-MM-DD' })).toBe(expected);
  });

  it('date patterns use a dayjs locale when the page has loaded it', () => {
    expect(formatValue('2024-03-05', 'date', { pattern: 'D. MMMM YYYY', locale: 'de-DE' })).toBe('5. März 2024');
    expect(formatValue('2024-03-05', 'date', { pattern: 'D MMMM YYYY', locale: 'zz-ZZ' })).toBe('5 March 2024');
  });

  it('time without a pattern uses Intl timeStyle short', () => {
    expect(formatValue('2024-03-05 14:30', 'time', en)).toMatch(pm('2:30'));
  });

  it("time reads an 'HH:mm' or 'HH:mm:ss' string as that time today", () => {
    expect(formatValue('14:30', 'time', en)).toMatch(pm('2:30'));
    expect(formatValue('14:30', 'time', { pattern: 'HH:mm' })).toBe('14:30');
    expect(formatValue('09:05:07', 'time', { pattern: 'H:mm:ss' })).toBe('9:05:07');
    expect(formatValue('14:30', 'time', { pattern: 'YYYY-MM-DD HH:mm', now: new Date(2024, 2, 5, 8) })).toBe('2024-03-05 14:30');
  });

  it('datetime uses dateStyle medium with timeStyle short, or the pattern', () => {
    expect(formatValue('2024-03-05 14:30', 'datetime', en)).toMatch(pm('Mar 5, 2024, 2:30'));
    expect(formatValue('2024-03-05 14:30', 'datetime', { pattern: 'DD/MM/YYYY HH:mm' })).toBe('05/03/2024 14:30');
  });

  it('an invalid date is shown as the original text', () => {
    expect(formatValue('not a date', 'date', en)).toBe('not a date');
    expect(formatValue('2024-02-30', 'datetime', en)).toBe('2024-02-30');
    expect(formatValue('25:00', 'time', en)).toBe('25:00');
    expect(formatValue('14:30', 'date', en)).toBe('14:30');
  });

  describe('in a time zone west of UTC (America/New_York)', () => {
    const saved = process.env.TZ;
    beforeAll(() => { process.env.TZ = 'America/New_York'; });
    afterAll(() => { if (saved === undefined) delete process.env.TZ; else process.env.TZ = saved; });

    it("a date-only 'YYYY-MM-DD' has no time-zone shift", () => {
      expect(new Date(2024, 0, 1).getTimezoneOffset()).toBe(300); // the zone really changed
      expect(toDate('2024-03-05')?.getDate()).toBe(5);
      expect(formatValue('2024-03-05', 'date', { pattern: 'YYYY-MM-DD' })).toBe('2024-03-05');
      // en-GB: a formatter not built (and cached) before the zone changed
      expect(formatValue('2024-03-05', 'date', { locale: 'en-GB' })).toBe('5 Mar 2024');
    });

    it('an ISO string with a zone is shown in local time', () => {
      expect(formatValue('2024-03-05T03:00:00Z', 'datetime', { pattern: 'YYYY-MM-DD HH:mm' })).toBe('2024-03-04 22:00');
    });
  });
});

describe('bytes', () => {
  it('bytes are 1024-based with units B to PB and up to 1 decimal', () => {
    expect(formatValue(0, 'bytes', en)).toBe('0 B');
    expect(formatValue(512, 'bytes', en)).toBe('512 B');
    expect(formatValue(1536, 'bytes', en)).toBe('1.5 KB');
    expect(formatValue(1048576, 'bytes', en)).toBe('1 MB');
    expect(formatValue(1024 ** 3 * 2.25, 'bytes', en)).toBe('2.3 GB');
    expect(formatValue(1024 ** 4, 'bytes', en)).toBe('1 TB');
    expect(formatValue(1024 ** 5, 'bytes', en)).toBe('1 PB');
    expect(formatValue(1024 ** 6, 'bytes', en)).toBe('1,024 PB');
  });

  it('bytes honour decimals exactly', () => {
    expect(formatValue(1536, 'bytes', { ...en, decimals: 2 })).toBe('1.50 KB');
    expect(formatValue(1536, 'bytes', { ...en, decimals: 0 })).toBe('2 KB');
  });

  it('bytes move to the next unit when rounding reaches 1024', () => {
    expect(formatValue(1048575, 'bytes', en)).toBe('1 MB');
  });

  it('bytes follow the locale, keep the sign and read numeric strings', () => {
    expect(formatValue(1536, 'bytes', { locale: 'de-DE' })).toBe('1,5 KB');
    expect(formatValue(-1536, 'bytes', en)).toBe('-1.5 KB');
    expect(formatValue('1536', 'bytes', en)).toBe('1.5 KB');
    expect(formatValue('big', 'bytes', en)).toBe('big');
  });
});

describe('duration', () => {
  it("duration shows seconds as 'M:SS' under an hour and 'H:MM:SS' from an hour", () => {
    expect(formatValue(245, 'duration')).toBe('4:05');
    expect(formatValue(3665, 'duration')).toBe('1:01:05');
    expect(formatValue(0, 'duration')).toBe('0:00');
    expect(formatValue(3600, 'duration')).toBe('1:00:00');
    expect(formatValue(360000, 'duration')).toBe('100:00:00');
  });

  it('duration rounds to the nearest second and reads numeric strings', () => {
    expect(formatValue(59.6, 'duration')).toBe('1:00');
    expect(formatValue('3665', 'duration')).toBe('1:01:05');
  });

  it("duration prefixes a negative value with '-'", () => {
    expect(formatValue(-245, 'duration')).toBe('-4:05');
    expect(formatValue(-3665, 'duration')).toBe('-1:01:05');
  });

  it("duration leaves an 'HH:mm:ss' string unchanged and other text as text", () => {
    expect(formatValue('01:02:03', 'duration')).toBe('01:02:03');
    expect(formatValue('abc', 'duration')).toBe('abc');
  });
});

describe('boolean', () => {
  it("boolean shows 'Yes' for true, 1, '1', 'true', 'yes', 'on'", () => {
    for (const v of [true, 1, '1', 'true', 'yes', 'on', 'TRUE', ' Yes ']) expect(formatValue(v, 'boolean'), String(v)).toBe('Yes');
  });

  it("boolean shows 'No' for false, 0, '0', 'false', 'no', 'off'", () => {
    for (const v of [false, 0, '0', 'false', 'no', 'off', 'Off']) expect(formatValue(v, 'boolean'), String(v)).toBe('No');
  });

  it('boolean shows any other value as text', () => {
    expect(formatValue('maybe', 'boolean')).toBe('maybe');
    expect(formatValue(2, 'boolean')).toBe('2');
  });

  it("boolean labels from the options map ('true'/'false' keys) win", () => {
    const options = { true: 'Active', false: 'Inactive' };
    expect(formatValue(true, 'boolean', { options })).toBe('Active');
    expect(formatValue('0', 'boolean', { options })).toBe('Inactive');
    expect(formatValue('yes', 'boolean', { options: new Map([['true', 'On']]) })).toBe('On');
    expect(formatValue(false, 'boolean', { options: { true: 'Active' } })).toBe('No');
  });
});

describe('humanize', () => {
  const now = new Date(2024, 2, 5, 12, 0, 0);
  const at = (ms: number) => new Date(now.getTime() + ms);
  const h = { ...en, now };

  it('humanize shows a date relative to now in the largest fitting unit', () => {
    expect(formatValue(at(-3 * 86400e3), 'humanize', h)).toBe('3 days ago');
    expect(formatValue(at(2 * 3600e3), 'humanize', h)).toBe('in 2 hours');
    expect(formatValue(at(5 * 60e3), 'humanize', h)).toBe('in 5 minutes');
    expect(formatValue(at(-30e3), 'humanize', h)).toBe('30 seconds ago');
    expect(formatValue(now, 'humanize', h)).toBe('now');
    expect(formatValue('2024-01-05 12:00', 'humanize', h)).toBe('2 months ago');
    expect(formatValue('2021-03-05 12:00', 'humanize', h)).toBe('3 years ago');
  });

  it('humanize rounds up into the next unit instead of showing 60 minutes', () => {
    expect(formatValue(at(59.7 * 60e3), 'humanize', h)).toBe('in 1 hour');
    expect(formatValue(at(-23.8 * 3600e3), 'humanize', h)).toBe('yesterday');
  });

  it('humanize compares a date-only value by calendar day', () => {
    expect(formatValue('2024-03-04', 'humanize', h)).toBe('yesterday');
    expect(formatValue('2024-03-05', 'humanize', h)).toBe('today');
    expect(formatValue('2024-03-07', 'humanize', h)).toBe('in 2 days');
    const evening = { ...en, now: new Date(2024, 2, 5, 20, 0, 0) };
    expect(formatValue('2024-03-04', 'humanize', evening)).toBe('yesterday');
    expect(formatValue('2024-03-05', 'humanize', evening)).toBe('today');
  });

  it('humanize follows the locale', () => {
    expect(formatValue(at(-3 * 86400e3), 'humanize', { locale: 'de-DE', now })).toBe('vor 3 Tagen');
  });

  it("humanize turns identifiers into words: 'first_name' and 'firstName' become 'First name'", () => {
    expect(formatValue('first_name', 'humanize')).toBe('First name');
    expect(formatValue('firstName', 'humanize')).toBe('First name');
    expect(formatValue('first-name', 'humanize')).toBe('First name');
    expect(formatValue('  order__total ', 'humanize')).toBe('Order total');
    expect(formatValue('userID', 'humanize')).toBe('User ID');
    expect(formatValue('XMLHttpRequest', 'humanize')).toBe('XML http request');
  });

  it('humanize shows numbers in compact notation', () => {
    expect(formatValue(1234567, 'humanize', en)).toBe('1.2M');
    expect(formatValue(1500, 'humanize', en)).toBe('1.5K');
    expect(formatValue('1234567', 'humanize', en)).toBe('1.2M');
    expect(formatValue(42, 'humanize', en)).toBe('42');
  });
});

describe('truncate', () => {
  it("truncate cuts at 50 characters by default and appends '…'", () => {
    expect(formatValue('a'.repeat(60), 'truncate')).toBe(`${'a'.repeat(50)}…`);
    expect(formatValue('a'.repeat(50), 'truncate')).toBe('a'.repeat(50));
  });

  it('truncate honours length', () => {
    expect(formatValue('Hello world', 'truncate', { length: 5 })).toBe('Hello…');
    expect(formatValue('Hello', 'truncate', { length: 5 })).toBe('Hello');
  });

  it('truncate counts code points, never splitting a surrogate pair', () => {
    expect(formatValue('😀😀😀', 'truncate', { length: 2 })).toBe('😀😀…');
  });

  it('truncate drops whitespace left before the ellipsis', () => {
    expect(formatValue('Hello world', 'truncate', { length: 6 })).toBe('Hello…');
  });

  it('truncate falls back to 50 for a length that is not a positive whole number', () => {
    for (const length of [0, -3, 2.5, Number.NaN]) {
      expect(formatValue('a'.repeat(60), 'truncate', { length })).toBe(`${'a'.repeat(50)}…`);
    }
  });
});
