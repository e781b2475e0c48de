import { describe, expect, it, vi } from 'vitest';
import { defaultsOf, named, parseJson, parsers, readAttributes, type OptionSpec } from '../../../src/core/attrs';
import { editDistance, misspeltAttributes } from '../../../src/core/hints';
import { KNOWN_TABLE_ATTRS, TABLE_OPTIONS } from '../../../src/table/model/options';
import { KNOWN_TH_ATTRS } from '../../../src/table/model/column-options';

/** A minimal Element stand-in (node environment, no DOM): only what attrs.ts reads. */
function fakeElement(attrs: Record<string, string>): Element {
  return {
    hasAttribute: (name: string) => Object.prototype.hasOwnProperty.call(attrs, name),
    getAttribute: (name: string) => (Object.prototype.hasOwnProperty.call(attrs, name) ? attrs[name] : null),
    attributes: Object.keys(attrs).map((name) => ({ name, value: attrs[name] })),
  } as unknown as Element;
}

/** Run a parser and collect what it reports. */
function run<T>(parse: (raw: string, report: (p: string) => void) => T | undefined, raw: string) {
  const problems: string[] = [];
  const value = parse(raw, (p) => problems.push(p));
  return { value, problems };
}

describe('an option table made with named(): the attribute is the option name in data-* form unless given', () => {
  it('pageSize reads data-page-size, a given attribute stays, null stays no attribute', () => {
    const table = named({
      pageSize: { default: 0, parse: parsers.int(0) } as OptionSpec<number>,
      defaultView: { attr: 'data-view', default: 'month', parse: parsers.string } as OptionSpec<string | null>,
      eventColors: { attr: null, default: null, parse: parsers.string } as OptionSpec<string | null>,
    });
    expect(Object.values(table).map((s) => s.attr)).toEqual(['data-page-size', 'data-view', null]);
    const el = { hasAttribute: (n: string) => n === 'data-page-size' || n === 'data-event-colors', getAttribute: (n: string) => (n === 'data-page-size' ? '25' : 'red') } as unknown as Element;
    expect(readAttributes(el, table, () => {})).toEqual({ pageSize: 25 });
  });
});

describe('parsers.flag', () => {
  it('present without value, "true", "1", "yes", "on" are true (any case, trimmed)', () => {
    for (const raw of ['', 'true', 'TRUE', ' 1 ', 'yes', 'on']) expect(run(parsers.flag, raw)).toEqual({ value: true, problems: [] });
  });

  it('"false", "0", "no", "off" are false', () => {
    for (const raw of ['false', 'False', '0', 'no', 'off']) expect(run(parsers.flag, raw)).toEqual({ value: false, problems: [] });
  });

  it('anything else is reported and gives undefined', () => {
    expect(run(parsers.flag, 'maybe')).toEqual({ value: undefined, problems: ['"maybe" is not true or false'] });
  });
});

describe('parsers.int with a range', () => {
  it('reads whole numbers, trimmed, with a sign', () => {
    expect(run(parsers.int(), ' 25 ').value).toBe(25);
    expect(run(parsers.int(), '-3').value).toBe(-3);
    expect(run(parsers.int(), '+4').value).toBe(4);
  });

  it('rejects non-whole numbers and text', () => {
    for (const raw of ['2.5', 'ten', '', '1e3', '0x10']) {
      const r = run(parsers.int(), raw);
      expect(r.value).toBeUndefined();
      expect(r.problems).toEqual([`"${raw}" is not a whole number`]);
    }
  });

  it('rejects values out of range, naming the range', () => {
    expect(run(parsers.int(1, 100), '0')).toEqual({ value: undefined, problems: ['0 is out of range (1..100)'] });
    expect(run(parsers.int(1, 100), '101').problems).toEqual(['101 is out of range (1..100)']);
    expect(run(parsers.int(1, 100), '100').value).toBe(100);
    expect(run(parsers.int(0), '-1').value).toBeUndefined();
  });

  // Issue 22 item 4: data-page-size="99999999999999999999" warns once and the default is used.
  it('rejects a whole number that is not safe (past 2^53 - 1), with one report', () => {
    for (const raw of ['99999999999999999999', '9007199254740992', '-9007199254740992']) {
      expect(run(parsers.int(0), raw)).toEqual({ value: undefined, problems: [`"${raw}" is not a whole number`] });
    }
    expect(run(parsers.int(0), '9007199254740991').value).toBe(9007199254740991);
  });
});

