/**
 * Making one cell control (spec "Cell elements", "Dynamic column metadata"),
 * reading its value and writing one into it. Plain DOM: every attribute is
 * a property or an attribute value, option labels are text, never markup.
 *
 * - kinds: text, textarea, select (multiple: the value is an array;
 *   allow-empty: a blank first option), number, range, date, datetime-local,
 *   time, color, checkbox, switch (a checkbox with role switch), email, url,
 *   tel, and the other text-like input types (search, password, month, week);
 * - `wrapper`: the control (and its datalist) sits in a wrapping element:
 *   `div`, `span`, `label` or `p` name that element, any other value is the
 *   class list of a `<span>`;
 * - `datalist`: a `<datalist>` with the id `{controlId}-list` (made unique);
 * - a length limit applies only when greater than 0 (spec "Limits").
 *
 * A host `ElementManager` (window.ElementManager or Now.ElementManager) with
 * a `create(type, spec)` method makes the element when present: `spec` is
 * `{id, name, value, label, attributes}` (attributes: the column's cell
 * element attributes). It returns a form control, or an element holding one;
 * Almanac then sets the id, name, accessible name and value and listens for
 * changes itself. Anything else it returns, or a throw, means the built-in
 * control is used (reported once).
 */
import { hostService } from '../../core/host';
import { valueList } from '../model/edit';
import type { ColumnDef } from '../model/types';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Attrs = ColumnDef['elementAttrs'];

/** The kinds made as <input type=kind>; switch is a checkbox. */
const INPUT_KINDS = new Set(['text', 'number', 'range', 'date', 'datetime-local', 'time', 'color', 'checkbox', 'email', 'url', 'tel', 'search', 'password', 'month', 'week']);

/** The control kind a cellElement names, or null when it names none (shown as text, reported). */
export function kindOf(cellElement: string | undefined): string | null {
  const kind = (cellElement || 'text').toLowerCase();
  return kind === 'select' || kind === 'textarea' || kind === 'switch' || INPUT_KINDS.has(kind) ? kind : null;
}

/** A made control: the element, and the nodes that go into the cell (a wrapper, or the control and its datalist). */
export interface Made {
  el: Control;
  parts: Node[];
}

const WRAPPER_TAGS = new Set(['div', 'span', 'label', 'p']);
const FORM_CONTROL = 'input, select, textarea';

/** Make the control of `kind` with the column's attributes; `report` hears of a host ElementManager that failed. */
export function makeControl(kind: string, a: Attrs, id: string, name: string, label: string, value: unknown, report: (problem: string) => void): Made {
  const el = hostControl(kind, a, id, name, label, value, report) ?? builtIn(kind, a);
  el.id = id;
  el.name = name;
  if (!el.classList.contains('alm-cell-control')) el.className = ['alm-cell-control', a.class].filter(Boolean).join(' ');
  if (kind === 'switch') el.setAttribute('role', 'switch');
  el.disabled = a.disabled === true;
  el.required = a.required === true;
  if (a.readOnly && !(el instanceof HTMLSelectElement) && !isToggle(kind)) el.readOnly = true;
  if (a.placeholder && !(el instanceof HTMLSelectElement)) el.placeholder = a.placeholder;
  writeValue(el, kind, value, a.checkedValue ?? '1');
  const parts: Node[] = [el.closest('[data-alm-host]') ?? el];
  if (a.datalist?.length && el instanceof HTMLInputElement) parts.push(datalist(el, a.datalist));
  if (!a.wrapper || parts[0] !== el) return { el, parts };
  const tag = a.wrapper.trim().toLowerCase();
  const wrapper = document.createElement(WRAPPER_TAGS.has(tag) ? tag : 'span');
  if (!WRAPPER_TAGS.has(tag)) wrapper.className = a.wrapper;
  wrapper.append(...parts);
  return { el, parts: [wrapper] };
}

const isToggle = (kind: string) => kind === 'checkbox' || kind === 'switch';

