/**
 * Field-level errors (spec "Errors" 4): a response's `errors` map, whose keys
 * are element ids `{tableId}_{field}_{rowId}` and whose values are messages.
 * Each element of this table that a key names is marked: aria-invalid, the
 * class alm-invalid, and a visible message (text, never markup) linked by
 * aria-describedby. Keys of other tables (not starting with `{tableId}_`)
 * are left alone, and so are cell controls (they show their own errors:
 * components/ControlField.svelte). Each call first removes the marks of the previous one.
 */
import { mount, unmount } from 'svelte';
import FieldError from '../components/FieldError.svelte';

export type Undo = () => void;

/** The marks each table has on the page now (removed by the next call or clearFieldErrors). */
const marks = new Map<string, Undo[]>();

/** Elements a message goes after (inside them it would not show); beside anything else it goes inside. */
const CONTROL = /^(?:INPUT|SELECT|TEXTAREA|BUTTON)$/;

/** An id no element has yet: `base`, else base-2, base-3... */
function freeId(doc: Document, base: string): string {
  let id = base;
  for (let n = 2; doc.getElementById(id); n++) id = `${base}-${n}`;
  return id;
}

export function markField(element: HTMLElement, value: unknown): Undo {
  const doc = element.ownerDocument;
  const id = freeId(doc, `${element.id}-error`);
  // The message (FieldError.svelte) after a control, inside anything else.
  const parent = CONTROL.test(element.tagName) ? (element.parentNode as Element | ShadowRoot | null) : null;
  const props = { id, message: value };
  const message = mount(FieldError, parent ? { target: parent, anchor: element.nextSibling ?? undefined, props } : { target: element, props });
  const before = { invalid: element.getAttribute('aria-invalid'), described: element.getAttribute('aria-describedby'), hadClass: element.classList.contains('alm-invalid') };
  element.setAttribute('aria-invalid', 'true');
  element.classList.add('alm-invalid');
  element.setAttribute('aria-describedby', [before.described, id].filter(Boolean).join(' '));
  return () => {
    void unmount(message);
    restore(element, 'aria-invalid', before.invalid);
    restore(element, 'aria-describedby', before.described);
    if (!before.hadClass) element.classList.remove('alm-invalid');
  };
}

function restore(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Remove the marks a table's last errors map made. */
export function clearFieldErrors(tableId: string): void {
  for (const undo of marks.get(tableId) ?? []) undo();
  marks.delete(tableId);
}

/**
 * Mark the elements `errors` names (see above); returns how many were
 * marked. Anything but an object clears the marks and marks nothing.
 */
export function showFieldErrors(tableId: string, errors: unknown): number {
  clearFieldErrors(tableId);
  if (typeof document === 'undefined' || !errors || typeof errors !== 'object' || Array.isArray(errors)) return 0;
  const undo: Undo[] = [];
  const prefix = `${String(tableId)}_`;
  for (const key of Object.keys(errors)) {
    if (!key.startsWith(prefix) || key === prefix) continue;
    const element = document.getElementById(key);
    // Cell controls show their own errors, kept across re-renders (components/cell-entry.svelte.ts).
    if (element && !element.classList.contains('alm-cell-control')) undo.push(markField(element, (errors as Record<string, unknown>)[key]));
  }
  if (undo.length) marks.set(tableId, undo);
  return undo.length;
}
