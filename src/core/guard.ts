/**
 * The last line of "never crash" (design.md "Bad input": no uncaught
 * exception, ever): every method of a public facade is wrapped so that a
 * throw inside it — a bug, or a value built to break it (a throwing getter
 * or toString) — becomes one `[almanac]` warning and a harmless return
 * value instead of an exception in the page's script. A returned promise
 * that rejects resolves to the same fallback.
 */
import { describeError } from './json';
import { warn, type WidgetKind } from './warn';

export function guardMethods<T extends object>(kind: WidgetKind, name: string, facade: T, fallbacks: Partial<Record<keyof T, unknown>> = {}): T {
  const target = facade as Record<string, unknown>;
  for (const key of Object.keys(target)) {
    const method = target[key];
    if (typeof method !== 'function') continue;
    const fallback = (fallbacks as Record<string, unknown>)[key];
    const report = (error: unknown) => {
      warn(kind, null, `${name}.${key}() failed (${describeError(error)}) — nothing was changed`);
      return fallback;
    };
    target[key] = function guarded(this: unknown, ...args: unknown[]) {
      try {
        const out = (method as (...a: unknown[]) => unknown).apply(this, args);
        return out instanceof Promise ? out.catch(report) : out;
      } catch (error) {
        return report(error);
      }
    };
  }
  return facade;
}
