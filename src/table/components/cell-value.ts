/**
 * Reading a cell control's value, and carrying what the user typed from one
 * rendering of the control to the next (components/cell-wire.ts). The
 * control itself is rendered by ControlField.svelte, or made by the page's
 * ElementManager (./cell-host.ts).
 */
import { isChecked, isToggle, inputText, type ControlAttrs } from '../model/cell-control';
import { valueList } from '../model/edit';
import { selectOptions } from '../../core/select-options';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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

/** What the control holds now, comparable with ===. */
export function snapshot(el: Control, kind: string, checkedValue: string): string {
  return JSON.stringify(readValue(el, kind, checkedValue)) ?? '';
}

/** What the user left in a control: enough to put it in the next rendering of the same control. */
export interface Raw {
  value: string;
  checked: boolean;
  selected: string[] | null;
}

export function rawOf(el: Control): Raw {
  return {
    value: el.value,
    checked: el instanceof HTMLInputElement && el.checked,
    selected: el instanceof HTMLSelectElement ? [...el.selectedOptions].map((o) => o.value) : null,
  };
}

/** Put `raw` in `el` (a select gets an option for a value it lacks). */
export function restoreRaw(el: Control, raw: Raw): void {
  if (el instanceof HTMLSelectElement && raw.selected) {
    const have = new Set([...el.options].map((o) => o.value));
    for (const v of raw.selected) if (!have.has(v)) el.add(new Option(v, v));
    return selectOptions(el, raw.selected);
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) el.checked = raw.checked;
  else el.value = raw.value;
}

/** Show `value` in a control Almanac did not render (a host ElementManager's). */
export function writeValue(el: Control, kind: string, a: ControlAttrs, value: unknown): void {
  if (isToggle(kind)) (el as HTMLInputElement).checked = isChecked(value, a.checkedValue);
  else if (!(el instanceof HTMLSelectElement)) el.value = inputText(kind, value);
  else {
    const blank = [...el.options].some((o) => o.value === '');
    const wanted = el.multiple ? valueList(value) : [value === null || value === undefined ? '' : String(value)];
    restoreRaw(el, { value: '', checked: false, selected: wanted.filter((v) => v !== '' || blank) });
  }
}

export function caret(el: Control): [number, number] | null {
  try {
    const { selectionStart: start, selectionEnd: end } = el as HTMLInputElement;
    return start === null || end === null ? null : [start, end];
  } catch {
    return null;
  }
}
