/**
 * Paste into a range, and saving the pasted block (issue 46 items 3 and 4):
 * a part the range part (./cell-range.ts) loads on the first paste. The
 * clipboard's HTML table (./clip-html.ts, read in an inert document) or
 * its tab-separated text (model/clip-read.ts) is laid on the grid
 * (model/paste.ts): one value fills the range, a block starts at its first
 * cell, in the drawn column order. A value its column cannot hold marks its
 * cell with an error and is not sent; read-only cells are skipped; rows
 * past the last one are added in an editable-rows table once the reader
 * confirms, else left out. The live region says what happened. The changed
 * cells are saved as edits are (components/block-save.ts); `table:paste`
 * says what was pasted, `table:change` what was saved.
 */
import { confirmAction } from '../../core/confirm';
import { mark } from '../components/block-save';
import { badText, pastedText, sayPaste } from '../components/paste-text';
import type { RangeState } from '../components/range-state.svelte';
import type { CellBox } from '../model/cell-range';
import { elementId } from '../model/cells';
import { parseTsv } from '../model/clip-read';
import { pastePlan, type PastePlan } from '../model/paste';
import type * as RowEdit from '../model/row-edit';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { readHtmlTable } from './clip-html';
import { applyChanges, detail, saveChanges, saving } from './range-save';
import { confirmLabels } from './say';

/** At most this many cells in one paste (and one value fills at most this many). */
const MAX_CELLS = 100_000;
/** Clipboard text longer than this (8 MB) is not read at all. */
const MAX_TEXT = 8_000_000;

/** The clipboard's two formats, read while the paste event lasts. */
export interface Clip {
  text: string;
  html: string;
}

/** The rows of cells on the clipboard (its HTML table first: Almanac's own keeps raw values there), or null when too large. */
export function readClip(clip: Clip): string[][] | null {
  const table = clip.html && /<table/i.test(clip.html) ? readHtmlTable(clip.html, MAX_CELLS) : null;
  if (table) return table;
  return clip.text.length > MAX_TEXT ? null : parseTsv(clip.text, MAX_CELLS);
}

/**
 * Paste `clip` into `box` (the range of `state`) of the table; resolves once the block is saved. The cell
 * controls' part has its save functions (an editable table has loaded it; a table without controls has no
 * cell a paste can change).
 */
export async function paste(store: TableStore, state: RangeState, box: CellBox, clip: Clip, warn: (message: string) => void): Promise<void> {
  const cells = readClip(clip);
  const view = store.view.rows;
  const plan = cells && pastePlan(cells, box, view, store.visible, store.lang, MAX_CELLS);
  if (!plan) return state.tell(sayPaste(store, 'pasteTooLarge', { count: MAX_CELLS }));
  const { rows: added, pasted } = plan.extra.length && store.config.editable ? await addRows(store, plan, box) : { rows: [], pasted: 0 };
  const cut = plan.cut + (added.length ? 0 : plan.extra.reduce((n, row) => n + row.length, 0));
  const work = await saving(store, plan.changes.length > 0 || plan.bad.length > 0, warn);
  const changes = applyChanges(store, view, plan.changes);
  for (const bad of plan.bad) mark(work.kit!, work.entries!, elementId(store.id, bad.field, view[bad.row]?.id), badText(store, bad.bad, bad.text));
  const counts = { pasted: plan.pasted + pasted, readOnly: plan.readOnly, bad: plan.bad.length, cut };
  state.tell(pastedText(store, counts));
  store.emit('table:paste', { tableId: store.id, ...counts, changes: changes.map(detail), added });
  await saveChanges(store, state, work, changes, 'paste');
}

/**
 * An editable-rows table: the clipboard's rows past the last row become new rows (blank, then the pasted
 * values of their columns) once the reader confirms; they are saved as added rows are (on their first edit).
 */
async function addRows(store: TableStore, plan: PastePlan, box: CellBox): Promise<{ rows: Row[]; pasted: number }> {
  if (!(await confirmAction(sayPaste(store, 'pasteAddRows', { count: plan.extra.length }), confirmLabels(store)))) return { rows: [], pasted: 0 };
  const { blankRow, tempId } = (await import('../components/RowsBar.svelte')) as unknown as typeof RowEdit;
  let from = 1;
  const rows = plan.extra.map(() => {
    const made = tempId(store.rows, from);
    from = made.next;
    return blankRow(store.columns, made.id);
  });
  const more = pastePlan(plan.extra, { ...box, top: 0, bottom: 0 }, rows, store.visible, store.lang, MAX_CELLS);
  for (const change of more?.changes ?? []) rows[change.row][change.field] = change.value;
  store.editRows([...store.rows, ...rows]);
  for (const row of rows) store.emit('table:rowAdded', { tableId: store.id, row });
  return { rows, pasted: more?.pasted ?? 0 };
}
