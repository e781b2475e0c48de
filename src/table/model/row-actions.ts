/**
 * Row action entries (spec "Row action entry"; data-row-actions, a JSON
 * object keyed by action name). Pure: validation, per-row visibility and
 * URL templates; the buttons and requests are in dom/row-actions.ts.
 *
 * Each problem is reported once, as `data-row-actions "name": ... — consequence`.
 * Per field:
 * - the entry: not a JSON object, or an empty name -> the action is skipped.
 * - title: text shown on the button; absent or blank -> the action's name;
 *   not text -> reported, the name is shown.
 * - className: extra classes; not text -> reported and ignored.
 * - method: GET (default), POST, PUT, PATCH or DELETE in any case; anything
 *   else -> reported and the action skipped (a request other than the one
 *   the author meant is worse than none).
 * - url: a template whose `{field}` (or `{{field}}`) placeholders are filled
 *   from the row (fillUrl); absent -> no request, only table:rowAction for
 *   the page to handle; not text, or not an http(s) URL on this site once
 *   filled with a sample value -> reported and the action skipped (the
 *   request carries the session cookie and the CSRF token: never to another
 *   origin).
 * - condition: see model/condition.ts; malformed -> reported and the action
 *   hidden on every row.
 * - confirm: a question asked before acting; '' / false / null -> none; true
 *   -> a default question (defaultQuestion); anything else -> reported and
 *   the default question asked (never dropped: a delete must not lose its
 *   confirmation to a typo).
 * - any other field -> reported and ignored (a misspelt "condition" would
 *   otherwise show a button that should be hidden).
 */
import { safeStringify } from '../../core/json';
import { getPath } from '../../core/path';
import { pathSegment, safeUrl } from '../../core/url';
import { compileCondition, type RowTest } from './condition';
import type { Row } from './types';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RowActionMethod = (typeof METHODS)[number];

export interface RowAction {
  /** The key in data-row-actions: table:rowAction's `action`. */
  name: string;
  title: string;
  className: string;
  method: RowActionMethod;
  /** URL template, or null: the action only emits table:rowAction. */
  url: string | null;
  /** Whether the button renders for a row (the condition). */
  test: RowTest;
  /** The question to confirm, '' for the default one (defaultQuestion), null for none. */
  confirm: string | null;
}

/** Where relative URLs resolve (document.baseURI) and the one origin requests may go to. */
export interface Place {
  base: string;
  origin: string;
}

const FIELDS = new Set(['title', 'className', 'method', 'url', 'condition', 'confirm']);
const NAME = '[A-Za-z_$][\\w$-]*(?:\\.[A-Za-z_$][\\w$-]*)*';
const PLACEHOLDER = new RegExp(`\\{\\{\\s*(${NAME})\\s*\\}\\}|\\{\\s*(${NAME})\\s*\\}`, 'g');

/**
 * The valid entries of data-row-actions, in order. `raw` is the parsed
 * attribute (an object, or null when absent). Never throws.
 */
export function parseRowActions(raw: unknown, place: Place, report: (message: string) => void): RowAction[] {
  if (!raw || typeof raw !== 'object') return [];
  const actions: RowAction[] = [];
  for (const [name, entry] of Object.entries(raw)) {
    const say = (problem: string) => report(`data-row-actions ${safeStringify(name, 60)}: ${problem}`);
    const action = parseEntry(name, entry, place, say);
    if (action) actions.push(action);
  }
  return actions;
}

