import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPath, hasPath, resolveGlobalFunction } from '../../../src/core/path';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getPath: own properties only', () => {
  const data = { result: { items: [{ name: 'Ann' }], total: 0, empty: null }, flag: false };

  it('follows a dotted path through objects and arrays', () => {
    expect(getPath(data, 'result.items.0.name')).toBe('Ann');
    expect(getPath(data, 'result.items')).toBe(data.result.items);
  });

  it('returns falsy values that exist', () => {
    expect(getPath(data, 'result.total')).toBe(0);
    expect(getPath(data, 'flag')).toBe(false);
    expect(getPath(data, 'result.empty')).toBeNull();
  });

  it('the empty path is the source itself', () => {
    expect(getPath(data, '')).toBe(data);
  });

  it('a missing step, or a step through null or a primitive, gives undefined', () => {
    expect(getPath(data, 'result.missing.x')).toBeUndefined();
    expect(getPath(data, 'result.empty.x')).toBeUndefined();
    expect(getPath(data, 'result.total.x')).toBeUndefined();
    expect(getPath(null, 'a')).toBeUndefined();
    expect(getPath('text', 'length')).toBeUndefined();
  });

  it('inherited properties are not followed', () => {
    const child = Object.create({ inherited: 'yes' });
    child.own = 'mine';
    expect(getPath(child, 'own')).toBe('mine');
    expect(getPath(child, 'inherited')).toBeUndefined();
    expect(getPath({}, 'toString')).toBeUndefined();
    expect(getPath([], 'map')).toBeUndefined();
  });

  it("'__proto__', 'constructor' and 'prototype' are never followed (style #15)", () => {
    expect(getPath({}, '__proto__')).toBeUndefined();
    expect(getPath({}, 'constructor')).toBeUndefined();
    expect(getPath({}, 'constructor.prototype')).toBeUndefined();
    expect(getPath({ a: {} }, 'a.__proto__.polluted')).toBeUndefined();
  });

  it('even own keys named __proto__ / constructor / prototype are not followed', () => {
    const parsed = JSON.parse('{"__proto__": {"x": 1}, "constructor": {"y": 2}}');
    expect(getPath(parsed, '__proto__.x')).toBeUndefined();
    expect(getPath(parsed, 'constructor.y')).toBeUndefined();
    const fn = Object.assign(() => {}, {});
    expect(getPath({ fn }, 'fn.prototype')).toBeUndefined();
  });

  it('functions can be stepped through by own property', () => {
    const fn = Object.assign(() => 1, { meta: 'm' });
    expect(getPath({ fn }, 'fn.meta')).toBe('m');
  });
});

describe('hasPath', () => {
  it('is true for own values, even undefined ones', () => {
    expect(hasPath({ a: { b: undefined } }, 'a.b')).toBe(true);
    expect(hasPath({ a: 1 }, 'a')).toBe(true);
  });

  it('is false for missing, inherited and forbidden keys', () => {
    expect(hasPath({ a: {} }, 'a.b')).toBe(false);
    expect(hasPath({}, 'toString')).toBe(false);
    expect(hasPath(JSON.parse('{"__proto__": 1}'), '__proto__')).toBe(false);
    expect(hasPath({ a: 1 }, 'a.b.c')).toBe(false);
  });
});

describe('resolveGlobalFunction: a dotted path on window, called, never evaluated', () => {
  const money = () => 'money';
  const top = () => 'top';

  it('is undefined without window', () => {
    expect(typeof window).toBe('undefined');
    expect(resolveGlobalFunction('top')).toBeUndefined();
  });

  it('finds a top-level and a dotted function', () => {
    vi.stubGlobal('window', { top, app: { fmt: { money } } });
    expect(resolveGlobalFunction('top')).toBe(top);
    expect(resolveGlobalFunction('app.fmt.money')).toBe(money);
    expect(resolveGlobalFunction('$_x1')).toBeUndefined();
  });

  it('non-functions and missing paths give undefined', () => {
    vi.stubGlobal('window', { app: { fmt: { money }, label: 'x', n: 5 } });
    expect(resolveGlobalFunction('app')).toBeUndefined();
    expect(resolveGlobalFunction('app.fmt')).toBeUndefined();
    expect(resolveGlobalFunction('app.label')).toBeUndefined();
    expect(resolveGlobalFunction('app.n')).toBeUndefined();
    expect(resolveGlobalFunction('app.missing.money')).toBeUndefined();
    expect(resolveGlobalFunction('nothing')).toBeUndefined();
  });

  it('malformed paths give undefined', () => {
    vi.stubGlobal('window', { app: { fmt: { money } } });
    for (const path of ['', ' app.fmt.money', 'app.fmt.money ', 'app..fmt', '.app', 'app.', 'app.fmt.money()', 'app["fmt"].money', '1app', 'app/fmt', 'app.fmt;money']) {
      expect(resolveGlobalFunction(path)).toBeUndefined();
    }
  });

  it('never follows __proto__, constructor or prototype (no route to Function)', () => {
    vi.stubGlobal('window', { app: { fmt: { money } } });
    expect(resolveGlobalFunction('app.constructor')).toBeUndefined();
    expect(resolveGlobalFunction('app.fmt.money.constructor')).toBeUndefined();
    expect(resolveGlobalFunction('app.__proto__.constructor')).toBeUndefined();
    expect(resolveGlobalFunction('app.fmt.money.prototype')).toBeUndefined();
  });

  it('never evaluates the string as code', () => {
    const sideEffect = vi.fn(() => () => 'evaluated');
    vi.stubGlobal('window', { sideEffect, app: { fmt: { money } } });
    expect(resolveGlobalFunction('sideEffect()')).toBeUndefined();
    expect(resolveGlobalFunction('(sideEffect(), app.fmt.money)')).toBeUndefined();
    expect(resolveGlobalFunction('app.fmt.money || sideEffect')).toBeUndefined();
    expect(sideEffect).not.toHaveBeenCalled();
  });

  it('returns the function without calling it', () => {
    const fmt = vi.fn();
    vi.stubGlobal('window', { fmt });
    expect(resolveGlobalFunction('fmt')).toBe(fmt);
    expect(fmt).not.toHaveBeenCalled();
  });
});
