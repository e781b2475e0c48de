/**
 * Pure helpers of the two HTTP interactions (spec "HTTP interactions"):
 * query parameters, envelope unwrapping, click URL templates and response
 * actions. The requests themselves go through core/http.ts.
 */
import { getPath } from '../../core/path';
import { isoDay } from './dates';
import type { CalendarEvent } from './normalize';
import type { DayRange } from './ranges';

/** `start` and `end` (YYYY-MM-DD, both inclusive) of a visible range. */
export function rangeParams(range: DayRange): { start: string; end: string } {
  return { start: isoDay(range.start), end: isoDay(range.end) };
}

/** `url` with query parameters appended (after an existing `?` with `&`). */
export function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  if (!query) return url;
  const hash = url.indexOf('#');
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'}${query}${fragment}`;
}

/**
 * The event array of a load response: `eventDataPath` on the response (or on
 * response.data / response.data.data, for wrappers such as ApiService's),
 * else a direct array, response.data, response.data.data or
 * response.data.data.data. Null when there is none.
 */
export function extractEvents(response: unknown, path: string): unknown[] | null {
  const roots = [response, getPath(response, 'data'), getPath(response, 'data.data')];
  if (path) {
    for (const root of roots) {
      const found = getPath(root, path);
      if (Array.isArray(found)) return found;
    }
  }
  for (const candidate of [response, ...roots.slice(1), getPath(response, 'data.data.data')]) {
    if (Array.isArray(candidate)) return candidate;
  }
  return null;
}

/**
 * Fill `{field}` placeholders from the normalized event, then (nested
 * paths allowed) from its original payload; every value is
 * encodeURIComponent'd. Placeholders without a value stay as they are.
 */
export function fillTemplate(template: string, event: CalendarEvent): string {
  return template.replace(/\{([\w$.-]+)\}/g, (match, key: string) => {
    for (const source of [event, event.data]) {
      const value = getPath(source, key);
      if (value === undefined || value === null || value === '' || typeof value === 'object' && !(value instanceof Date)) continue;
      return encodeURIComponent(value instanceof Date ? value.toISOString() : String(value));
    }
    return match;
  });
}

/** Response actions (design.md "Response actions"): response.actions or response.data.actions; null when none. */
export function actionsOf(response: unknown): unknown[] | null {
  for (const path of ['actions', 'data.actions', 'data.data.actions']) {
    const found = getPath(response, path);
    if (Array.isArray(found) && found.length) return found;
  }
  return null;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The `data` object of a click response, to merge into the clicked event:
 * response.data, or response.data.data when response.data is itself an
 * envelope (it has `success`), as with ApiService wrappers. Null when none.
 */
export function clickData(response: unknown): Record<string, unknown> | null {
  const outer = getPath(response, 'data');
  if (!isObject(outer)) return null;
  const inner = getPath(outer, 'data');
  return isObject(inner) && 'success' in outer ? inner : outer;
}
