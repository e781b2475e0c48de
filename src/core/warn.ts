/**
 * The one warning helper (design.md "Bad input"): names the widget, its id
 * and what was wrong, warns once per distinct message, never throws, and
 * stays on in production builds because page authors run those.
 */
const seen = new Set<string>();

export type WidgetKind = 'table' | 'calendar' | 'almanac';

/**
 * Warn once: `[almanac] table "users": data-actions is not valid JSON (...) — bulk actions disabled`.
 * `once`: what makes two warnings the same when the message varies (a formatter's error per row).
 */
export function warn(kind: WidgetKind, id: string | null, message: string, once = message): void {
  try {
    // String(): an id or message of another type from a JS caller (a Symbol) still reads; a throwing toString is caught below.
    const head = `[almanac] ${id == null ? '' : `${kind} "${String(id)}": `}`;
    if (!seen.has(head + once)) {
      seen.add(head + once);
      console.warn(head + String(message));
    }
  } catch {
    /* a console that throws must not break the widget */
  }
}

/** Forget which warnings were shown (tests, and destroy() so a re-init warns again). */
export function resetWarnings(): void {
  seen.clear();
}
