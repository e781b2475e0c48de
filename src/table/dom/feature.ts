/**
 * What a feature loaded on first use (a part: row actions, keeping focus on
 * the rows) gets from the table it serves: it changes the table only
 * through the store's actions. Types only.
 */
import type { TableStore } from '../store.svelte';

export interface FeatureContext {
  store: TableStore;
  /** The page's <table> element (enhanced in place). */
  table: HTMLTableElement;
  /** One `[almanac] table "id": ...` warning per distinct message. */
  warn(message: string): void;
}
