// Row-action conditions (spec "Row action entry", condition rules 1-3; design.md "Security rules":
// a small parser, never eval/Function).
import { describe, expect, it } from 'vitest';
import { compileCondition, MAX_DEPTH, MAX_LENGTH } from '../../../../src/table/model/condition';

/** Compile (expecting success) and evaluate against one row. */
function holds(source: unknown, row: unknown = {}): boolean {
  const compiled = compileCondition(source);
  if (!compiled.ok) throw new Error(`${JSON.stringify(source)} did not compile: ${compiled.error}`);
  return compiled.test(row);
}
function malformed(source: unknown): string {
  const compiled = compileCondition(source);
  if (compiled.ok) throw new Error(`${JSON.stringify(source)} compiled`);
  return compiled.error;
}

const alice = { id: 1, name: 'Alice', status: 'active', age: 34, admin: false, score: '7', manager: null, tags: ['a'], address: { city: 'Oslo' } };

describe('rule 1: field names are the row\'s own fields, unprefixed', () => {
  it('a bare name reads the row field', () => {
    expect(holds("status == 'active'", alice)).toBe(true);
    expect(holds("status == 'inactive'", alice)).toBe(false);
    expect(holds('age > 30', alice)).toBe(true);
  });

  it('a missing field reads undefined (the action is hidden unless the test says otherwise)', () => {
    expect(holds('missing', alice)).toBe(false);
    expect(holds('!missing', alice)).toBe(true);
    expect(holds('missing == null', alice)).toBe(true);
    expect(holds('missing === null', alice)).toBe(false);
  });

  it('a dotted name reads a nested own field of the row; a missing step reads undefined', () => {
    expect(holds("address.city == 'Oslo'", alice)).toBe(true);
    expect(holds('address.zip', alice)).toBe(false);
    expect(holds('nothing.deeper.still', alice)).toBe(false);
  });

  it('page scope is not visible: globals, window and row. prefixes read nothing', () => {
    (globalThis as Record<string, unknown>).pageFlag = true;
    try {
      expect(holds('pageFlag', alice)).toBe(false);
      expect(holds('window', alice)).toBe(false);
      expect(holds('globalThis', alice)).toBe(false);
      expect(holds("row.status == 'active'", alice)).toBe(false);
    } finally {
      delete (globalThis as Record<string, unknown>).pageFlag;
    }
  });

  it('only own properties are read: inherited ones and the prototype chain read undefined', () => {
    const row = Object.create({ inherited: true });
    expect(holds('inherited', row)).toBe(false);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype']) {
      expect(holds(name, alice), name).toBe(false);
      expect(holds(`${name} == null`, alice), name).toBe(true);
    }
    expect(holds('constructor.constructor', alice)).toBe(false);
    expect(holds('name.constructor', alice)).toBe(false);
    expect(holds('tags.length == 1', alice)).toBe(true); // length is an own property of arrays: it reads
  });

  it('a row whose own key is __proto__ (from JSON.parse) is read as data, never as the prototype', () => {
    const row = JSON.parse('{"__proto__": {"x": 1}, "constructor": "c"}');
    expect(holds('__proto__.x == 1', row)).toBe(false);
    expect(holds("constructor == 'c'", row)).toBe(false);
  });
});

describe('rule 2: the ${...} wrapper is optional and its position irrelevant', () => {
  const rows = [
    { a: true, b: true }, { a: true, b: false }, { a: false, b: true }, { a: false, b: false },
  ];
  it.each(['${a && b}', '${a} && ${b}', 'a && b', '${a} && b', '${${a} && ${b}}', ' ${ a && b } '])('%s', (source) => {
    expect(rows.map((row) => holds(source, row))).toEqual([true, false, false, false]);
  });

  it("'${status == \"active\"}' compares like the bare form; a '}' inside a string is text", () => {
    expect(holds('${status == "active"}', alice)).toBe(true);
    expect(holds("${name != '}'}", alice)).toBe(true);
    expect(holds("${name} == 'Alice'", alice)).toBe(true);
  });

  it('an unbalanced wrapper is malformed', () => {
    expect(malformed('${a && b')).toMatch(/has no "}"/);
    expect(malformed('a && b}')).toMatch(/unexpected "}"/);
    expect(malformed('${a)')).toMatch(/unexpected "\)"/);
    expect(malformed('$ {a}')).toMatch(/unexpected/);
  });
});

