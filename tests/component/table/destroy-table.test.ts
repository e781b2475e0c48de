// TableManager.destroyTable(id) (issue 49 item 1; spec table:destroyed): one table torn down, its page
// markup back as it was, the other tables untouched; it can be enhanced again. Bad input: one warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableManager } from '../../../src/table/TableManager';
import { eventManager } from '../../../src/core/events';

const MARKUP = '<p>before</p><table data-table="a" data-page-size="1" data-show-checkbox=""><caption>A</caption>'
  + '<thead><tr><th data-field="name" data-sortable="">Name</th></tr></thead>'
  + '<tbody><tr data-id="1"><td>Ada</td></tr><tr data-id="2"><td>Grace</td></tr></tbody></table><p>after</p>';

afterEach(() => {
  TableManager.destroy();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function setUp() {
  document.body.innerHTML = `<div id="one">${MARKUP}</div><div id="two">${MARKUP.replace('"a"', '"b"')}</div>`;
  TableManager.initTable(document.querySelector('#one table'));
  TableManager.initTable(document.querySelector('#two table'));
}

describe('TableManager.destroyTable', () => {
  it('restores the page markup of that table only and emits table:destroyed for it', () => {
    setUp();
    const seen: unknown[] = [];
    const off = (e: { detail: { tableId: string } }) => seen.push(e.detail.tableId);
    eventManager.on('table:destroyed', off);
    const enhanced = document.getElementById('two')!.innerHTML;
    expect(document.getElementById('one')!.innerHTML).not.toBe(MARKUP);
    TableManager.destroyTable('a');
    eventManager.off('table:destroyed', off);
    expect(document.getElementById('one')!.innerHTML).toBe(MARKUP);
    expect(document.getElementById('two')!.innerHTML).toBe(enhanced);
    expect(seen).toEqual(['a']);
    expect(TableManager.getTable('a')).toBeUndefined();
    expect(TableManager.getTable('b')).toBeDefined();
  });

  it('the table can be enhanced again and shows its rows', () => {
    setUp();
    TableManager.destroyTable('a');
    const store = TableManager.initTable(document.querySelector('#one table'))!;
    expect(store).not.toBeNull();
    expect(document.querySelectorAll('#one tbody tr').length).toBe(1);
    TableManager.destroyTable('a');
    expect(document.getElementById('one')!.innerHTML).toBe(MARKUP);
  });

  it('an unknown or already destroyed id: one warning naming it, nothing thrown', () => {
    setUp();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    TableManager.destroyTable('a');
    expect(warn).not.toHaveBeenCalled();
    expect(() => TableManager.destroyTable('a')).not.toThrow();
    expect(() => TableManager.destroyTable('zzz')).not.toThrow();
    expect(() => (TableManager.destroyTable as (id: unknown) => void)(undefined)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0][0])).toMatch(/a.*destroyTable: no table with this id/);
    expect(String(warn.mock.calls[1][0])).toMatch(/zzz/);
  });
});
