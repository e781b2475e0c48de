/**
 * Dotted-path helpers over plain data. Keys such as `__proto__`,
 * `constructor` and `prototype` are never followed, so a path taken from
 * markup cannot reach Object.prototype.
 */
export const FORBIDDEN: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

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

/**
 * Paths never called by name: those that start at a code runner (eval,
 * Function, timers), a window or dialog, the network, an object utility,
 * navigation or the document, and any path through the window itself
 * (`window.eval`, `top.location.assign`; bare, those names are not functions
 * in a browser). Kept although built-ins are refused anyway: a page or a
 * library may have replaced one with a plain function (a wrapped fetch).
 */
// prettier-ignore
const DENIED_PATH = /^(?:(?:eval|Function|setTimeout|setInterval|setImmediate|queueMicrotask|open|alert|confirm|prompt|fetch|XMLHttpRequest|importScripts|Object|Reflect|location|document)(?:\.|$)|(?:window|self|top|parent|frames|opener|globalThis)\.)/;

/**
 * Built-ins are never called by name: a name from markup means one of the
 * page's own functions (native code also covers page aliases such as
 * `app.run = eval`). Bound functions print as native too and pass.
 */
function isBuiltIn(fn: Function): boolean {
  try {
    return /\[native code\]\s*\}$/.test(Function.prototype.toString.call(fn)) && !/^bound /.test(fn.name);
  } catch {
    return true; // a revoked proxy: not a plain page function
  }
}

/** Whether a dotted path may name a callable function at all (shape, forbidden keys, denied starts). */
function isCallablePath(path: string): boolean {
  return /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(path) && !DENIED_PATH.test(path) && !path.split('.').some((key) => FORBIDDEN.has(key));
}

/**
 * A function named by an attribute (`data-formatter="app.fmt.money"`) is looked
 * up as a dotted path on `window`; it is called, never evaluated. Refused
 * (undefined): malformed paths, paths through __proto__/prototype/constructor,
 * paths that start at a denied global (DENIED_PATH: eval, Function,
 * timers, open, alert, fetch, Object, Reflect, location, document) or at the
 * window itself (window., self., top., globalThis....), and any built-in
 * function wherever it is found (`app.run = eval`, `Array.of`): only the
 * page's own functions are called.
 */
export function resolveGlobalFunction(path: string): ((...args: never[]) => unknown) | undefined {
  if (typeof window === 'undefined' || typeof path !== 'string' || !isCallablePath(path)) return undefined;
  let current: unknown = window;
  for (const key of path.split('.')) {
    if (current == null) return undefined;
    try {
      current = (current as Record<string, unknown>)[key];
    } catch {
      return undefined; // a throwing getter on the way
    }
  }
  return typeof current === 'function' && !isBuiltIn(current) ? (current as (...args: never[]) => unknown) : undefined;
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
