/**
 * Row actions as a column of the table (spec "Row action entry"): the slot
 * whose cells are RowActions.svelte. The script-include path adds it when
 * its actions part arrives (attachRowActions, through dom/features.ts); the
 * Svelte DataTable adds it when it is made, so the server renders the
 * buttons too (rowActionsSlot).
 */
import type { FeatureContext } from '../dom/feature';
import { parseRowActions, type Place, type RowAction } from '../model/row-actions';
import type { RowSlot, TableStore } from '../store.svelte';
import { RowActionRunner } from './row-action-run';
import { say } from './row-action-items';
import RowActions from './RowActions.svelte';

export interface RowActionsSlot extends RowSlot {
  actions: RowAction[];
  runner: RowActionRunner;
  warn(message: string): void;
}

/** Where a page's relative URLs resolve; on the server any http(s) URL passes (model/row-actions.ts Place). */
const here = (): Place =>
  typeof document === 'undefined' ? { base: 'http://server.invalid/', origin: null } : { base: document.baseURI, origin: location.origin };

/** The row-actions column of a table, or null when it has none (no valid entry, or a row template: one warning). */
export function rowActionsSlot(store: TableStore, warn: (message: string) => void): RowActionsSlot | null {
  if (store.config.template) {
    warn('data-row-actions is not shown in a table with a row template — put the buttons in the template');
    return null;
  }
  const actions = parseRowActions(store.config.rowActions, here(), warn);
  if (!actions.length) return null;
  return {
    // The header says it where Svelte renders it: a language change re-renders it.
    get label() {
      return say(store, 'rowActions');
    },
    className: 'alm-row-actions',
    Cell: RowActions,
    actions,
    runner: new RowActionRunner(store, warn),
    warn,
  };
}

/** Add the row-actions column to the table; the returned teardown takes it away and aborts what is in flight. */
export function attachRowActions({ store, warn }: FeatureContext): () => void {
  const slot = rowActionsSlot(store, warn);
  if (!slot) return () => {};
  store.setSlot(slot);
  return () => {
    store.setSlot(slot, false);
    slot.runner.stop();
  };
}
