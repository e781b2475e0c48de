/**
 * Dotted-path helpers over plain data. Keys such as `__proto__`,
 * `constructor` and `prototype` are never followed, so a path taken from
 * markup cannot reach Object.prototype.
 */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** Own-property lookup of `a.b.c`; undefined when any step is missing or forbidden. */
export function getPath(source: unknown, path: string): unknown {
  if (path === '') return source;
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current == null || typeof current !== 'object' && typeof current !== 'function') return undefined;
    if (FORBIDDEN.has(key) || !Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Whether `source` has an own value at `path`. */
export function hasPath(source: unknown, path: string): boolean {
  const parts = path.split('.');
  const last = parts.pop() as string;
  const parent = parts.length ? getPath(source, parts.join('.')) : source;
  return parent != null && typeof parent === 'object' && !FORBIDDEN.has(last)
    && Object.prototype.hasOwnProperty.call(parent, last);
}

/** Keys never followed while resolving a function name (prototype pollution, getters, Function). */
const FORBIDDEN_FN_KEYS = new Set([...FORBIDDEN, '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

/**
 * First names of paths never called by name: code runners (eval, Function,
 * timers), navigation and windows, dialogs, network, object and reflection
 * utilities, and every global alias of the window itself.
 */
export const DENIED_GLOBAL_ROOTS: ReadonlySet<string> = new Set([
  'eval', 'Function', 'setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'requestIdleCallback',
  'open', 'close', 'stop', 'print', 'alert', 'confirm', 'prompt', 'postMessage', 'fetch', 'XMLHttpRequest', 'importScripts',
  'WebSocket', 'EventSource', 'Worker', 'SharedWorker', 'Notification', 'Object', 'Reflect', 'Proxy', 'WebAssembly', 'Array', 'String',
  'location', 'history', 'navigator', 'document', 'localStorage', 'sessionStorage', 'indexedDB', 'caches', 'cookieStore', 'crypto',
]);

/** Names of the window itself: `window.eval`, `top.location.assign`... (bare, they are not functions in a browser). */
const WINDOW_ALIASES: ReadonlySet<string> = new Set(['window', 'self', 'top', 'parent', 'frames', 'opener', 'globalThis', 'content']);

const NATIVE = /\{\s*\[native code\]\s*\}\s*$/;

/**
 * Built-ins are never called by name: a name from markup means one of the
 * page's own functions. Bound functions print as native too; they pass
 * unless they are bound copies of a denied global (`eval.bind(null)`).
 */
function isBuiltIn(fn: Function): boolean {
  let source: string;
  try {
    source = Function.prototype.toString.call(fn);
  } catch {
    return true; // a revoked proxy or an exotic object: not a plain page function
  }
  if (!NATIVE.test(source)) return false;
  const name = typeof fn.name === 'string' ? fn.name : '';
  if (!name.startsWith('bound ')) return true;
  return DENIED_GLOBAL_ROOTS.has(name.slice(6).split(' ').pop() ?? '');
}

/** Own function-valued properties of `value` (Object.assign, Reflect.apply...), read without throwing. */
function functionsOf(value: unknown, names?: readonly string[]): Function[] {
  if (value == null || (typeof value !== 'object' && typeof value !== 'function')) return [];
  const out: Function[] = [];
  for (const name of names ?? Object.getOwnPropertyNames(value)) {
    try {
      const fn = (value as Record<string, unknown>)[name];
      if (typeof fn === 'function') out.push(fn);
    } catch {
      /* a throwing getter: nothing to add */
    }
  }
  return out;
}

/**
 * The denied functions of `win` by identity, so an alias (`app.run = setTimeout`)
 * is refused even where the built-in is not native code (Node, jsdom, polyfills).
 */
const deniedCache = new WeakMap<object, Set<Function>>();
function deniedFunctions(win: Record<string, unknown>): Set<Function> {
  const cached = deniedCache.get(win);
  if (cached) return cached;
  const denied = new Set<Function>(functionsOf(win, [...DENIED_GLOBAL_ROOTS]));
  for (const name of ['Object', 'Reflect', 'Function']) for (const fn of functionsOf(win[name])) denied.add(fn);
  for (const fn of functionsOf(win.document, ['write', 'writeln', 'open'])) denied.add(fn);
  for (const fn of functionsOf(win.location, ['assign', 'replace', 'reload'])) denied.add(fn);
  deniedCache.set(win, denied);
  return denied;
}

/** Why a dotted path may not name a callable function, or null when its shape is allowed. */
export function refusedGlobalPath(path: string): string | null {
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(path)) return 'is not a dotted name';
  const keys = path.split('.');
  if (keys.some((key) => FORBIDDEN_FN_KEYS.has(key))) return 'goes through __proto__, prototype or constructor';
  if (DENIED_GLOBAL_ROOTS.has(keys[0]) || (keys.length > 1 && WINDOW_ALIASES.has(keys[0]))) {
    return `starts at "${keys[0]}", which is never called by name`;
  }
  return null;
}

/**
 * A function named by an attribute (`data-formatter="app.fmt.money"`) is looked
 * up as a dotted path on `window`; it is called, never evaluated. Refused
 * (undefined): malformed paths, paths through __proto__/prototype/constructor,
 * paths that start at a denied global (DENIED_GLOBAL_ROOTS: eval, Function,
 * timers, open, alert, fetch, Object, Reflect, location, document, window,
 * self, top, globalThis...), and any built-in function wherever it is found
 * (`app.run = eval`, `Array.of`): only the page's own functions are called.
 */
export function resolveGlobalFunction(path: string): ((...args: never[]) => unknown) | undefined {
  if (typeof window === 'undefined' || typeof path !== 'string' || refusedGlobalPath(path) !== null) return undefined;
  let current: unknown = window;
  for (const key of path.split('.')) {
    if (current == null) return undefined;
    try {
      current = (current as Record<string, unknown>)[key];
    } catch {
      return undefined; // a throwing getter on the way
    }
  }
  if (typeof current !== 'function' || isBuiltIn(current) || deniedFunctions(window as unknown as Record<string, unknown>).has(current)) return undefined;
  return current as (...args: never[]) => unknown;
}

/**
 * A function named by data (a server payload's column `formatter`): only the
 * page's registered functions, never a global path. Undefined for anything
 * else, including names of globals and keys like `__proto__`.
 */
export function resolveRegisteredFunction<F extends Function>(name: unknown, registry: ReadonlyMap<string, F>): F | undefined {
  if (typeof name !== 'string') return undefined;
  const fn = registry.get(name);
  return typeof fn === 'function' ? fn : undefined;
}
