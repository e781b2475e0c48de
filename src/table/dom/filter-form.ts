/**
 * The external filter form (spec "Filter bindings"): form[data-table-filter]
 * submits without a page reload, every non-empty field goes to the API under
 * its own name (pageSize and search included), the page resets to 1, and the
 * response's options fill selects whose name matches. The forms chunk
 * (the forms part), loaded by a table that has such a form
 * (dom/attach.ts); until it arrives a submit is the browser's own.
 */
import { handleAuthError, notify } from '../../core/host-ui';
import { authFailure } from '../../core/http';
import { toLookup } from '../model/cells';
import type { TableStore } from '../store.svelte';
import { formFieldNames } from './form-names';
import { sayer, sayShared } from './say';
import { selectOptions } from '../../core/select-options';

/** In English (README "Languages"). */
export const TEXT = { formForbidden: 'You do not have permission to view these results.' };
const say = sayer(TEXT);

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export { formFieldNames };

/**
 * Non-empty values by name; several values of one name are joined with
 * commas. Prototype-free: fields named `constructor`, `toString` or
 * `__proto__` are values like any other.
 */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const byName = new Map<string, string[]>();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const list = byName.get(name);
    if (list) list.push(value.trim());
    else byName.set(name, [value.trim()]);
  }
  const out: Record<string, string> = Object.create(null);
  for (const [name, values] of byName) out[name] = values.join(',');
  return out;
}

/** Put the query's filters (and search, pageSize) back into the form's fields. */
export function fillForm(form: HTMLFormElement, store: TableStore): void {
  const q = store.query;
  for (const name of formFieldNames(form)) {
    const own = Object.prototype.hasOwnProperty.call(q.filters, name) ? q.filters[name] : '';
    const value = name === 'search' ? q.search : name === 'pageSize' ? (q.pageSize ? String(q.pageSize) : '') : own;
    for (const el of Array.from(form.elements) as Field[]) {
      if (el.name !== name) continue;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) el.checked = value.split(',').includes(el.value);
      else if (el instanceof HTMLSelectElement && el.multiple) selectOptions(el, value.split(','));
      else el.value = value;
    }
  }
}

/**
 * After a load: a select whose restored value (URL state) had no option yet
 * is selected now that the response's options exist. Nothing else is
 * touched — a field the reader is editing keeps what they typed.
 */
export function selectRestored(form: HTMLFormElement, store: TableStore): void {
  const q = store.query;
  for (const select of Array.from(form.querySelectorAll('select[name]')) as HTMLSelectElement[]) {
    const wanted = Object.prototype.hasOwnProperty.call(q.filters, select.name) ? q.filters[select.name] : '';
    if (select.value !== '' || !wanted) continue;
    selectOptions(select, wanted.split(','));
  }
}

/** Rebuild the options of selects named like a key of `options`, keeping an empty first option and the value. */
export function fillSelectOptions(form: HTMLFormElement, options: Record<string, unknown>): void {
  for (const select of Array.from(form.querySelectorAll('select[name]')) as HTMLSelectElement[]) {
    if (!Object.prototype.hasOwnProperty.call(options, select.name)) continue;
    const lookup = toLookup(options[select.name]);
    if (!lookup) continue;
    const keep = select.value;
    const blank = Array.from(select.options).find((o) => o.value === '');
    select.replaceChildren(...(blank ? [blank] : []));
    for (const [value, text] of lookup) select.add(new Option(text, value));
    select.value = keep;
  }
}

/**
 * Wire submit and reset of every filter form of a table; returns the
 * unbinding. A submission answered 401 or 403 stays on the page (spec
 * "Authentication" 2): 403 is told in a notification, 401 goes to the host's
 * authentication error handler, else a notification too.
 */
export function bindFilterForms(store: TableStore, forms: HTMLFormElement[]): () => void {
  // Whether the load in flight is a form's: a later load replaces it (the store drops the older answer).
  let submitting = false;
  let ours = false;
  const unlisten = store.listen((name, payload) => {
    if (name === 'table:loading') ours = submitting;
    else if (name === 'table:error' && ours && payload.action === 'load') {
      ours = false;
      const failure = authFailure(payload.error);
      if (failure === 'forbidden') notify('error', say(store, 'formForbidden'));
      else if (failure && !handleAuthError(payload.error)) notify('error', sayShared(store, 'signedOut'));
    }
  });
  const offs = forms.map((form) => {
    const owned = formFieldNames(form);
    const apply = () => {
      const values = formValues(form);
      const patch: Record<string, string> = Object.create(null);
      for (const name of owned) patch[name] = values[name] ?? '';
      submitting = true;
      try {
        store.setFilters(patch, false, 'form');
      } finally {
        submitting = false;
      }
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      apply();
    };
    // 'reset' fires before the fields are cleared; read them on the next task.
    const onReset = () => setTimeout(apply, 0);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('reset', onReset);
    };
  });
  return () => (unlisten(), offs.forEach((off) => off()));
}
