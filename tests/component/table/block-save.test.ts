// Saving a pasted block (issue 46 item 4, components/block-save.ts): each cell is saved as an edit is, at most
// four at a time, and each answer carries the row as the server has it. An answer must not put back the old
// value of another cell of its row whose own save is still to come (the e2e's first attempt in CI saw a pasted
// note go back to its old text for a moment: the quantity's answer came first).
import { describe, expect, it } from 'vitest';
import { saveBlock, type SaveKit } from '../../../src/table/components/block-save';
import type { TableState } from '../../../src/table/components/cell-entry.svelte';
import type { TableStore } from '../../../src/table/store.svelte';
import type { Row } from '../../../src/table/model/types';

/** A store holding rows (patchRow as the store does it: a new object with the patch). */
function fakeStore(rows: Row[]) {
  const store = {
    id: 'items',
    rows,
    patchRow(row: Row, patch: Row) {
      store.rows = store.rows.map((r) => (r === row ? { ...r, ...patch } : r));
    },
    fail() {},
  };
  return store;
}

describe('saveBlock without data-batch-url', () => {
  it('an answer keeps the new value of a cell of its row whose save is still in flight; each answer\'s own field is taken', async () => {
    const server: Row = { id: 1, quantity: 12, note: 'Ripe ones' };
    const answers: Array<() => void> = [];
    const kit = {
      // The server applies each change when it answers, and answers with its whole row.
      send: (_store: unknown, _url: string, _method: string, body: { field: string; value: unknown }) => new Promise((ok) => answers.push(() => {
        server[body.field] = body.field === 'quantity' ? Number(body.value) : body.value;
        ok({ response: { success: true, row: { ...server } }, error: null });
      })),
      messageOf: () => 'failed',
      currentRow: (store: { rows: Row[] }, row: Row, id: unknown) => store.rows.find((r) => String(r.id) === String(id)) ?? row,
      tableState: () => null,
      setErrors: () => {},
      showError: () => {},
    } as unknown as SaveKit;
    const state = { entries: new Map(), errors: new Map(), actionErrors: new Map(), editUrl: '/api/items/{id}', creates: new Map(), deleted: new Set() } as unknown as TableState;
    const row = { id: 1, quantity: 5, note: 'Open' };
    const store = fakeStore([row]);
    const saving = saveBlock(kit, state, store as unknown as TableStore, [{ row, field: 'quantity', value: 5 }, { row, field: 'note', value: 'Open' }], null);
    await expect.poll(() => answers.length).toBe(2);
    answers[0](); // the quantity's answer: { quantity: 5, note: 'Ripe ones' } (the note not saved yet)
    await expect.poll(() => store.rows[0].quantity).toBe(5);
    expect(store.rows[0].note).toBe('Open');
    answers[1]();
    expect(await saving).toEqual([]);
    expect(store.rows[0]).toMatchObject({ quantity: 5, note: 'Open' });
  });
});
