import { describe, expect, it } from 'vitest';
import { buildConfig, type ConfigInput } from '../../../../src/table/model/config';
import { GLOBAL_DEFAULTS, type GlobalConfig, type TableOptions } from '../../../../src/table/model/options';

function build(
  markup: Partial<TableOptions> = {},
  opts: { global?: Partial<GlobalConfig>; script?: ConfigInput['script']; hasSearchControl?: boolean } = {},
) {
  return buildConfig({
    id: 'users',
    global: { ...GLOBAL_DEFAULTS, pageSizes: [...GLOBAL_DEFAULTS.pageSizes], ...opts.global },
    markup,
    script: opts.script,
    template: null,
    filterModes: {},
    hasSearchControl: opts.hasSearchControl ?? false,
  });
}

describe('data-show-caption: default true, false with editable rows, explicit true forces it', () => {
  it('defaults to true', () => {
    expect(build().showCaption).toBe(true);
  });

  it('is automatically false when data-editable-rows="true"', () => {
    expect(build({ editableRows: true }).showCaption).toBe(false);
  });

  it('an explicit "true" forces the caption on an editable table', () => {
    expect(build({ editableRows: true, showCaption: true }).showCaption).toBe(true);
  });

  it('an explicit "false" hides the caption', () => {
    expect(build({ showCaption: false }).showCaption).toBe(false);
  });

  it('global showCaption:false applies when the table says nothing', () => {
    expect(build({}, { global: { showCaption: false } }).showCaption).toBe(false);
    expect(build({ showCaption: true }, { global: { showCaption: false } }).showCaption).toBe(true);
  });
});

describe('paging', () => {
  it('no data-page-size means no pagination (pageSize 0)', () => {
    expect(build().pageSize).toBe(0);
  });

  it('data-page-size sets rows per page', () => {
    expect(build({ pageSize: 25 }).pageSize).toBe(25);
  });

  it('editable rows disable paging (spec "Limits": editable tables show all rows)', () => {
    expect(build({ editableRows: true, pageSize: 25 }).pageSize).toBe(0);
    expect(build({ editableRows: true, pageSizes: [5, 10] }).pageSize).toBe(0);
  });

  it('data-page-sizes alone turns paging on at the first size', () => {
    const c = build({ pageSizes: [15, 30, 60] });
    expect(c.pageSize).toBe(15);
    expect(c.pageSizes).toEqual([15, 30, 60]);
  });

  it('data-page-size wins over the first of data-page-sizes', () => {
    expect(build({ pageSize: 30, pageSizes: [15, 30, 60] }).pageSize).toBe(30);
  });

  it('the global pageSizes are used when the table has none', () => {
    expect(build().pageSizes).toEqual([10, 25, 50, 100]);
    expect(build({}, { global: { pageSizes: [20, 40] } }).pageSizes).toEqual([20, 40]);
  });

  it('the table pageSizes override the global ones', () => {
    expect(build({ pageSizes: [5] }, { global: { pageSizes: [20, 40] } }).pageSizes).toEqual([5]);
  });
});

describe('layering: defaults < global < markup < script options', () => {
  it('markup overrides global (showCheckbox)', () => {
    expect(build({}, { global: { showCheckbox: true } }).showCheckbox).toBe(true);
    expect(build({ showCheckbox: false }, { global: { showCheckbox: true } }).showCheckbox).toBe(false);
    expect(build({ showCheckbox: true }).showCheckbox).toBe(true);
  });

  it('script options override markup', () => {
    const c = build({ pageSize: 10, source: '/api/a', showCaption: true }, { script: { pageSize: 50, source: '/api/b', showCaption: false } });
    expect(c.pageSize).toBe(50);
    expect(c.source).toBe('/api/b');
    expect(c.showCaption).toBe(false);
  });

  it('an undefined script option does not erase the markup value', () => {
    const c = build({ pageSize: 10, source: '/api/a' }, { script: { pageSize: undefined, source: undefined } });
    expect(c.pageSize).toBe(10);
    expect(c.source).toBe('/api/a');
  });

  it('script editableRows turns off paging and the caption set by markup defaults', () => {
    const c = build({ pageSize: 10 }, { script: { editableRows: true } });
    expect(c.editable).toBe(true);
    expect(c.pageSize).toBe(0);
    expect(c.showCaption).toBe(false);
  });

  it('the script locale is carried', () => {
    expect(build({}, { script: { locale: 'de-DE' } }).locale).toBe('de-DE');
  });

  it('the table\'s own data-locale is its language; the script locale wins over it; empty is none', () => {
    expect(build({ locale: 'th' }).locale).toBe('th');
    expect(build({ locale: 'th' }, { script: { locale: 'de-DE' } }).locale).toBe('de-DE');
    expect(build({ locale: '' }).locale).toBeUndefined();
  });
});

