/**
 * Row actions as a column of the table (spec "Row action entry"): the slot
 * whose cells are RowActions.svelte. The script-include path adds it when
 * its actions part arrives (attachRowActions, through dom/features.ts); the
 * Svelte DataTable adds it when it is made, so the server renders the
 * buttons too (rowActionsSlot).
 */
import type { Component } from 'svelte';
import type { FeatureContext } from '../dom/feature';
import { lazy } from '../../core/lazy';
import { parseRowActions, type Place, type RowAction } from '../model/row-actions';
import type { RowSlot, TableStore } from '../store.svelte';
import { RowActionRunner } from './row-action-run';
import { say, type ShownAction } from './row-action-items';
import RowActions from './RowActions.svelte';

/** The menu button of an entry with a submenu (ActionMenu.svelte). */
export type ActionMenuComponent = Component<{
  item: ShownAction;
  label: string;
  busy: boolean;
  onpick: (pick: ShownAction, menuButton: HTMLElement) => void;
}>;

export interface RowActionsSlot extends RowSlot {
  actions: RowAction[];
  runner: RowActionRunner;
  /** The menu button, when an entry has a submenu. */
  Menu?: ActionMenuComponent;
  warn(message: string): void;
}

/** Where a page's relative URLs resolve; on the server any http(s) URL passes (model/row-actions.ts Place). */
const here = (): Place =>
  typeof document === 'undefined' ? { base: 'http://server.invalid/', origin: null } : { base: document.baseURI, origin: location.origin };

/**
 * The row-actions column of a table, or null when it has none (no valid
 * entry, or a row template: one warning). `Menu` draws entries with a submenu.
 */
export function rowActionsSlot(store: TableStore, warn: (message: string) => void, Menu?: ActionMenuComponent): RowActionsSlot | null {
  const actions = slotActions(store, warn);
  return actions.length ? makeSlot(store, warn, actions, Menu) : null;
}

/** The table's row actions, parsed (each problem reported once); none in a table with a row template (one warning). */
function slotActions(store: TableStore, warn: (message: string) => void): RowAction[] {
  if (store.config.template) {
    warn('data-row-actions is not shown in a table with a row template — put the buttons in the template');
    return [];
  }
  return parseRowActions(store.config.rowActions, here(), warn);
}

function makeSlot(store: TableStore, warn: (message: string) => void, actions: RowAction[], Menu?: ActionMenuComponent): RowActionsSlot {
  return {
    // The header says it where Svelte renders it: a language change re-renders it.
    get label() {
      return say(store, 'rowActions');
    },
    className: 'alm-row-actions',
    Cell: RowActions,
    actions,
    runner: new RowActionRunner(store, warn),
    Menu,
    warn,
  };
}

/**
 * Add the row-actions column to the table (after the menu button's part, when
 * an entry has a submenu); the returned teardown takes it away and aborts
 * what is in flight. If the menu cannot be loaded: one warning (core/lazy.ts),
 * and the other actions show.
 */
export function attachRowActions({ store, warn }: FeatureContext): () => void {
  let slot: RowActionsSlot | null = null;
  let live = true;
  const actions = slotActions(store, warn);
  const add = (Menu?: ActionMenuComponent) => {
    if (!live || !actions.length) return;
    slot = makeSlot(store, warn, actions, Menu);
    store.setSlot(slot);
  };
  // Only an entry the parser kept with a submenu needs the menu button's part.
  if (actions.some((action) => action.submenu?.length)) lazy(() => import('./ActionMenu.svelte'), 'row action menus are not shown').then((part) => add(part.default), () => add());
  else add();
  return () => {
    live = false;
    if (!slot) return;
    store.setSlot(slot, false);
    slot.runner.stop();
  };
}
