/**
 * The fill's texts (issue 46 item 6; README "Languages"), in English, keyed:
 * what the range part's live region says after a
 * fill ("Filled 4 cells, 2 read-only skipped"), and when the range has
 * nothing to fill.
 */
import { sayer } from '../dom/say';
import type { TableStore } from '../store.svelte';
import { sayPaste } from './paste-text';

export const TEXT = {
  filled: 'one:Filled {count} cell|Filled {count} cells',
  fillNoRows: 'Nothing to fill down: select more than one row.',
  fillNoColumns: 'Nothing to fill across: select more than one column.',
};
export const sayFill = sayer(TEXT);

/** What a fill did: "Filled 4 cells, 2 read-only skipped". */
export function filledText(store: TableStore, counts: { filled: number; readOnly: number }): string {
  const parts = [sayFill(store, 'filled', { count: counts.filled })];
  if (counts.readOnly) parts.push(sayPaste(store, 'pasteReadOnly', { count: counts.readOnly }));
  return parts.join(', ');
}