describe('rule 3: a boolean true or false is accepted directly', () => {
  it('true shows on every row, false on none, absent on every row', () => {
    expect(holds(true)).toBe(true);
    expect(holds(false, alice)).toBe(false);
    expect(holds(undefined, alice)).toBe(true);
  });

  it('the literals true, false and null also work inside text', () => {
    expect(holds('true')).toBe(true);
    expect(holds('false')).toBe(false);
    expect(holds('${true}')).toBe(true);
    expect(holds('admin == false', alice)).toBe(true);
    expect(holds('manager == null', alice)).toBe(true);
  });

  it('other value types are malformed, not guessed', () => {
    for (const value of [null, 1, 0, {}, [], ['a']]) expect(malformed(value)).toMatch(/not text or a boolean/);
  });
});

describe('operators (design.md: == != === !== < <= > >= && || !, parentheses)', () => {
  it('== is loose between primitives, === strict', () => {
    expect(holds("score == 7", alice)).toBe(true); // '7' == 7
    expect(holds('score === 7', alice)).toBe(false);
    expect(holds("score === '7'", alice)).toBe(true);
    expect(holds('id != 1', alice)).toBe(false);
    expect(holds("id !== '1'", alice)).toBe(true);
    expect(holds('null == missing', alice)).toBe(true);
  });

  it('strings compare as strings, numbers and numeric text as numbers', () => {
    expect(holds("name < 'Bob'", alice)).toBe(true);
    expect(holds("'10' < '9'")).toBe(true); // text order, as in JavaScript
    expect(holds("score < 10", alice)).toBe(true); // '7' < 10 numerically
    expect(holds('age >= 34', alice)).toBe(true);
    expect(holds('age <= 33', alice)).toBe(false);
    expect(holds('age > -1', alice)).toBe(true);
    expect(holds('1.5e1 == 15')).toBe(true);
  });

  it('objects and arrays are never converted: no toString runs, ordering is false, equality is identity', () => {
    let called = 0;
    const row = { o: { toString: () => (called++, '1'), valueOf: () => (called++, 1) } };
    expect(holds("o == '1'", row)).toBe(false);
    expect(holds('o > 0', row)).toBe(false);
    expect(holds('o < 2', row)).toBe(false);
    expect(holds('o == o', row)).toBe(true);
    expect(called).toBe(0);
    expect(holds("tags == 'a'", alice)).toBe(false);
  });

  it('! binds tighter than comparisons, && tighter than ||, as in JavaScript', () => {
    expect(holds('!admin == true', alice)).toBe(true); // (!admin) == true
    expect(holds('true || false && false')).toBe(true); // true || (false && false)
    expect(holds('(true || false) && false')).toBe(false);
    expect(holds('false && false || true')).toBe(true);
    expect(holds('age > 30 && status == "active" || admin', alice)).toBe(true);
    expect(holds('!(age > 30 && status == "active")', alice)).toBe(false);
    expect(holds('!!name', alice)).toBe(true);
    expect(holds("1 < 2 == true")).toBe(true); // (1 < 2) == true
  });

  it('truthiness is JavaScript\'s: "" and 0 are false, the text "0" is true', () => {
    expect(holds('v', { v: '' })).toBe(false);
    expect(holds('v', { v: 0 })).toBe(false);
    expect(holds('v', { v: '0' })).toBe(true);
    expect(holds('v', { v: [] })).toBe(true);
  });

  it('string escapes', () => {
    expect(holds("v == 'it\\'s'", { v: "it's" })).toBe(true);
    expect(holds('v == "a\\"b"', { v: 'a"b' })).toBe(true);
    expect(holds("v == 'a\\nb'", { v: 'a\nb' })).toBe(true);
  });
});

