// Hostile names never throw (issue "One shape", item 7): every dictionary keyed by page- or
// server-supplied names is prototype-free, so `constructor`, `toString` and `__proto__` are
// ordinary names. One test per place that builds such a dictionary from the page.
import { describe, expect, it } from 'vitest';
import { bindFilterForms, fillForm, formValues } from '../../../src/table/dom/filter-form';
import { readTable } from '../../../src/table/dom/markup';
import { TableStore } from '../../../src/table/store.svelte';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';

const HOSTILE = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];

function form(fields: string[]): HTMLFormElement {
  const f = document.createElement('form');
  for (const name of fields) {
    const input = document.createElement('input');
    input.name = name;
    input.value = `v-${name}`;
    f.appendChild(input);
  }
  document.body.appendChild(f);
  return f;
}

function store(): TableStore {
  const config = buildConfig({ id: 't', global: GLOBAL_DEFAULTS, markup: {}, template: null, filterModes: {}, hasSearchControl: false });
  return new TableStore(config, [], []);
}

describe('filter form fields named like Object.prototype members', () => {
  // Regression: formValues threw a TypeError for a field named constructor or toString.
  it('formValues reads them as values, without throwing', () => {
    const values = formValues(form(HOSTILE));
    expect(Object.keys(values).sort()).toEqual([...HOSTILE].sort());
    expect(values.constructor).toBe('v-constructor');
    expect(values.__proto__).toBe('v-__proto__');
  });

  it('submitting such a form sets them as filters, and filling it back restores them', () => {
    const f = form(HOSTILE);
    const s = store();
    const off = bindFilterForms(s, [f]);
    f.dispatchEvent(new Event('submit', { cancelable: true }));
    expect({ ...s.query.filters }).toEqual(Object.fromEntries(HOSTILE.map((n) => [n, `v-${n}`])));
    for (const el of Array.from(f.elements) as HTMLInputElement[]) el.value = '';
    fillForm(f, s);
    expect((Array.from(f.elements) as HTMLInputElement[]).map((el) => el.value)).toEqual(HOSTILE.map((n) => `v-${n}`));
    off();
  });

  it('a form field that is not a filter yet reads as empty, not as a prototype member', () => {
    const f = form(['constructor']);
    (f.elements[0] as HTMLInputElement).value = 'x';
    fillForm(f, store());
    expect((f.elements[0] as HTMLInputElement).value).toBe('');
    const withPlainFilters = store();
    withPlainFilters.setQuery({ filters: { status: 'a' } }, 'none');
    fillForm(f, withPlainFilters);
    expect((f.elements[0] as HTMLInputElement).value).toBe('');
  });
});

describe('server-rendered rows whose columns are named like prototype members', () => {
  it('become rows with those fields as own values', () => {
    document.body.innerHTML = `<table data-table="h"><thead><tr>${HOSTILE.map((f) => `<th data-field="${f}">${f}</th>`).join('')}</tr></thead>
      <tbody><tr>${HOSTILE.map((f) => `<td>${f}-cell</td>`).join('')}</tr></tbody></table>`;
    const parsed = readTable(document.querySelector('table')!);
    const row = parsed!.rows![0];
    expect(Object.keys(row).sort()).toEqual([...HOSTILE].sort());
    expect(row.__proto__).toBe('__proto__-cell');
    expect(row.constructor).toBe('constructor-cell');
  });
});
