/**
 * The paste's texts (issue 46 items 3 and 4; README "Languages"), in
 * English, keyed: what the range part's live region says after a paste
 * ("Pasted 6 cells, 2 read-only skipped") and once it is saved, the
 * confirmation before rows are added, and the error a cell shows when its
 * pasted text is no value of its column.
 */
import { sayer } from '../dom/say';
import type { TableStore } from '../store.svelte';
import type { PasteBad } from '../model/paste-value';

export const TEXT = {
  pasted: 'one:Pasted {count} cell|Pasted {count} cells',
  pasteReadOnly: '{count} read-only skipped',
  pasteUnread: 'one:{count} value could not be read|{count} values could not be read',
  pasteCut: 'one:{count} cell beyond the table left out|{count} cells beyond the table left out',
  pasteTooLarge: 'Too much to paste: at most {count} cells at a time.',
  pasteAddRows: 'one:Add {count} row for the pasted cells past the last row?|Add {count} rows for the pasted cells past the last row?',
  pasteSaved: 'one:{count} cell saved|{count} cells saved',
  pasteUnsaved: 'one:{count} cell could not be saved|{count} cells could not be saved',
  badNumber: '“{value}” is not a number',
  badDate: '“{value}” is not a date',
  badBoolean: '“{value}” is not yes or no',
  badOption: '“{value}” is not one of the choices',
};
export const sayPaste = sayer(TEXT);

const BAD: Record<PasteBad, keyof typeof TEXT> = { number: 'badNumber', date: 'badDate', boolean: 'badBoolean', option: 'badOption' };

/** The error of a cell whose pasted `text` is no value of its column (the text cut to 40 characters). */
export const badText = (store: TableStore, bad: PasteBad, text: string): string =>
  sayPaste(store, BAD[bad], { value: text.length > 40 ? `${text.slice(0, 39)}…` : text });

/** What a paste did, in one sentence: "Pasted 6 cells, 2 read-only skipped, 1 value could not be read". */
export function pastedText(store: TableStore, counts: { pasted: number; readOnly: number; bad: number; cut: number }): string {
  const parts = [sayPaste(store, 'pasted', { count: counts.pasted })];
  if (counts.readOnly) parts.push(sayPaste(store, 'pasteReadOnly', { count: counts.readOnly }));
  if (counts.bad) parts.push(sayPaste(store, 'pasteUnread', { count: counts.bad }));
  if (counts.cut) parts.push(sayPaste(store, 'pasteCut', { count: counts.cut }));
  return parts.join(', ');
}
