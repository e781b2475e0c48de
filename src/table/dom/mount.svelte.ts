/**
 * Enhance a <table> in place: the element, its caption, classes, id and
 * data-* stay; the header row, body and caption info are rendered by the
 * Svelte parts mounted into it, the toolbar and pager beside it. The
 * returned teardown restores the original markup exactly.
 */
import { mount, unmount } from 'svelte';
import type { TableStore } from '../store.svelte';
import type { FilterControl } from './markup';
import HeaderRow from '../components/HeaderRow.svelte';
import FilterRow from '../components/FilterRow.svelte';
import Body from '../components/Body.svelte';
import Toolbar from '../components/Toolbar.svelte';
import Footer from '../components/Footer.svelte';
import CaptionInfo from '../components/CaptionInfo.svelte';

type Undo = () => void;

export function mountTable(table: HTMLTableElement, store: TableStore, leafRow: HTMLTableRowElement | null, toolbar: FilterControl[]): Undo {
  const undo: Undo[] = [];
  const doc = table.ownerDocument;
  const parts: Array<Record<string, unknown>> = [];
  const place = (Component: typeof HeaderRow, target: Element, anchor?: Node | null) =>
    parts.push(mount(Component, { target, anchor: anchor ?? undefined, props: { store } }));

  // Header: replace the leaf row; group rows above it (with their colspans) stay.
  let thead = table.tHead;
  if (!thead) {
    thead = table.createTHead();
    const created = thead;
    undo.push(() => created.remove());
  }
  const leafNext = leafRow?.nextSibling ?? null;
  if (leafRow) {
    const row = leafRow;
    const parent = row.parentNode as Node;
    row.remove();
    undo.push(() => parent.insertBefore(row, leafNext && leafNext.parentNode === parent ? leafNext : null));
  }
  place(HeaderRow, thead, leafNext);
  place(FilterRow, thead, leafNext);

  // Body: the server-rendered rows are set aside and come back on destroy.
  let tbody = table.tBodies[0];
  if (!tbody) {
    tbody = table.createTBody();
    const created = tbody;
    undo.push(() => created.remove());
  }
  const original = doc.createDocumentFragment();
  while (tbody.firstChild) original.appendChild(tbody.firstChild);
  const body = tbody;
  undo.push(() => body.appendChild(original));
  place(Body, tbody);

  if (store.config.showCaption) {
    let caption = table.caption;
    if (!caption) {
      caption = table.createCaption();
      caption.className = 'alm-caption';
      const created = caption;
      undo.push(() => created.remove());
    }
    place(CaptionInfo, caption);
  }
  // A table not (yet) in a container has no place for the toolbar and pager.
  if (table.parentNode) {
    place(Toolbar, table.parentNode as Element, table);
    place(Footer, table.parentNode as Element, table.nextSibling);
  }

  undo.push(bindToolbar(store, toolbar));
  undo.push(reflectState(table, store));
  table.classList.add('alm-table');
  undo.push(() => table.classList.remove('alm-table'));

  return () => {
    for (const part of parts) unmount(part);
    for (const u of undo.reverse()) u();
  };
}

/** Toolbar inputs filter as the user types; selects on change. Initial values apply. */
function bindToolbar(store: TableStore, controls: FilterControl[]): Undo {
  const offs = controls.map(({ element, field }) => {
    const type = element.tagName === 'SELECT' ? 'change' : 'input';
    const handler = () => store.setFilter(field, element.value);
    element.addEventListener(type, handler);
    return () => element.removeEventListener(type, handler);
  });
  const initial: Record<string, string> = Object.create(null);
  for (const { element, field } of controls) if (element.value) initial[field] = element.value;
  if (Object.keys(initial).length) store.setFilters(initial);
  // Show filters set elsewhere (setFilters, back/forward) in the page's own controls.
  const stopSync = $effect.root(() => {
    $effect(() => {
      const { filters, search } = store.query;
      for (const { element, field } of controls) {
        const value = field === 'search' ? search : Object.prototype.hasOwnProperty.call(filters, field) ? filters[field] : '';
        if (element.value !== value && element.ownerDocument.activeElement !== element) element.value = value;
      }
    });
  });
  return () => {
    stopSync();
    offs.forEach((off) => off());
  };
}

/** aria-busy and state classes on the table element itself. */
function reflectState(table: HTMLTableElement, store: TableStore): Undo {
  return $effect.root(() => {
    $effect(() => {
      const loading = store.status === 'loading';
      table.classList.toggle('alm-is-loading', loading);
      table.classList.toggle('alm-is-error', store.status === 'error');
      if (loading) table.setAttribute('aria-busy', 'true');
      else table.removeAttribute('aria-busy');
    });
    return () => {
      table.classList.remove('alm-is-loading', 'alm-is-error');
      table.removeAttribute('aria-busy');
    };
  });
}