function builtIn(kind: string, a: Attrs): Control {
  if (kind === 'select') {
    const select = document.createElement('select');
    select.multiple = a.multiple === true;
    if (a.allowEmpty && !select.multiple) select.add(new Option('', ''));
    for (const [v, text] of Object.entries(a.options ?? {})) select.add(new Option(String(text), v));
    return select;
  }
  if (kind === 'textarea') {
    const area = document.createElement('textarea');
    if (a.rows) area.rows = a.rows;
    if (a.cols) area.cols = a.cols;
    lengths(area, a);
    return area;
  }
  const input = document.createElement('input');
  input.type = isToggle(kind) ? 'checkbox' : kind;
  if (isToggle(kind)) return input;
  for (const key of ['min', 'max', 'step'] as const) if (a[key] !== undefined) input.setAttribute(key, String(a[key]));
  if (a.pattern) input.pattern = a.pattern;
  lengths(input, a);
  return input;
}

function lengths(el: HTMLInputElement | HTMLTextAreaElement, a: Attrs): void {
  if (a.minLength && a.minLength > 0) el.minLength = a.minLength;
  if (a.maxLength && a.maxLength > 0) el.maxLength = a.maxLength;
}

/** A <datalist> of suggestions for `input`, with an id no element has yet. */
function datalist(input: HTMLInputElement, values: readonly string[]): HTMLDataListElement {
  const list = document.createElement('datalist');
  let listId = `${input.id}-list`;
  for (let n = 2; document.getElementById(listId); n++) listId = `${input.id}-list-${n}`;
  list.id = listId;
  for (const v of values) list.append(new Option(v, v));
  input.setAttribute('list', listId);
  return list;
}

/** The host ElementManager's control, or null (none, or it failed: reported). */
function hostControl(kind: string, a: Attrs, id: string, name: string, label: string, value: unknown, report: (problem: string) => void): Control | null {
  const manager = hostService('ElementManager');
  if (!manager || typeof manager.create !== 'function') return null;
  try {
    const made: unknown = manager.create(kind, { id, name, value, label, attributes: { ...a } });
    const el = made instanceof Element ? (made.matches(FORM_CONTROL) ? made : made.querySelector(FORM_CONTROL)) : null;
    if (el) {
      if (el !== made) (made as Element).setAttribute('data-alm-host', '');
      return el as Control;
    }
    report('ElementManager.create returned no form control — the built-in control is used');
  } catch (error) {
    report(`ElementManager.create threw (${(error as Error)?.message ?? error}) — the built-in control is used`);
  }
  return null;
}

/** The value a control posts: checkedValue or '' for a toggle, a number (null when empty), an array for a multiple select. */
export function readValue(el: Control, kind: string, checkedValue: string): unknown {
  if (isToggle(kind)) return (el as HTMLInputElement).checked ? checkedValue : '';
  if (kind === 'number' || kind === 'range') {
    if (el.value === '') return null;
    const n = Number(el.value);
    return Number.isFinite(n) ? n : el.value;
  }
  if (el instanceof HTMLSelectElement && el.multiple) return [...el.selectedOptions].map((o) => o.value);
  return el.value;
}

/** Show `value` in the control (date and time values are cut to the input's form). */
function writeValue(el: Control, kind: string, value: unknown, checkedValue: string): void {
  const text = value === null || value === undefined ? '' : String(value);
  if (isToggle(kind)) {
    (el as HTMLInputElement).checked = value === true || text === checkedValue;
    return;
  }
  if (el instanceof HTMLSelectElement) return selectValue(el, value, text);
  el.value = kind === 'date' ? text.slice(0, 10) : kind === 'datetime-local' ? text.replace(' ', 'T').slice(0, 16) : kind === 'time' ? text.slice(0, 8) : text;
}

/** A value the select has no option for is added as its own option, so saving never changes it silently. */
function selectValue(select: HTMLSelectElement, value: unknown, text: string): void {
  const wanted = select.multiple ? valueList(value) : [text];
  const have = new Set([...select.options].map((o) => o.value));
  for (const v of wanted) if (v !== '' && !have.has(v)) select.add(new Option(v, v));
  for (const option of select.options) option.selected = wanted.includes(option.value);
  if (!select.multiple && !wanted[0] && !have.has('')) select.selectedIndex = -1;
}

/** What the control holds now, comparable with ===. */
export function snapshot(el: Control, kind: string, checkedValue: string): string {
  return JSON.stringify(readValue(el, kind, checkedValue)) ?? '';
}