describe('parsers.number', () => {
  it('reads decimals', () => {
    expect(run(parsers.number(), ' 2.5 ').value).toBe(2.5);
    expect(run(parsers.number(0), '0').value).toBe(0);
  });

  it('rejects text, blanks and infinities', () => {
    for (const raw of ['abc', '', '  ', 'Infinity']) {
      const r = run(parsers.number(), raw);
      expect(r.value).toBeUndefined();
      expect(r.problems).toEqual([`"${raw}" is not a number`]);
    }
  });

  it('rejects values below the minimum', () => {
    expect(run(parsers.number(0), '-0.5')).toEqual({ value: undefined, problems: ['-0.5 is below 0'] });
  });
});

describe('parsers.list', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(run(parsers.list, ' name, email ,,city ').value).toEqual(['name', 'email', 'city']);
  });

  it('accepts the JSON array form', () => {
    expect(run(parsers.list, '["name", "e,mail", 3]').value).toEqual(['name', 'e,mail', '3']);
  });

  it('a broken JSON array is reported', () => {
    const r = run(parsers.list, '["name",');
    expect(r.value).toBeUndefined();
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(/^is not valid JSON \(.+\)$/);
  });
});

describe('parsers.intList', () => {
  it('reads comma-separated positive integers and the JSON form', () => {
    expect(run(parsers.intList, '10, 25,50').value).toEqual([10, 25, 50]);
    expect(run(parsers.intList, '[10, 25, 50]').value).toEqual([10, 25, 50]);
  });

  it('rejects zero, negatives, decimals, text and an empty list', () => {
    for (const raw of ['10,0', '-5', '2.5', '10,abc', '', '10,99999999999999999999']) {
      const r = run(parsers.intList, raw);
      expect(r.value).toBeUndefined();
      expect(r.problems).toEqual([`"${raw}" is not a list of positive whole numbers`]);
    }
  });
});

