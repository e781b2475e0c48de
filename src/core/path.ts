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

/**
 * A function named by an attribute (`data-formatter="app.fmt.money"`) is looked
 * up as a dotted path on `window`; it is called, never evaluated.
 */
export function resolveGlobalFunction(path: string): ((...args: never[]) => unknown) | undefined {
  if (typeof window === 'undefined' || !/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(path)) return undefined;
  let current: unknown = window;
  for (const key of path.split('.')) {
    if (current == null || FORBIDDEN.has(key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'function' ? (current as (...args: never[]) => unknown) : undefined;
}
