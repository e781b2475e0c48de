// A page's filter form shows the table's state (spec "Filter forms"; URL state, back and forward):
// its selects show the query's filter values, and only them, whenever the query changes.
import { describe, expect, it } from 'vitest';
import { fillForm, selectRestored } from '../../../src/table/dom/filter-form';
import { TableStore } from '../../../src/table/store.svelte';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';

function store(filters: Record<string, string>): TableStore {
  const config = buildConfig({ id: 't', global: GLOBAL_DEFAULTS, markup: {}, template: null, filterModes: {}, hasSearchControl: false });
  const s = new TableStore(config, [], []);
  s.setQuery({ filters }, 'none');
  return s;
}

function form(html: string): HTMLFormElement {
  const f = document.createElement('form');
  f.innerHTML = html;
  document.body.appendChild(f);
  return f;
}

const selected = (select: HTMLSelectElement) => [...select.selectedOptions].map((o) => o.value);

describe('filter form selects follow the query', () => {
  it('a multiple select shows exactly the values of its filter: a later query takes away the ones it no longer has', () => {
    const f = form('<select name="tags" multiple><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>');
    const select = f.elements[0] as HTMLSelectElement;
    fillForm(f, store({ tags: 'a,b' }));
    expect(selected(select)).toEqual(['a', 'b']);
    fillForm(f, store({ tags: 'c' }));
    expect(selected(select)).toEqual(['c']);
    fillForm(f, store({}));
    expect(selected(select)).toEqual([]);
    f.remove();
  });

  it('after a load brings its options, a select whose value had none is selected; one the reader set is left alone', () => {
    const f = form('<select name="status"><option value="">Any</option></select><select name="kind"><option value="">Any</option><option value="x">X</option></select>');
    const [status, kind] = Array.from(f.elements) as HTMLSelectElement[];
    const s = store({ status: 'active', kind: 'y' });
    status.add(new Option('Active', 'active'));
    kind.value = 'x';
    selectRestored(f, s);
    expect(status.value).toBe('active');
    expect(kind.value).toBe('x');
    f.remove();
  });
});
