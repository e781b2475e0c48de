/**
 * What a feature loaded on first use (a chunk: row, bulk and filter actions,
 * footers) gets from the table it serves. Types only: the chunks import
 * nothing of the main bundle at run time, they call the store's actions.
 */
import type { TableStore } from '../store.svelte';

export interface FeatureContext {
  store: TableStore;
  /** The page's <table> element (enhanced in place). */
  table: HTMLTableElement;
  /** One `[almanac] table "id": ...` warning per distinct message. */
  warn(message: string): void;
}
