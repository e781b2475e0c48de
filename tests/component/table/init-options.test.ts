// TableManager.init(options) as pages written for the original framework call it (issue 22 item 5;
// design.md "TableManager.init"): options that are defaults for attributes and confirmDelete apply;
// an unknown option warns once, with a did-you-mean.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/svelte';
import { TableManager } from '../../../src/table/TableManager';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { closestName } from '../../../src/core/hints';

const poll = <T>(read: () => T) => expect.poll(read, { timeout: 8000 });

function table(attrs = '') {
  document.body.innerHTML = `<table data-table="t" ${attrs}><thead><tr><th data-field="name">Name</th></tr></thead>
    <tbody><tr data-id="1"><td>Apples</td></tr><tr data-id="2"><td>Pears</td></tr></tbody></table>`;
  return TableManager.initTable(document.querySelector('table'))!;
}

afterEach(() => {
  TableManager.init({ ...GLOBAL_DEFAULTS });
  TableManager.destroy();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('TableManager.init options', () => {
  // Regression: init({showFooter, confirmDelete}) was ignored without a word.
  it('showFooter is the default of data-show-footer; the attribute still wins', () => {
    TableManager.init({ showFooter: true });
    expect(table().config.showFooter).toBe(true);
    expect(table('data-show-footer="false"').config.showFooter).toBe(false);
    TableManager.init({ showFooter: false });
    expect(table().config.showFooter).toBe(false);
    expect(table('data-show-footer').config.showFooter).toBe(true);
  });

  it('showCheckbox, showCaption and pageSizes are the defaults of their attributes', () => {
    TableManager.init({ showCheckbox: true, showCaption: false, pageSizes: [5, 15] });
    expect(table().config).toMatchObject({ showCheckbox: true, showCaption: false, pageSizes: [5, 15] });
    expect(table('data-show-checkbox="false" data-show-caption="true" data-page-sizes="2,4"').config).toMatchObject({ showCheckbox: false, showCaption: true, pageSizes: [2, 4] });
  });

  it('confirmDelete: false deletes an editable row without asking; by default Delete asks first', async () => {
    const confirm = vi.fn(async () => true);
    (window as unknown as { DialogManager?: unknown }).DialogManager = { confirm };
    try {
      TableManager.init({ confirmDelete: false });
      expect(table('data-editable-rows').config.confirmDelete).toBe(false);
      await poll(() => screen.queryAllByRole('button', { name: /Delete Apples/ }).length).toBe(1);
      await fireEvent.click(screen.getByRole('button', { name: /Delete Apples/ }));
      await poll(() => screen.queryByText('Apples')).toBeNull();
      expect(confirm).not.toHaveBeenCalled();
      TableManager.init({ confirmDelete: true });
      expect(table('data-editable-rows').config.confirmDelete).toBe(true);
      await poll(() => screen.queryAllByRole('button', { name: /Delete Apples/ }).length).toBe(1);
      await fireEvent.click(screen.getByRole('button', { name: /Delete Apples/ }));
      await poll(() => confirm.mock.calls.length).toBe(1);
    } finally {
      delete (window as unknown as { DialogManager?: unknown }).DialogManager;
    }
  });

  it('an unknown option warns once, naming it, with a did-you-mean when one is close', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    TableManager.init({ pageSise: [5], dynamicColumns: true } as never);
    TableManager.init({ pageSise: [5] } as never);
    await poll(() => warn.mock.calls.length).toBe(2);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[almanac] TableManager.init: "pageSise" is not an option — ignored; did you mean pageSizes?',
      '[almanac] TableManager.init: "dynamicColumns" is not an option — ignored',
    ]);
  });
});

describe('closestName (the hints chunk)', () => {
  it('the known name within one edit (short) or two (long), case aside; none when nothing is close', () => {
    const known = Object.keys(GLOBAL_DEFAULTS);
    expect(closestName('pageSise', known)).toBe('pageSizes');
    expect(closestName('showfooter', known)).toBe('showFooter');
    expect(closestName('confirmDelet', known)).toBe('confirmDelete');
    expect(closestName('dynamicColumns', known)).toBeUndefined();
    expect(closestName('x', known)).toBeUndefined();
  });
});
