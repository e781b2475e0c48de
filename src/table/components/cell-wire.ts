/**
 * A rendering of a cell control and its Entry (./cell-entry.svelte.ts):
 * commits (a change event, or Enter in a one-line field) and no edit lost
 * (issue "TableManager IV" 3).
 *
 * Rows are rendered again as new DOM whenever their row object changes (a
 * refresh, a reload, a sort, an edit of another cell of the row). When the
 * rendering of a control that has focus, holds unsaved changes or is saving
 * goes, what it holds is kept in its Entry; the next rendering of the same
 * control id takes it: the value, focus and caret. A control with unsaved
 * changes whose row left the rendered rows (scrolled out of a windowed table,
 * filtered out) stays kept, without focus, while its row is in the table's
 * rows: it comes back with its value when the row renders again. Entries no
 * rendering takes by the end of the task are dropped, and all of a table's
 * once it is destroyed (or made again).
 */
import { commit } from './cell-save';
import { isDirty, type Entry, type TableState } from './cell-entry.svelte';
import { caret, rawOf, restoreRaw, snapshot, type Control } from './cell-value';

/** Tables with a rendering gone in this task (their entries are swept at its end). */
const sweeps = new Set<TableState>();
/** The store each mounted table renders now (a table made again has a new one). */
const hosts = new WeakMap<Element, unknown>();

/**
 * The attachment of a control's element: listens, and takes over what the last rendering held;
 * `show` puts the row's value in it when there is nothing to take over (a select's selection).
 */
export function wire(state: TableState, entry: Entry, warn: (message: string) => void, show?: (el: Control) => void) {
  return (el: Control) => {
    entry.mounts++;
    const off = listen(state, entry, el, warn);
    let live = true;
    // The rendering this one replaces may go later in the same update: then this one takes over after it.
    if (!entry.el) take(entry, el, show);
    // Once the element is in the page.
    queueMicrotask(() => {
      if (!live) return;
      if (entry.el !== el) take(entry, el, show);
      placed(entry, el);
    });
    return () => {
      live = false;
      off();
      release(state, entry, el);
    };
  };
}

function take(entry: Entry, el: Control, show?: (el: Control) => void): void {
  const before = entry.el;
  if (before && before !== el) keep(entry, before); // two renderings at once: the newest wins
  entry.el = el;
  const draft = entry.draft;
  entry.draft = null;
  if (draft && (entry.sending !== null || draft.snap !== entry.base)) restoreRaw(el, draft.raw);
  else {
    show?.(el);
    if (entry.sending === null) entry.base = snapshot(el, entry.kind, entry.checkedValue);
  }
}

/** The element is in the page: its table is known, focus and caret come back. */
function placed(entry: Entry, el: Control): void {
  entry.host = el.closest('table');
  if (entry.host) hosts.set(entry.host, entry.store);
  ownList(el);
  refocus(entry);
}

/** Two controls with one id (a table on the page twice): the second's datalist gets an id of its own. */
function ownList(el: Control): void {
  const id = el.getAttribute('list');
  const list = id ? el.parentElement?.querySelector(`datalist[id="${CSS.escape(id)}"]`) : null;
  if (!id || !list || document.getElementById(id) === list) return;
  let n = 2;
  while (document.getElementById(`${id}-${n}`)) n++;
  list.id = `${id}-${n}`;
  el.setAttribute('list', list.id);
}

/** Keep what `el` holds in its entry (its rendering goes). */
function keep(entry: Entry, el: Control): void {
  const focused = entry.focused || document.activeElement === el;
  entry.draft = { raw: rawOf(el), snap: snapshot(el, entry.kind, entry.checkedValue), value: entry.value() };
  entry.focused = focused;
  entry.selection = caret(el) ?? entry.selection;
  entry.el = null;
}

/** A rendering goes: a focused, unsaved or saving control is kept for the next one; others are dropped at the end of the task. */
function release(state: TableState, entry: Entry, el: Control): void {
  entry.mounts--;
  if (entry.el !== el) return; // the next rendering has it already
  const held = entry.focused || document.activeElement === el || isDirty(entry);
  keep(entry, el);
  if (!held) entry.draft = null;
  if (!sweeps.size) setTimeout(() => [...sweeps].forEach(dropKept));
  sweeps.add(state);
}

function listen(state: TableState, entry: Entry, el: Control, warn: (message: string) => void): () => void {
  const now = () => commit(state, entry, warn);
  // After the event's task: a Tab first moves focus (the commit re-renders the row), and a change
  // the browser fires because a re-render moved the focused field (a sort) is not a commit.
  const later = () => setTimeout(() => (entry.moved ? (entry.moved = false) : now()));
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || !(el instanceof HTMLInputElement) || /^(checkbox|range|color)$/.test(el.type)) return;
    event.preventDefault();
    now();
  };
  // A pointer press while focused means the user moved focus away (even onto nothing).
  const onPointer = () => (entry.pointer = true);
  const onFocus = () => {
    entry.focused = true;
    entry.pointer = false;
    document.addEventListener('pointerdown', onPointer, true);
  };
  const onBlur = (event: FocusEvent) => {
    document.removeEventListener('pointerdown', onPointer, true);
    if (event.relatedTarget || entry.pointer) {
      entry.focused = false;
      // Left with a change the browser did not report (it did, before a re-render moved the field).
      if (entry.sending === null && isDirty(entry)) later();
      return;
    }
    // Focus lost to nothing without the user: the row was moved (a sort) or removed (a re-render).
    entry.selection = caret(el);
    entry.moved = true;
    setTimeout(() => (entry.moved = false));
    queueMicrotask(() => refocus(entry));
  };
  const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (event: HTMLElementEventMap[K]) => void) => (el as HTMLElement).addEventListener(type, fn);
  on('change', later);
  on('keydown', onKey);
  on('focus', onFocus);
  on('blur', onBlur);
  return () => {
    el.removeEventListener('change', later);
    (el as HTMLElement).removeEventListener('keydown', onKey);
    el.removeEventListener('focus', onFocus);
    (el as HTMLElement).removeEventListener('blur', onBlur);
    document.removeEventListener('pointerdown', onPointer, true);
  };
}

/**
 * Give focus and caret back to a control that lost them to a re-render; one
 * no rendering holds waits for the next, and focus the page put elsewhere
 * (or a window in the background) is left alone.
 */
function refocus(entry: Entry): void {
  const el = entry.el;
  const active = document.activeElement;
  if (!entry.focused || !el?.isConnected || (active && active !== document.body) || !document.hasFocus()) return;
  el.focus({ preventScroll: true });
  if (!entry.selection) return;
  try {
    (el as HTMLInputElement).setSelectionRange(...entry.selection);
  } catch {
    // this input type has no caret (number, date...)
  }
}

/**
 * Entries no rendering took: their rows left the rendered rows. One with
 * unsaved changes waits while its table is mounted with the same store and
 * its row is still there; the others are dropped.
 */
function dropKept(state: TableState): void {
  sweeps.delete(state);
  for (const [id, entry] of [...state.entries]) {
    if (entry.el || entry.mounts > 0) continue;
    const { store, host, row } = entry;
    const mounted = !!host?.classList.contains('alm-table') && hosts.get(host) === store;
    if (entry.draft && mounted && isDirty(entry) && store.rows.some((r) => r === row || String(r.id) === String(row.id))) {
      entry.focused = false;
      continue;
    }
    state.entries.delete(id);
    entry.abort = null;
  }
}
