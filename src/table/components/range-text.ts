/**
 * The range part's texts (issue 46 items 1 and 2; README "Languages"), in
 * English, keyed: what its live region says when a range of more than one
 * cell is made and when it is copied ("3 rows × 2 columns selected"), and
 * the fill handle's name.
 */
import { sayer } from '../dom/say';
import type { TableStore } from '../store.svelte';

export const TEXT = {
  rangeRows: 'one:{count} row|{count} rows',
  rangeColumns: 'one:{count} column|{count} columns',
  rangeSelected: '{rows} × {columns} selected',
  rangeCopied: '{rows} × {columns} copied',
  fillHandle: 'Fill down',
};
export const sayRange = sayer(TEXT);

/** "3 rows × 2 columns selected" (`done` 'rangeCopied': "... copied"), the counts in the table's number format (TableStore.t). */
export function rangeText(store: TableStore, rows: number, cols: number, done: 'rangeSelected' | 'rangeCopied' = 'rangeSelected'): string {
  return sayRange(store, done, { rows: sayRange(store, 'rangeRows', { count: rows }), columns: sayRange(store, 'rangeColumns', { count: cols }) });
}