describe('malformed conditions are reported with a reason (the caller hides the action)', () => {
  it.each([
    ['', /empty/], ['   ', /empty/], ['a ==', /ends/], ['== a', /unexpected "=="/], ['a = 1', /unexpected "="/],
    ['a && || b', /unexpected "\|\|"/], ['(a', /has no "\)"/], ['a)', /unexpected "\)"/], ['a b', /unexpected "b"/],
    ["'open", /closing quote/], ['a & b', /unexpected "&"/], ['a | b', /unexpected "\|"/], ['a - b', /unexpected "-"/],
    ['-a', /before a number/], ['a.', /unexpected "\."/], ['a ? b : c', /unexpected "\?"/], ['f()', /unexpected "\("/],
    ['a[0]', /unexpected "\["/], ['a; b', /unexpected ";"/], ['x => x', /unexpected "="/],
  ])('%j', (source, reason) => {
    expect(malformed(source)).toMatch(reason);
  });

  it('the error names the position', () => {
    expect(malformed("status == 'a' & x")).toBe('has an unexpected "&" at 14');
  });
});

describe('hostile conditions never run code, never reach the prototype chain, never throw', () => {
  const pwned = () => (globalThis as Record<string, unknown>).__pwned;

  it.each([
    "constructor.constructor('globalThis.__pwned=1')()",
    'alert(1)',
    '${globalThis.__pwned = 1}',
    '`${x}`',
    'new Function("x")',
    'eval("1")',
    '__proto__.polluted = 1',
    'a; globalThis.__pwned = 1',
  ])('%s is malformed, and nothing ran', (source) => {
    expect(compileCondition(source).ok).toBe(false);
    expect(pwned()).toBeUndefined();
  });

  it('compiles but reads nothing for prototype names', () => {
    expect(holds('__proto__.constructor.name', {})).toBe(false);
    expect(holds('constructor.prototype', {})).toBe(false);
    expect(holds('this.constructor', {})).toBe(false); // a field named "this": the row has none
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it(`a text longer than ${MAX_LENGTH} characters is refused before parsing`, () => {
    expect(malformed(`a == '${'x'.repeat(MAX_LENGTH)}'`)).toMatch(/longer than/);
    expect(malformed('A'.repeat(8000))).toMatch(/longer than/);
  });

  it(`nesting deeper than ${MAX_DEPTH} levels is refused; up to it, it works`, () => {
    const nest = (n: number, open: string, close: string) => `${open.repeat(n)}a${close.repeat(n)}`;
    expect(holds(nest(MAX_DEPTH, '(', ')'), { a: 1 })).toBe(true);
    expect(malformed(nest(MAX_DEPTH + 1, '(', ')'))).toMatch(/nested deeper/);
    expect(malformed(nest(600, '${', '}'))).toMatch(/nested deeper/);
    expect(malformed(`${'!'.repeat(900)}a`)).toMatch(/nested deeper/);
    expect(holds(`${'!'.repeat(MAX_DEPTH)}a`, { a: 1 })).toBe(true);
  });

  it('a long flat chain is fine (no recursion per operand)', () => {
    const chain = Array.from({ length: 300 }, () => 'a').join(' && ');
    expect(holds(chain, { a: 1 })).toBe(true);
  });

  it('a row whose getter throws evaluates to false instead of throwing', () => {
    const row = Object.defineProperty({}, 'bad', { get() { throw new Error('boom'); }, enumerable: true });
    expect(holds('bad', row)).toBe(false);
    expect(holds('!bad', row)).toBe(false);
  });

  it('rows that are not objects read no fields', () => {
    for (const row of [null, undefined, 'text', 42]) expect(holds('length == 4', row)).toBe(false);
  });

  it('symbols and bigints in rows compare without throwing', () => {
    expect(holds('s == s', { s: Symbol('x') })).toBe(true);
    expect(holds("s == 'x'", { s: Symbol('x') })).toBe(false);
    expect(holds('s < 1', { s: Symbol('x') })).toBe(false);
    expect(holds('b > 1', { b: 5n })).toBe(true);
    expect(holds('b == 5', { b: 5n })).toBe(false);
  });
});

describe('compiled once, evaluated per row', () => {
  it('one compiled test answers for many rows', () => {
    const compiled = compileCondition("status != 'inactive'");
    if (!compiled.ok) throw new Error(compiled.error);
    const rows = [{ status: 'active' }, { status: 'inactive' }, { status: 'on_leave' }, {}];
    expect(rows.map(compiled.test)).toEqual([true, false, true, true]);
  });
});
