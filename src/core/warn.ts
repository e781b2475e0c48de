/**
 * The one warning helper (design.md "Bad input"): names the widget, its id
 * and what was wrong, warns once per distinct message, never throws, and
 * stays on in production builds because page authors run those.
 */
import { safeStringify } from './json';

const seen = new Set<string>();

export type WidgetKind = 'table' | 'calendar' | 'almanac';

/** Warn once: `[almanac] table "users": data-actions is not valid JSON (...) — bulk actions disabled`. */
export function warn(kind: WidgetKind, id: string | null, message: string): void {
  try {
    // String() below: an id or message of another type from a JS caller (a Symbol, an object whose toString throws) must not throw.
    const text = id == null ? `[almanac] ${asText(message)}` : `[almanac] ${asText(kind)} "${asText(id)}": ${asText(message)}`;
    if (seen.has(text)) return;
    seen.add(text);
    console.warn(text);
  } catch {
    /* a console that throws must not break the widget */
  }
}

/** Text of a value typed string that may be anything at run time; never throws. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    return safeStringify(value);
  }
}

/** Forget which warnings were shown (tests, and destroy() so a re-init warns again). */
export function resetWarnings(): void {
  seen.clear();
}
