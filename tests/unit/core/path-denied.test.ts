// Formatters and callbacks are chosen by the page, not the data: dangerous globals are never callable by name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveGlobalFunction, resolveRegisteredFunction } from '../../../src/core/path';

afterEach(() => {
  vi.unstubAllGlobals();
});

const money = () => 'money';
/** A window with the real built-ins plus page functions, some of them aliases of built-ins. */
function stubWindow() {
  const pageFn = () => 'page';
  const win: Record<string, unknown> = {
    eval, Function, setTimeout, setInterval, queueMicrotask, fetch, Object, Reflect, Array, String, JSON, Math,
    alert: pageFn, confirm: pageFn, prompt: pageFn, open: pageFn, setImmediate: pageFn, importScripts: pageFn, XMLHttpRequest: pageFn,
    document: { write: pageFn, writeln: pageFn }, location: { assign: pageFn, replace: pageFn },
    app: { fmt: { money }, run: eval, of: Array.of, assign: Object.assign, bound: money.bind(null) },
  };
  for (const alias of ['window', 'self', 'top', 'parent', 'frames', 'globalThis']) win[alias] = win;
  vi.stubGlobal('window', win);
}

describe('resolveGlobalFunction: dangerous globals are never callable by name', () => {
  const DENIED = ['eval', 'Function', 'setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'open', 'alert', 'confirm', 'prompt',
    'fetch', 'XMLHttpRequest', 'importScripts', 'Object.assign', 'Object.defineProperty', 'Object.setPrototypeOf', 'Reflect.apply',
    'Reflect.construct', 'location.assign', 'location.replace', 'document.write', 'document.writeln', 'window.eval', 'self.eval',
    'top.eval', 'parent.eval', 'frames.eval', 'globalThis.eval', 'window.app.fmt.money', 'app.fmt.money.constructor',
    'app.__defineGetter__', 'Array.of', 'String.raw', 'JSON.parse', 'Math.max'];

  it.each(DENIED)('%s is refused', (path) => {
    stubWindow();
    expect(resolveGlobalFunction(path)).toBeUndefined();
  });

  it('a built-in reached through a page alias is refused (app.run = eval, app.of = Array.of)', () => {
    stubWindow();
    // (Node's setTimeout is plain JS, unlike a browser's: app.timer is not in this list.)
    for (const path of ['app.run', 'app.of', 'app.assign']) expect(resolveGlobalFunction(path)).toBeUndefined();
  });

  it("the page's own functions, plain or bound, are still found", () => {
    stubWindow();
    expect(resolveGlobalFunction('app.fmt.money')).toBe(money);
    expect(resolveGlobalFunction('app.bound')).toBeTypeOf('function');
  });

  it('a throwing getter on the path reads as missing, not an exception', () => {
    vi.stubGlobal('window', { get app() { throw new Error('boom'); } });
    expect(resolveGlobalFunction('app.fmt')).toBeUndefined();
  });
});

describe('resolveRegisteredFunction: names from a payload reach only registered functions', () => {
  const registry = new Map([['badge', money]]);

  it('finds a registered name and nothing else, globals included', () => {
    stubWindow();
    expect(resolveRegisteredFunction('badge', registry)).toBe(money);
    for (const name of ['app.fmt.money', 'alert', 'eval', '__proto__', 'constructor', 'toString', 1, null, {}]) {
      expect(resolveRegisteredFunction(name, registry)).toBeUndefined();
    }
  });
});
