/**
 * Pure helpers of the two HTTP interactions (spec "HTTP interactions"):
 * query parameters, envelope unwrapping, click URL templates and response
 * actions. The requests themselves go through core/http.ts.
 */
import { getPath } from '../../core/path';
import { pathSegment } from '../../core/url';
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

const PLACEHOLDER = /\{([\w$.-]+)\}/g;

/** The value a `{key}` placeholder takes: the normalized event first, then its payload; undefined when none. */
function placeholderValue(event: CalendarEvent, key: string): string | undefined {
  for (const source of [event, event.data]) {
    const value = getPath(source, key);
    if (value === undefined || value === null || value === '' || typeof value === 'object' && !(value instanceof Date)) continue;
    return value instanceof Date ? value.toISOString() : String(value);
  }
  return undefined;
}

/**
 * Fill `{field}` placeholders from the normalized event, then (nested paths
 * allowed) from its original payload, each as one path segment
 * (core/url.ts pathSegment: encodeURIComponent'd). Placeholders without a
 * value stay as they are. Null when any value is refused ('.', '..'): such
 * an id would move the request to another path (`/api/events/../click`),
 * so the click must not be sent.
 */
export function fillUrlTemplate(template: string, event: CalendarEvent): string | null {
  let refused = false;
  const url = template.replace(PLACEHOLDER, (match, key: string) => {
    const value = placeholderValue(event, key);
    const segment = value === undefined ? match : pathSegment(value);
    refused ||= segment === null;
    return segment ?? match;
  });
  return refused ? null : url;
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
