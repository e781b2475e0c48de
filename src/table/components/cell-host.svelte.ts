/**
 * A cell control the page's ElementManager makes (window.ElementManager or
 * Now.ElementManager with `create(type, spec)`): `spec` is `{id, name,
 * value, label, attributes}` (attributes: the column's cell element
 * attributes). It returns a form control, or an element holding one;
 * Almanac then sets the id, name, accessible name and value and listens for
 * changes itself. Anything else it returns, or a throw, means the built-in
 * control (ControlField.svelte) is used, reported once.
 */
import { hostService } from '../../core/host';
import { markField } from '../dom/field-errors';
import type { Entry, TableState } from './cell-entry.svelte';
import { writeValue, type Control } from './cell-value';
import { wire } from './cell-wire';

const FORM_CONTROL = 'input, select, textarea';

export interface Hosted {
  /** What the manager returned (placed in the cell). */
  made: Element;
  el: Control;
  /** The value it shows first. */
  value: unknown;
}

/** The host ElementManager's control, or null (none, or it failed: reported). */
export function hostControl(entry: Entry, value: unknown, label: string, warn: (message: string) => void): Hosted | null {
  const manager = hostService('ElementManager');
  if (!manager || typeof manager.create !== 'function') return null;
  const { kind, id, column } = entry;
  const report = (problem: string) => warn(`column "${column.field}": ${problem}`);
  try {
    const made: unknown = manager.create(kind, { id, name: column.field, value, label, attributes: { ...column.elementAttrs } });
    const el = made instanceof Element ? (made.matches(FORM_CONTROL) ? made : made.querySelector(FORM_CONTROL)) : null;
    if (el) return { made: made as Element, el: el as Control, value };
    report('ElementManager.create returned no form control — the built-in control is used');
  } catch (error) {
    report(`ElementManager.create threw (${(error as Error)?.message ?? error}) — the built-in control is used`);
  }
  return null;
}

/** The attachment of a hosted control's cell: places it with Almanac's id, name, name for assistive technology, value and marks. */
export function hostCell(state: TableState, entry: Entry, { made, el, value }: Hosted, label: () => string, warn: (message: string) => void) {
  return (td: HTMLTableCellElement) => {
    const a = entry.column.elementAttrs;
    el.id = entry.id;
    el.name = entry.column.field;
    el.classList.add('alm-cell-control');
    if (a.class) el.classList.add(...a.class.split(/\s+/).filter(Boolean));
    if (entry.kind === 'switch') el.setAttribute('role', 'switch');
    el.disabled = a.disabled === true;
    el.required = a.required === true;
    writeValue(el, entry.kind, a, value);
    if (made !== el) made.setAttribute('data-alm-host', '');
    td.prepend(made);
    const unwire = wire(state, entry, warn)(el);
    $effect(() => el.setAttribute('aria-label', label()));
    $effect(() => {
      const busy = entry.sending !== null;
      el.classList.toggle('alm-saving', busy);
      if (busy) el.setAttribute('aria-busy', 'true');
      else el.removeAttribute('aria-busy');
    });
    $effect(() => (entry.message === undefined ? undefined : markField(el, entry.message)));
    return () => {
      unwire();
      made.remove();
    };
  };
}