function parseEntry(name: string, entry: unknown, place: Place, say: (problem: string) => void): RowAction | null {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return say('is not a JSON object — action skipped'), null;
  if (name.trim() === '') return say('has an empty name — action skipped'), null;
  const e = entry as Record<string, unknown>;
  for (const key of Object.keys(e)) if (!FIELDS.has(key)) say(`unknown field ${safeStringify(key, 40)} ignored`);
  const method = parseMethod(e.method);
  if (!method) return say(`method ${safeStringify(e.method, 40)} is not one of ${METHODS.join(', ')} — action skipped`), null;
  if (e.url !== undefined && e.url !== null && !checkTemplate(e.url, place)) {
    return say(`url ${safeStringify(e.url, 80)} is not an http(s) URL on this site — action skipped`), null;
  }
  const condition = compileCondition(e.condition);
  if (!condition.ok) return say(`condition ${safeStringify(e.condition, 80)} ${condition.error} — action hidden`), null;
  return {
    name,
    title: text(e.title, 'title', say, 'the name is shown') || name,
    className: text(e.className, 'className', say, 'ignored'),
    method,
    url: typeof e.url === 'string' ? e.url : null,
    test: condition.test,
    confirm: parseConfirm(e.confirm, say),
  };
}

function parseMethod(value: unknown): RowActionMethod | null {
  if (value === undefined || value === null) return 'GET';
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (METHODS as readonly string[]).includes(upper) ? (upper as RowActionMethod) : null;
}

/** A text field: its trimmed value, '' when absent; another type is reported. */
function text(value: unknown, field: string, say: (problem: string) => void, consequence: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  say(`${field} ${safeStringify(value, 40)} is not text — ${consequence}`);
  return '';
}

function parseConfirm(value: unknown, say: (problem: string) => void): string | null {
  if (value === undefined || value === null || value === false || value === '') return null;
  if (typeof value === 'string') return value;
  if (value !== true) say(`confirm ${safeStringify(value, 40)} is not text — the default question is asked`);
  return '';
}

/** Whether a URL template, filled with a sample value, stays an http(s) URL on this site. */
function checkTemplate(template: unknown, place: Place): boolean {
  if (typeof template !== 'string' || template.trim() === '') return false;
  return resolveActionUrl(template.replace(PLACEHOLDER, '1'), place) !== null;
}

/**
 * A filled URL as an absolute URL, or null unless it is http(s) on
 * `place.origin` (javascript:, data:, another host, a protocol-relative
 * `//host` are all null).
 */
export function resolveActionUrl(url: string, place: Place): string | null {
  const absolute = safeUrl(url, place.base);
  if (absolute === null) return null;
  const parsed = new URL(absolute);
  return parsed.origin === place.origin && /^https?:$/.test(parsed.protocol) ? absolute : null;
}

export type Filled = { url: string } | { missing: string };

/**
 * Fill `{field}` / `{{field}}` placeholders from the row's own fields
 * (dotted names read nested own fields, as conditions do). Every value is
 * encodeURIComponent'd, so data can never add a scheme, a host, a path
 * separator, a query or a fragment. Before the template's own `?` or `#`
 * a value fills a path segment: null, undefined, an object, an empty
 * string, '.' or '..' make it `{ missing: field }` and the caller hides
 * the action for that row (a request to /api/items//delete or
 * /api/items/undefined could act on the wrong thing). In the query or
 * fragment an empty string is kept; null, undefined and objects are still
 * missing.
 */
export function fillUrl(template: string, row: Row): Filled {
  const split = template.search(/[?#]/);
  let missing: string | null = null;
  const url = template.replace(PLACEHOLDER, (_: string, a: string | undefined, b: string | undefined, offset: number) => {
    const field = (a ?? b) as string;
    const value = getPath(row, field);
    const filled = !SCALAR.has(typeof value) ? null : split >= 0 && offset > split ? queryValue(value) : pathSegment(value);
    if (filled === null) missing ??= field;
    return filled ?? '';
  });
  return missing === null ? { url } : { missing };
}

/** Types a placeholder takes: anything else (null, undefined, objects, functions, symbols) is missing. */
const SCALAR = new Set(['string', 'number', 'boolean', 'bigint']);

function queryValue(value: unknown): string | null {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return null; // a lone surrogate
  }
}

