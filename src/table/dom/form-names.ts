/**
 * The field names of an external filter form: read when the table is set up
 * (its URL keys, whether it has a search field), before the forms chunk
 * (./filter-form.ts) arrives.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Names of the form's own fields (buttons excluded). */
export function formFieldNames(form: HTMLFormElement): string[] {
  const names = new Set<string>();
  for (const el of Array.from(form.elements) as Field[]) {
    if (el.name && !['submit', 'button', 'reset', 'image'].includes(el.type)) names.add(el.name);
  }
  return [...names];
}
