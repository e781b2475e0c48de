/**
 * Enhance a <table> in place: the element, its caption, classes, id and
 * data-* stay; one Svelte root (TableParts) renders the header row, body and
 * caption info into the table and the toolbar and pager beside it. The
 * returned teardown restores the original markup exactly.
 */
import { flushSync, mount, unmount } from 'svelte';
import type { TableStore } from '../store.svelte';
import type { FilterControl } from './markup';
import type { Spot, TableSpots } from './place';
import TableParts from '../components/TableParts.svelte';

type Undo = () => void;

export function mountTable(table: HTMLTableElement, store: TableStore, leafRow: HTMLTableRowElement | null, toolbar: FilterControl[]): Undo {
  const undo: Undo[] = [];
  // Rows are counted from the page's group rows above the header row (issue 44 item 7).
  store.groups = leafRow?.rowIndex ?? 0;
  const spots: TableSpots = { head: headSpot(table, leafRow, undo), body: bodySpot(table, store, undo) };
  if (store.config.showCaption) spots.caption = captionSpot(table, undo);
  if (table.tFoot || store.config.showFooter || store.config.footerAggregates) spots.foot = table;
  // A table not (yet) in a container has no place for the toolbar and pager.
  const parent = table.parentNode;
  if (parent) spots.beside = { toolbar: { parent, before: table }, footer: { parent, before: table.nextSibling } };
  const name = table.getAttribute('aria-label')?.trim() || store.id;
  const root = mount(TableParts, { target: table.ownerDocument.createElement('div'), props: { store, spots, name } });
  // The parts are in the page when initTable returns, as they were with one root per part.
  flushSync();

  undo.push(bindToolbar(store, toolbar), follow(table, store, toolbar, table.tFoot ? table.tFoot.rows.length : +!!store.config.footerAggregates));
  // A table without a class attribute gets none back (not class="").
  const classless = !table.hasAttribute('class');
  table.classList.add('alm-table');
  undo.push(() => (classless ? table.removeAttribute('class') : table.classList.remove('alm-table')));

  return () => {
    unmount(root);
    for (const u of undo.reverse()) u();
  };
}

/** Header: the parts replace the leaf row; group rows above it (with their colspans) stay. */
function headSpot(table: HTMLTableElement, leafRow: HTMLTableRowElement | null, undo: Undo[]): Spot {
  const thead = own(table.tHead, () => table.createTHead(), undo);
  const leafNext = leafRow?.nextSibling ?? null;
  if (leafRow) {
    const parent = leafRow.parentNode as Node;
    leafRow.remove();
    undo.push(() => parent.insertBefore(leafRow, leafNext && leafNext.parentNode === parent ? leafNext : null));
  }
  return { parent: thead, before: leafNext };
}

/**
 * Body: the server-rendered rows are set aside and come back on destroy. While the table's rows wait
 * for the parts their columns name (store.held), the page's rows stay: they go when the table's own
 * are drawn, in the same update, so that a cell never shows a plain value in between.
 */
function bodySpot(table: HTMLTableElement, store: TableStore, undo: Undo[]): Spot {
  const tbody = own(table.tBodies[0], () => table.createTBody(), undo);
  const original = table.ownerDocument.createDocumentFragment();
  const page = Array.from(tbody.childNodes);
  const aside = () => original.append(...page.filter((node) => node.parentNode === tbody));
  let kept = store.held;
  if (!kept) aside();
  else {
    undo.push($effect.root(() => {
      $effect(() => {
        if (kept && !store.held) (kept = false), aside();
      });
    }));
  }
  undo.push(() => tbody.appendChild(original));
  return { parent: tbody, before: null };
}

function captionSpot(table: HTMLTableElement, undo: Undo[]): Spot {
  const make = () => Object.assign(table.createCaption(), { className: 'alm-caption' });
  return { parent: own(table.caption, make, undo), before: null };
}

/** The page's element, or one made for the table and removed on destroy. */
function own<T extends Element>(found: T | null | undefined, make: () => T, undo: Undo[]): T {
  if (found) return found;
  const made = make();
  undo.push(() => made.remove());
  return made;
}

/** Toolbar inputs filter as the user types; selects on change. Initial values apply. */
function bindToolbar(store: TableStore, controls: FilterControl[]): Undo {
  const listening = new AbortController();
  const initial: Record<string, string> = Object.create(null);
  for (const { element, field } of controls) {
    const type = element.tagName === 'SELECT' ? 'change' : 'input';
    element.addEventListener(type, () => store.setFilter(field, element.value), { signal: listening.signal });
    if (element.value) initial[field] = element.value;
  }
  if (Object.keys(initial).length) store.setFilters(initial);
  return () => listening.abort();
}

/**
 * The page follows the store: the toolbar's controls show filters set
 * elsewhere (setFilters, back/forward), the table element carries aria-busy
 * and the state classes, and aria-rowcount (issue 44 item 7): the header rows, every row of
 * every page, the open detail panels and the `foot` rows.
 */
function follow(table: HTMLTableElement, store: TableStore, controls: FilterControl[], foot: number): Undo {
  return $effect.root(() => {
    $effect(() => {
      const { filters, search } = store.query;
      for (const { element, field } of controls) {
        const value = field === 'search' ? search : Object.prototype.hasOwnProperty.call(filters, field) ? filters[field] : '';
        if (element.value !== value && element.ownerDocument.activeElement !== element) element.value = value;
      }
    });
    $effect(() => {
      const loading = store.status === 'loading';
      table.classList.toggle('alm-is-loading', loading);
      table.classList.toggle('alm-is-error', store.status === 'error');
      if (loading) table.setAttribute('aria-busy', 'true');
      else table.removeAttribute('aria-busy');
      table.setAttribute('aria-rowcount', store.above + foot as never);
    });
    return () => {
      table.classList.remove('alm-is-loading', 'alm-is-error');
      table.removeAttribute('aria-busy');
      table.removeAttribute('aria-rowcount');
    };
  });
}
