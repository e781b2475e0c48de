/**
 * A block of changed cells, a paste's or a fill's (issue 46 items 4 and 6;
 * the range part): each change laid on its row in the store, then saved as
 * edits are (components/block-save.ts: data-edit-url, or one request to
 * data-batch-url); the live region says how many were saved or could not
 * be, and `table:change` (with its `cause`) says what was saved and what
 * failed. A cell that fails keeps its new value with its error and a retry.
 */
import { saveBlock, type BlockChange, type SaveKit } from '../components/block-save';
import type { TableState } from '../components/cell-entry.svelte';
import { sayPaste } from '../components/paste-text';
import type { RangeState } from '../components/range-state.svelte';
import { isTempId } from '../model/edit';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';

/** A change as a plan gives it: the row's index in the view, the field, the new value. */
export interface Planned {
  row: number;
  field: string;
  value: unknown;
}

/** A change laid on the store: its row as the store holds it now, and the value it had. */
export type Applied = BlockChange & { old: unknown };

/** The cell controls' save functions and the table's edit state (null: no cell to change, nothing loaded). */
export interface Saving {
  kit: SaveKit | null;
  entries: TableState | undefined;
}

/** A change as the events carry it. */
export const detail = (c: BlockChange & { old?: unknown }) => ({ id: c.row.id, field: c.field, value: c.value, old: c.old });

/** The cell controls' part (an editable table has loaded it), when `needed`. */
export async function saving(store: TableStore, needed: boolean, warn: (message: string) => void): Promise<Saving> {
  const kit = needed ? ((await import('../components/CellControl.svelte')) as unknown as SaveKit) : null;
  return { kit, entries: kit?.tableState(store, warn) };
}

/** Lay `planned` (on the view `view`) on the store's rows, one patch a row; rows reloaded meanwhile are left out. */
export function applyChanges(store: TableStore, view: readonly Row[], planned: readonly Planned[]): Applied[] {
  const edits = new Map<Row, Row>();
  for (const change of planned) {
    const row = view[change.row];
    edits.set(row, { ...edits.get(row), [change.field]: change.value });
  }
  const changes: Applied[] = [];
  for (const [row, patch] of edits) {
    if (!store.rows.includes(row)) continue; // the data was reloaded meanwhile (a confirmation was open)
    const now = store.patchRow(row, patch);
    for (const field of Object.keys(patch)) changes.push({ row: now, field, value: patch[field], old: row[field] });
  }
  return changes;
}

/** Save `changes` (a table without an edit or batch URL keeps them on the page), say how it went, emit `table:change`. */
export async function saveChanges(store: TableStore, state: RangeState, { kit, entries }: Saving, changes: Applied[], cause: string): Promise<void> {
  if (!changes.length || !kit || !entries || (!entries.editUrl && !store.config.batchUrl)) {
    if (changes.length) store.emit('table:change', { tableId: store.id, cause, changes: changes.map(detail), errors: [] });
    return;
  }
  // New rows (tmp-N) are created on the server by their first edit, as added rows are: not sent here.
  const failures = await saveBlock(kit, entries, store, changes.filter((c) => !isTempId(c.row.id)), store.config.batchUrl);
  const failed = new Set(failures.map((f) => f.change));
  const saved = changes.filter((c) => !failed.has(c));
  state.tell(failures.length ? sayPaste(store, 'pasteUnsaved', { count: failures.length }) : sayPaste(store, 'pasteSaved', { count: saved.length }));
  store.emit('table:change', {
    tableId: store.id, cause, changes: saved.map(detail),
    errors: failures.map((f) => ({ ...detail(f.change), message: f.message })),
  });
}
