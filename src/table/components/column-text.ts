/**
 * The column menu's and the column chooser's texts (issue 44 items 2 and 4;
 * README "Languages"), in English, keyed: the menus' names and items, and
 * what the live region says after each action (ColumnMenu.svelte,
 * ColumnChooser.svelte, ../dom/column-drag.ts).
 */
import { sayer } from '../dom/say';

export const TEXT = {
  columnMenu: 'Column options: {column}',
  moveLeft: 'Move left',
  moveRight: 'Move right',
  pinStart: 'Pin to start',
  pinEnd: 'Pin to end',
  unpin: 'Unpin',
  hideColumn: 'Hide column',
  fitColumn: 'Fit to content',
  expandGroups: 'Expand all groups',
  collapseGroups: 'Collapse all groups',
  columnChooser: 'Columns',
  columnMoved: '{column} moved to place {place} of {count}',
  columnHidden: '{column} hidden',
  columnShown: '{column} shown',
  columnFitted: '{column} fitted to its content',
  columnPinnedStart: '{column} pinned to the start',
  columnPinnedEnd: '{column} pinned to the end',
  columnUnpinned: '{column} unpinned',
};
export const say = sayer(TEXT);
export type ColumnTextKey = keyof typeof TEXT;