describe('parsers.jsonObject', () => {
  it('reads a JSON object', () => {
    expect(run(parsers.jsonObject, '{"approve": "Approve", "n": 1}').value).toEqual({ approve: 'Approve', n: 1 });
  });

  it("reports 'is not valid JSON (…)' with the parser's reason", () => {
    const r = run(parsers.jsonObject, '{"a": 1,}');
    expect(r.value).toBeUndefined();
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(/^is not valid JSON \(.+\)$/);
  });

  it('an array, null or a number is not a JSON object', () => {
    for (const raw of ['[1,2]', 'null', '5', '"x"']) {
      expect(run(parsers.jsonObject, raw)).toEqual({ value: undefined, problems: ['is not a JSON object'] });
    }
  });

  it('a __proto__ key stays an own key and does not change the prototype (style #15)', () => {
    const v = run(parsers.jsonObject, '{"__proto__": {"polluted": true}}').value as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parsers.oneOf and parseJson', () => {
  it('oneOf accepts listed values only', () => {
    expect(run(parsers.oneOf('csv', 'json'), ' json ').value).toBe('json');
    expect(run(parsers.oneOf('csv', 'json'), 'xml')).toEqual({ value: undefined, problems: ['"xml" is not one of csv, json'] });
  });

  it('parseJson never throws', () => {
    const report = vi.fn();
    expect(parseJson('{', report)).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    expect(parseJson('[1]', report)).toEqual([1]);
  });
});

describe('readAttributes', () => {
  const specs = {
    pageSize: { attr: 'data-page-size', default: 0, parse: parsers.int(0), fallback: 'no pagination' } as OptionSpec<number>,
    cache: { attr: 'data-cache', default: false, parse: parsers.flag } as OptionSpec<boolean>,
    actions: { attr: 'data-actions', default: null, parse: parsers.jsonObject, fallback: 'bulk actions disabled' } as OptionSpec<Record<string, unknown> | null>,
    level: { attr: 'data-level', default: 1, parse: parsers.int(1, 5) } as OptionSpec<number>,
    scriptOnly: { attr: null, default: 'x', parse: parsers.string } as OptionSpec<string>,
  };

  it('returns only the attributes present on the element', () => {
    const warnFor = vi.fn();
    const out = readAttributes(fakeElement({ 'data-page-size': '25', 'data-cache': '' }), specs, warnFor);
    expect(out).toEqual({ pageSize: 25, cache: true });
    expect(Object.keys(out)).toEqual(['pageSize', 'cache']);
    expect(warnFor).not.toHaveBeenCalled();
  });

  it('an element without any attribute gives an empty object', () => {
    expect(readAttributes(fakeElement({ class: 'x' }), specs, vi.fn())).toEqual({});
  });

  it('a bad value is left out and warnFor gets the attribute, the problem and the fallback', () => {
    const warnFor = vi.fn();
    const out = readAttributes(fakeElement({ 'data-page-size': 'ten', 'data-actions': '{bad', 'data-level': '9' }), specs, warnFor);
    expect(out).toEqual({});
    expect(warnFor).toHaveBeenCalledTimes(3);
    expect(warnFor).toHaveBeenCalledWith('data-page-size', '"ten" is not a whole number', 'no pagination');
    expect(warnFor).toHaveBeenCalledWith('data-actions', expect.stringMatching(/^is not valid JSON \(.+\)$/), 'bulk actions disabled');
    expect(warnFor).toHaveBeenCalledWith('data-level', '9 is out of range (1..5)', 'using the default');
  });

  it('reads the real table option table', () => {
    const warnFor = vi.fn();
    const out = readAttributes(fakeElement({ 'data-page-sizes': '[5,10]', 'data-default-sort': 'name desc', 'data-refresh-interval': 'soon' }), TABLE_OPTIONS, warnFor);
    expect(out).toEqual({ pageSizes: [5, 10], defaultSort: 'name desc' });
    expect(warnFor).toHaveBeenCalledWith('data-refresh-interval', '"soon" is not a number', 'automatic refresh off');
  });
});

describe('defaultsOf', () => {
  it('returns every default and copies arrays', () => {
    const list = [1, 2];
    const specs = { a: { attr: 'data-a', default: list, parse: parsers.intList }, b: { attr: null, default: 'x', parse: parsers.string } };
    const d = defaultsOf(specs);
    expect(d).toEqual({ a: [1, 2], b: 'x' });
    expect(d.a).not.toBe(list);
  });
});

describe('editDistance (optimal string alignment, capped)', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('abc', 'abd')).toBe(1);
    expect(editDistance('abc', 'ab')).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('a transposition is one edit', () => {
    expect(editDistance('szie', 'size')).toBe(1);
  });

  it('is capped at max + 1 when lengths differ too much', () => {
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('misspeltAttributes: did-you-mean for data-* attributes', () => {
  it("finds 'data-page-szie' -> 'data-page-size'", () => {
    expect(misspeltAttributes(fakeElement({ 'data-page-szie': '10' }), KNOWN_TABLE_ATTRS)).toEqual([['data-page-szie', 'data-page-size']]);
  });

  it('finds other near misses on tables and headers', () => {
    expect(misspeltAttributes(fakeElement({ 'data-editable-row': 'true' }), KNOWN_TABLE_ATTRS)).toEqual([['data-editable-row', 'data-editable-rows']]);
    expect(misspeltAttributes(fakeElement({ 'data-feild': 'name' }), KNOWN_TH_ATTRS)).toEqual([['data-feild', 'data-field']]);
  });

  it("ignores known attributes, non-data attributes and unrelated data-* attributes like 'data-testid'", () => {
    const el = fakeElement({
      'data-table': 'users', 'data-page-size': '10', class: 'table', id: 'users', 'data-testid': 'grid', 'data-controller': 'grid',
    });
    expect(misspeltAttributes(el, KNOWN_TABLE_ATTRS)).toEqual([]);
    expect(misspeltAttributes(fakeElement({ 'data-testid': 'col', 'data-field': 'x' }), KNOWN_TH_ATTRS)).toEqual([]);
  });

  // Common unrelated attributes two edits from a short known name (title/table, label/table, role/rows, id/min)
  // get a spurious "did you mean" warning; design.md "Bad input" warns only about malformed attributes.
  // Regression: short unrelated names were mistaken for typos.
  it('does not flag common unrelated attributes (data-title, data-label, data-role, data-id)', () => {
    expect(misspeltAttributes(fakeElement({ 'data-title': 'Users', 'data-label': 'Users' }), KNOWN_TABLE_ATTRS)).toEqual([]);
    expect(misspeltAttributes(fakeElement({ 'data-role': 'x', 'data-id': '7' }), KNOWN_TH_ATTRS)).toEqual([]);
  });
});
