// Warnings never throw on what they quote (design.md "Bad input": no uncaught exception, ever).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeError, safeStringify } from '../../../src/core/json';

describe('safeStringify: JSON for messages that never throws', () => {
  it('plain values read as JSON', () => {
    expect(safeStringify({ a: [1, 'x', null, true] })).toBe('{"a":[1,"x",null,true]}');
    expect(safeStringify('2024-13-01')).toBe('"2024-13-01"');
    expect(safeStringify(undefined)).toBe('undefined');
    expect(safeStringify(new Date(Date.UTC(2024, 0, 2)))).toBe('"2024-01-02T00:00:00.000Z"');
  });

  it('circular objects read "[Circular]"', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(safeStringify(a)).toBe('{"name":"a","self":"[Circular]"}');
  });

  it('BigInt and symbols read as text; functions are left out as in JSON', () => {
    expect(safeStringify({ n: 12n, s: Symbol('x'), f: function named() {} })).toBe('{"n":"12n","s":"Symbol(x)"}');
    expect(safeStringify(Symbol('top'))).toBe('"Symbol(top)"');
  });

  it('throwing getters, toJSON and proxies read "[Unserializable]"', () => {
    const getter = { get boom() { throw new Error('x'); }, ok: 1 };
    const json = { toJSON() { throw new Error('x'); } };
    const proxy = new Proxy({}, { ownKeys() { throw new Error('x'); } });
    for (const value of [getter, json, proxy, [json]]) expect(safeStringify(value)).toBe('"[Unserializable]"');
  });

  it('keys like __proto__ are plain keys of the copy', () => {
    expect(safeStringify(JSON.parse('{"__proto__":{"x":1}}'))).toBe('{"__proto__":{"x":1}}');
  });

  it('long text is cut to maxLength with an ellipsis', () => {
    const text = safeStringify('x'.repeat(1000), 20);
    expect(text).toHaveLength(21);
    expect(text.endsWith('…')).toBe(true);
  });

  it('property: never throws, whatever the value', () => {
    fc.assert(fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true }), (value) => {
      expect(typeof safeStringify(value)).toBe('string');
    }), { numRuns: 500 });
  });
});

describe('describeError: the message of anything thrown', () => {
  it('Errors, strings, symbols and objects', () => {
    expect(describeError(new TypeError('bad'))).toBe('bad');
    expect(describeError('plain')).toBe('plain');
    expect(describeError(Symbol('s'))).toBe('"Symbol(s)"');
    expect(describeError({ get message() { throw new Error('x'); } })).toBe('"[Unserializable]"');
    expect(describeError({ message: 'not an Error' })).toBe('{"message":"not an Error"}');
    expect(describeError(null)).toBe('null');
  });
});
