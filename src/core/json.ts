/**
 * JSON for warnings (design.md "Bad input": no uncaught exception, ever).
 * JSON.stringify throws on circular objects, BigInt, throwing getters and
 * throwing toJSON; safeStringify never does.
 */

/** Replacer: BigInt and symbols as text; an object met again on the way reads "[Circular]" (functions are left out, as JSON does). */
function replacer(): (key: string, value: unknown) => unknown {
  const seen = new WeakSet<object>();
  return (_key, value) =>
    typeof value === 'bigint' ? `${value}n`
      : typeof value === 'symbol' ? String(value)
      : value === null || typeof value !== 'object' ? value
      : seen.has(value) ? '[Circular]'
      : (seen.add(value), value);
}

/**
 * JSON text of `value` for a message, cut after `maxLength` characters (a cut
 * text ends with '…'). Never throws: a circular reference (and any object
 * met twice) reads "[Circular]", BigInt "12n", a symbol "Symbol(x)"; a value
 * whose getter or toJSON throws reads "[Unserializable]"; undefined "undefined".
 */
export function safeStringify(value: unknown, maxLength = 200): string {
  let text: string;
  try {
    text = JSON.stringify(value, replacer()) ?? 'undefined';
  } catch {
    text = '"[Unserializable]"';
  }
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}

/** The message of anything thrown (an Error, a string, a symbol, an object), never throwing itself. */
export function describeError(error: unknown): string {
  return error instanceof Error ? String(error.message) : typeof error === 'string' ? error : safeStringify(error);
}
