/**
 * Row action entries (spec "Row action entry"; data-row-actions, a JSON
 * object keyed by action name). Pure: validation, per-row visibility and
 * URL templates; the buttons are components/RowActions.svelte (and
 * ActionMenu.svelte), the requests components/row-action-run.ts.
 *
 * Each problem is reported once, as `data-row-actions "name": ... — consequence`.
 * Per field:
 * - the entry: a plain string is the entry's label (`"delete": "Delete"`, as
 *   the original framework writes them); anything else that is not a JSON
 *   object, or an empty name -> the action is skipped.
 * - label: the text shown on the button (the original framework's field);
 *   title: the button's tooltip, shown on the button too when there is no
 *   label (the spec's field). The accessible name is the text shown and the
 *   row ("Delete Pears"), so that it contains what the user sees. Both absent or blank -> the
 *   action's name; not text -> reported, as if absent.
 * - submenu: an object of entries (each one like a top-level entry): the
 *   action is a menu button whose items are those actions (one level: a
 *   submenu inside a submenu is reported and left out); its own method, url,
 *   confirm and modal are reported and ignored.
 * - modal: an object handed to the page's modal manager when the action is
 *   pressed (no url) or has succeeded (with a url); not an object ->
 *   reported and ignored.
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
  /**
   * The text on the button, and the start of its accessible name (WCAG 2.5.3
   * "Label in Name": the name a speech user says is the text they see).
   */
  label: string;
  /** The tooltip (and accessible description) when the entry gave a title; else the label. */
  title: string;
  /** Whether the entry gave its own title (then it is the button's tooltip). */
  tooltip: boolean;
  className: string;
  method: RowActionMethod;
  /** URL template, or null: the action only emits table:rowAction. */
  url: string | null;
  /** Whether the button renders for a row (the condition). */
  test: RowTest;
  /** The question to confirm, '' for the default one (defaultQuestion), null for none. */
  confirm: string | null;
  /** The items of a menu button, or null for a plain button. */
  submenu: RowAction[] | null;
  /** What the page's modal manager is given (the original framework's `modal`), or null. */
  modal: Record<string, unknown> | null;
}

/**
 * Where relative URLs resolve (document.baseURI) and the one origin requests
 * may go to; null on the server, which knows no page: there any http(s) URL
 * passes, and the browser checks again when the action is pressed.
 */
export interface Place {
  base: string;
  origin: string | null;
}

const FIELDS = new Set(['title', 'label', 'className', 'method', 'url', 'condition', 'confirm', 'submenu', 'modal']);
const MENU_ONLY = ['method', 'url', 'confirm', 'modal'];
const NAME = '[A-Za-z_$][\\w$-]*(?:\\.[A-Za-z_$][\\w$-]*)*';
const PLACEHOLDER = new RegExp(`\\{\\{\\s*(${NAME})\\s*\\}\\}|\\{\\s*(${NAME})\\s*\\}`, 'g');

/**
 * The valid entries of data-row-actions, in order. `raw` is the parsed
 * attribute (an object, or null when absent). Never throws.
 */
export function parseRowActions(raw: unknown, place: Place, report: (message: string) => void, depth = 0): RowAction[] {
  if (!raw || typeof raw !== 'object') return [];
  const actions: RowAction[] = [];
  for (const [name, entry] of Object.entries(raw)) {
    const say = (problem: string) => report(`data-row-actions ${safeStringify(name, 60)}: ${problem}`);
    const action = parseEntry(name, typeof entry === 'string' ? { label: entry } : entry, place, say, depth, report);
    if (action) actions.push(action);
  }
  return actions;
}

function parseEntry(name: string, entry: unknown, place: Place, say: (problem: string) => void, depth: number, report: (message: string) => void): RowAction | null {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return say('is not text or a JSON object — action skipped'), null;
  if (name.trim() === '') return say('has an empty name — action skipped'), null;
  const e = entry as Record<string, unknown>;
  for (const key of Object.keys(e)) if (!FIELDS.has(key)) say(`unknown field ${safeStringify(key, 40)} ignored`);
  const submenu = parseSubmenu(e, place, say, depth, report);
  if (submenu === false) return null;
  const method = submenu ? 'GET' : parseMethod(e.method);
  if (!method) return say(`method ${safeStringify(e.method, 40)} is not one of ${METHODS.join(', ')} — action skipped`), null;
  if (!submenu && e.url !== undefined && e.url !== null && !checkTemplate(e.url, place)) {
    return say(`url ${safeStringify(e.url, 80)} is not an http(s) URL on this site — action skipped`), null;
  }
  const condition = compileCondition(e.condition);
  if (!condition.ok) return say(`condition ${safeStringify(e.condition, 80)} ${condition.error} — action hidden`), null;
  const title = text(e.title, 'title', say, 'the name is shown');
  const label = text(e.label, 'label', say, 'ignored');
  return {
    name,
    label: label || title || name,
    title: title || label || name,
    tooltip: title !== '',
    className: text(e.className, 'className', say, 'ignored'),
    method,
    url: typeof e.url === 'string' && !submenu ? e.url : null,
    test: condition.test,
    confirm: submenu ? null : parseConfirm(e.confirm, say),
    submenu,
    modal: submenu ? null : parseModal(e.modal, say),
  };
}

/** An entry's menu items; null for a plain button; false when the entry is to be skipped. */
function parseSubmenu(e: Record<string, unknown>, place: Place, say: (problem: string) => void, depth: number, report: (message: string) => void): RowAction[] | null | false {
  if (e.submenu === undefined || e.submenu === null) return null;
  if (depth > 0) return say('a submenu inside a submenu is not supported — left out'), false;
  if (typeof e.submenu !== 'object' || Array.isArray(e.submenu)) return say(`submenu ${safeStringify(e.submenu, 60)} is not a JSON object — action skipped`), false;
  for (const key of MENU_ONLY) if (e[key] !== undefined) say(`${key} is ignored on a menu button (its items act)`);
  const items = parseRowActions(e.submenu, place, report, depth + 1);
  return items.length ? items : (say('submenu has no valid items — action skipped'), false);
}

function parseModal(value: unknown, say: (problem: string) => void): Record<string, unknown> | null {
  if (value === undefined || value === null || value === false) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  say(`modal ${safeStringify(value, 60)} is not a JSON object — ignored`);
  return null;
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
  return (place.origin === null || parsed.origin === place.origin) && /^https?:$/.test(parsed.protocol) ? absolute : null;
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