describe('other table attributes', () => {
  it("data-attr 'data:result.items' becomes the data path 'result.items'", () => {
    expect(build({ attr: 'data:result.items' }).dataPath).toBe('result.items');
    expect(build().dataPath).toBeNull();
  });

  it('data-default-sort is parsed into sort keys', () => {
    expect(build({ defaultSort: 'name asc, age desc' }).defaultSort).toEqual([
      { field: 'name', dir: 'asc' }, { field: 'age', dir: 'desc' },
    ]);
    expect(build().defaultSort).toEqual([]);
  });

  it('data-search-columns gives the searched fields and a search box unless the page has its own', () => {
    const c = build({ searchColumns: ['name', 'email'] });
    expect(c.searchFields).toEqual(['name', 'email']);
    expect(c.showSearch).toBe(true);
    expect(build({ searchColumns: ['name'] }, { hasSearchControl: true }).showSearch).toBe(false);
    expect(build().showSearch).toBe(false);
    expect(build().searchFields).toEqual([]);
  });

  it('an empty data-source means no source', () => {
    expect(build({ source: '' }).source).toBeNull();
    expect(build().source).toBeNull();
  });

  it('cache flags are carried', () => {
    const c = build({ cache: true, cacheTime: 5000 });
    expect(c.cache).toBe(true);
    expect(c.cacheTime).toBe(5000);
  });
});

describe('the default sort is decided in buildConfig and reported when it cannot be honoured', () => {
  it('data-default-sort "name sideways" warns through report; a data-source table does not check fields', () => {
    const problems: string[] = [];
    const input = { id: 't', global: GLOBAL_DEFAULTS, template: null, filterModes: {}, hasSearchControl: false, report: (p: string) => problems.push(p), sortFields: ['name'] };
    expect(buildConfig({ ...input, markup: { defaultSort: 'name sideways, ghost' } }).defaultSort).toEqual([{ field: 'name', dir: 'asc' }, { field: 'ghost', dir: 'asc' }]);
    // One warning for the attribute, naming every problem (issue 22 item 4).
    expect(problems).toEqual(['data-default-sort "sideways" is not asc or desc — "name" sorted ascending; "ghost" is not a sortable column']);
    problems.length = 0;
    buildConfig({ ...input, markup: { defaultSort: 'ghost', source: '/api/x' } });
    expect(problems).toEqual([]);
  });
});

describe('drag reorder: data-row-sortable, data-sortable-rows and the globals allowRowModification, rowSortable', () => {
  it('either attribute, or allowRowModification, declares it; handles start shown', () => {
    expect(build().sortableRows).toBe(false);
    for (const c of [build({ rowSortable: true }), build({ sortableRows: true }), build({}, { global: { allowRowModification: true } })]) {
      expect(c.sortableRows).toBe(true);
      expect(c.rowSort).toBe(true);
    }
  });
  it('global rowSortable false starts the handles hidden (enableRowSort shows them)', () => {
    const c = build({ rowSortable: true }, { global: { rowSortable: false } });
    expect(c.sortableRows).toBe(true);
    expect(c.rowSort).toBe(false);
  });
  it('data-sort-url is kept; empty is none', () => {
    expect(build({ sortUrl: '/api/reorder' }).sortUrl).toBe('/api/reorder');
    expect(build({ sortUrl: '' }).sortUrl).toBeNull();
  });
});
