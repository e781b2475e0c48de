// Issue 22 item 4: a custom formatter (data-formatter) that throws leaves its cell empty, with one
// warning naming the table and the column, however many rows (and different errors) it throws on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFormatter } from '../../../src/table/dom/formatter';
import { resetWarnings } from '../../../src/core/warn';

afterEach(() => {
  vi.restoreAllMocks();
  resetWarnings();
});

describe('applyFormatter: a formatter that throws', () => {
  it('empties the cell and warns once per column, naming table, column and formatter', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let n = 0;
    const boom = () => {
      throw new Error(`row ${++n} is bad`);
    };
    const cells = [1, 2, 3].map((id) => {
      const td = document.createElement('td');
      td.textContent = 'old';
      applyFormatter(td, 'users', 'fmt.boom', boom, id, { id }, { field: 'salary' });
      return td.textContent;
    });
    expect(cells).toEqual(['', '', '']);
    expect(warn.mock.calls).toEqual([['[almanac] table "users": column "salary": formatter "fmt.boom" threw (row 1 is bad) — the cell is empty']]);
    applyFormatter(document.createElement('td'), 'users', 'fmt.boom', boom, 4, { id: 4 }, { field: 'bonus' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toBe('[almanac] table "users": column "bonus": formatter "fmt.boom" threw (row 4 is bad) — the cell is empty');
  });

  it('a returned value whose toString throws is the same failure', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const td = document.createElement('td');
    td.textContent = 'old';
    const ok = applyFormatter(td, 'users', 'odd', () => ({ toString() { throw new Error('nope'); } }), 1, { id: 1 }, { field: 'n' });
    expect([ok, td.textContent]).toEqual([false, '']);
    expect(warn.mock.calls).toEqual([['[almanac] table "users": column "n": formatter "odd" threw (nope) — the cell is empty']]);
  });

  it('a formatter that works still fills the cell', () => {
    const td = document.createElement('td');
    applyFormatter(td, 'users', 'ok', (_cell, value) => `<b>${String(value)}</b>`, 5, { id: 1 }, { field: 'n' });
    expect(td.innerHTML).toBe('<b>5</b>');
  });
});
