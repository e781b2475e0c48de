/**
 * JSON for warnings (design.md "Bad input": no uncaught exception, ever).
 * JSON.stringify throws on circular objects, BigInt, throwing getters and
 * throwing toJSON; safeStringify never does: it first copies the value into
 * plain data, reading every property and toJSON inside try/catch.
 */
const MAX_DEPTH = 6;
const MAX_KEYS = 50;

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain } | undefined;

/** A value JSON.stringify cannot throw on; `seen` holds the objects on the current path. */
function toPlain(value: unknown, seen: WeakSet<object>, depth: number): Plain {
  switch (typeof value) {
    case 'bigint': return `${value}n`;
    case 'symbol': return value.toString();
    case 'function': return `[Function ${value.name || 'anonymous'}]`;
    case 'undefined': return undefined;
    case 'object': break;
    default: return value as Plain;
  }
  if (value === null) return null;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  const toJSON = read(value, 'toJSON');
  if (typeof toJSON === 'function') {
    const json = attempt(() => toJSON.call(value));
    return json === THROWN ? '[Thrown]' : toPlain(json, seen, depth + 1);
  }
  seen.add(value);
  try {
    return Array.isArray(value) ? value.slice(0, MAX_KEYS).map((v) => toPlain(v, seen, depth + 1) ?? null) : objectToPlain(value, seen, depth);
  } finally {
    seen.delete(value);
  }
}

function objectToPlain(value: object, seen: WeakSet<object>, depth: number): Plain {
  const keys = attempt(() => Object.keys(value));
  if (!Array.isArray(keys)) return '[Unreadable]';
  const out: Record<string, Plain> = {};
  for (const key of keys.slice(0, MAX_KEYS)) {
    Object.defineProperty(out, key, { value: toPlain(read(value, key), seen, depth + 1), enumerable: true, configurable: true, writable: true });
  }
  return out;
}

const THROWN = Symbol('thrown');
/** Run `fn`; a throw becomes the THROWN marker (shown as "[Thrown]"). */
function attempt<T>(fn: () => T): T | typeof THROWN {
  try {
    return fn();
  } catch {
    return THROWN;
  }
}

function read(value: object, key: string): unknown {
  const got = attempt(() => (value as Record<string, unknown>)[key]);
  return got === THROWN ? '[Thrown]' : got;
}

/**
 * JSON text of `value` for a message, at most `maxLength` characters (longer
 * text ends with '…'). Never throws: circular references read "[Circular]",
 * BigInt "12n", symbols "Symbol(x)", throwing getters or toJSON "[Thrown]";
 * undefined reads "undefined".
 */
export function safeStringify(value: unknown, maxLength = 200): string {
  let text: string;
  try {
    const plain = toPlain(value, new WeakSet(), 0);
    text = plain === undefined ? 'undefined' : JSON.stringify(plain);
  } catch {
    text = '"[Unserializable]"';
  }
  return text.length > maxLength ? `${text.slice(0, Math.max(0, maxLength - 1))}…` : text;
}

/** The message of anything thrown (an Error, a string, a symbol, an object), never throwing itself. */
export function describeError(error: unknown): string {
  const message = error !== null && typeof error === 'object' ? read(error, 'message') : undefined;
  if (typeof message === 'string') return message;
  return typeof error === 'string' ? error : safeStringify(error);
}
