/**
 * Select the options of a `<select>` whose values are `values` (several in a multiple select), for
 * selects whose options are not a component's own: cell controls (table/components/cell-value.ts)
 * and the page's filter forms (table/dom/filter-form.ts). A single select given no value shows none.
 * (A component's own select takes its one value through core/select-value.ts.)
 */
export function selectOptions(select: HTMLSelectElement, values: readonly string[]): void {
  for (const option of select.options) option.selected = values.includes(option.value);
  if (!values.length && !select.multiple) select.selectedIndex = -1;
}
