/** What the two parts of the rows chunk (./rows.ts) share. */
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import type { FeatureContext } from './feature';

export interface RowsContext extends FeatureContext {
  /** The bar after the table (the Add button, the sort hint, the live region). */
  bar: HTMLElement;
  /** Whether every row has an id; warns (once) when not (spec "Errors" 5). */
  idsOk(): boolean;
  /** Run `fn` once the table shows the rows just set, or after `ms` (a timer the teardown clears). */
  later(fn: () => void, ms?: number): void;
}

/** A `<button type="button">` with text and an optional accessible name. */
export function button(text: string, className: string, label?: string): HTMLButtonElement {
  const made = document.createElement('button');
  made.type = 'button';
  made.className = className;
  made.textContent = text;
  if (label) made.setAttribute('aria-label', label);
  return made;
}

/**
 * Styles of the chunk's own parts, set on the element (a chunk cannot add a
 * stylesheet under `style-src 'self'`, and the table page's CSS has no room):
 * a page restyles them through their classes with !important.
 */
export const STYLE = {
  bar: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginBlock: '0.5rem' },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  handle: { cursor: 'grab', touchAction: 'none', border: '0', background: 'none', font: 'inherit', paddingInline: '0.3rem' },
  ghost: {
    position: 'fixed', zIndex: '1000', pointerEvents: 'none', padding: '0.2rem 0.5rem', borderRadius: '6px',
    background: '#1f2937', color: '#fff', fontSize: '0.85rem',
  },
  /** The dragged row while it is held: the dashed placeholder (on each cell: a row's border does not show); its text keeps AA contrast. */
  placeholder: { borderBlock: '2px dashed var(--alm-accent, #2563eb)', background: 'var(--alm-selected, #e8f0fe)' },
} satisfies Record<string, Partial<CSSStyleDeclaration>>;

/** Give `el` a style of STYLE (or take it off again: `on` false). */
export function styled<T extends HTMLElement>(el: T, style: Partial<CSSStyleDeclaration>, on = true): T {
  for (const [key, value] of Object.entries(style)) (el.style as unknown as Record<string, string>)[key] = on ? (value as string) : '';
  return el;
}

/**
 * How a row is named on its buttons ("Copy Pears"): the store's row label,
 * except that in an editable table the name is often in a control (which the
 * store's label skips): then the text of the first text column that has one.
 */
export function rowName(store: TableStore, row: Row): string {
  const view = store.view;
  const number = view.offset + view.rows.indexOf(row) + 1;
  const label = store.rowLabel(row, number);
  if (label !== String(number)) return label;
  for (const column of store.visible) {
    const text = column.type === 'text' ? store.textOf(row, column).trim().slice(0, 80) : '';
    if (text) return text;
  }
  return label;
}
