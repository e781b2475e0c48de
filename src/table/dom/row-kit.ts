/** What drag reorder (./row-drag.ts) and the rows bar (components/rows.svelte.ts) give each other, and how drag reorder's parts look. */
import type { Component } from 'svelte';
import type { RowSlot, TableStore } from '../store.svelte';
import type { Row } from '../model/types';
import type { DragBarState } from '../components/drag-bar.svelte';

/** What drag reorder gets from the rows bar. */
export interface RowsContext {
  store: TableStore;
  /** One `[almanac] table "id": ...` warning per distinct message. */
  warn(message: string): void;
  /** Whether every row has an id; warns (once) when not (spec "Errors" 5). */
  idsOk(): boolean;
  /** Run `fn` once the table shows the rows just set, or after `ms` (a timer the teardown clears). */
  later(fn: () => void, ms?: number): void;
}

/** The handles column: its cells are DragHandle.svelte, given the attachment that arms a drag from a handle. */
export interface DragSlot extends RowSlot {
  drag: { helpId: string; handle(row: Row, name: string): (handle: HTMLElement) => () => void };
}

/** Drag reorder, started: what it shows in the bar (`Bar` given `bar`: DragBar.svelte), and its stop. */
export interface DragShown {
  Bar: Component<{ store: TableStore; bar: DragBarState }>;
  bar: DragBarState;
  stop(): void;
}

/**
 * Styles of drag reorder's parts, set on the element (the table page's CSS
 * has no room): a page restyles them through their classes with !important.
 */
export const STYLE = {
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
