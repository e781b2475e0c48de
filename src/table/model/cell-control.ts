/**
 * What a cell control shows (spec "Cell elements", "Dynamic column metadata"):
 * its kind, its attributes, its value in the control's own form, a select's
 * options. Pure: components/ControlField.svelte renders it.
 *
 * - kinds: text, textarea, select (multiple: the value is an array;
 *   allow-empty: a blank first option), number, range, date, datetime-local,
 *   time, color, checkbox, switch (a checkbox with role switch), email, url,
 *   tel, and the other text-like input types (search, password, month, week);
 * - `wrapper`: `div`, `span`, `label` or `p` name the wrapping element, any
 *   other value is the class list of a `<span>`;
 * - a length limit applies only when greater than 0 (spec "Limits").
 */
import { valueList } from './edit';
import type { ColumnDef } from './types';

export type ControlAttrs = ColumnDef['elementAttrs'];

/** The kinds made as <input type=kind>; switch is a checkbox. */
const INPUT_KINDS = new Set(['text', 'number', 'range', 'date', 'datetime-local', 'time', 'color', 'checkbox', 'email', 'url', 'tel', 'search', 'password', 'month', 'week']);

/** The control kind a cellElement names, or null when it names none (shown as text, reported). */
export function kindOf(cellElement: string | undefined): string | null {
  const kind = (cellElement || 'text').toLowerCase();
  return kind === 'select' || kind === 'textarea' || kind === 'switch' || INPUT_KINDS.has(kind) ? kind : null;
}

export const isToggle = (kind: string): boolean => kind === 'checkbox' || kind === 'switch';

/** The text an input or textarea of `kind` shows for `value` (date and time values cut to the input's form). */
export function inputText(kind: string, value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return kind === 'date' ? text.slice(0, 10) : kind === 'datetime-local' ? text.replace(' ', 'T').slice(0, 16) : kind === 'time' ? text.slice(0, 8) : text;
}

/** Whether a checkbox or switch is ticked: the value is true or the column's checkedValue (default "1"). */
export function isChecked(value: unknown, checkedValue = '1'): boolean {
  return value === true || (value !== null && value !== undefined && String(value) === checkedValue);
}

export interface SelectState {
  /** [value, text] of every option, in order: the blank one (allow-empty), the column's, then values it lacks. */
  options: Array<[string, string]>;
  /** The values selected. */
  selected: string[];
}

/** A select's options and selection; a value it has no option for gets its own, so saving never changes it silently. */
export function selectState(a: ControlAttrs, value: unknown): SelectState {
  const multiple = a.multiple === true;
  const text = value === null || value === undefined ? '' : String(value);
  const selected = multiple ? valueList(value) : [text];
  const options: Array<[string, string]> = a.allowEmpty && !multiple ? [['', '']] : [];
  for (const [v, label] of Object.entries(a.options ?? {})) options.push([v, String(label)]);
  const have = new Set(options.map(([v]) => v));
  for (const v of selected) if (v !== '' && !have.has(v)) (options.push([v, v]), have.add(v));
  return { options, selected: selected.filter((v) => have.has(v)) };
}

/** The attributes of an input or textarea beyond id, name and value (limits only when greater than 0). */
export interface FieldAttrs {
  disabled: boolean;
  required: boolean;
  readonly?: boolean;
  placeholder?: string;
  min?: number;
  max?: number;
  step?: number;
  pattern?: string;
  minlength?: number;
  maxlength?: number;
  rows?: number;
  cols?: number;
}

export function fieldAttrs(kind: string, a: ControlAttrs): FieldAttrs {
  const limit = (n: number | undefined) => (n && n > 0 ? n : undefined);
  const toggle = isToggle(kind);
  const input = !toggle && kind !== 'textarea';
  return {
    disabled: a.disabled === true,
    required: a.required === true,
    readonly: !toggle && a.readOnly === true ? true : undefined,
    placeholder: toggle ? undefined : a.placeholder || undefined,
    min: input ? a.min : undefined,
    max: input ? a.max : undefined,
    step: input ? a.step : undefined,
    pattern: input ? a.pattern || undefined : undefined,
    minlength: toggle ? undefined : limit(a.minLength),
    maxlength: toggle ? undefined : limit(a.maxLength),
    rows: kind === 'textarea' ? a.rows || undefined : undefined,
    cols: kind === 'textarea' ? a.cols || undefined : undefined,
  };
}

const WRAPPER_TAGS = new Set(['div', 'span', 'label', 'p']);

/** The element wrapping the control, or null: a tag it names, else a <span> with its value as class list. */
export function wrapperOf(a: ControlAttrs): { tag: string; className?: string } | null {
  if (!a.wrapper) return null;
  const tag = a.wrapper.trim().toLowerCase();
  return WRAPPER_TAGS.has(tag) ? { tag } : { tag: 'span', className: a.wrapper };
}

