/**
 * Pinned columns and a sticky header (issue 44 item 3), in the columns part (./column-resize.ts):
 * dom/features.ts loads it at start for a table with data-sticky-header, pinned columns
 * (data-pin, a th's data-pinned) or pins in its URL, and otherwise when the
 * reader first points at or into the table or a column is first pinned. It
 * keeps the stuck cells in place (./pin-layout.svelte.ts, with the part's
 * stylesheet), gives columns that come with the data (data-dynamic-columns)
 * the markup's pins, and keeps the pins in the table's URL state
 * (`pin=name:start,total:end`, left out while they are the markup's):
 * restored on load and on back/forward, bad entries warned about.
 */
import '../../styles/table-pin.css';
import { initialPins, type Pins } from '../model/column-pins';
import { formatPins, parsePinParam, pinChanges, samePins } from '../model/pin-state';
import type { TableStore } from '../store.svelte';
import type { FeatureContext } from './feature';
import { followPins } from './pin-layout.svelte';

export function startPin({ store, table, warn }: FeatureContext): Array<() => void> {
  for (const c of store.columns) if (c.pinned && c.pinned !== 'start' && c.pinned !== 'end') warn(`column "${c.field}": data-pinned "${c.pinned}" is not "start" or "end" — not pinned`);
  /** The pins the markup gives (the URL leaves them out); again when columns come with the data. */
  let initial = initialPins(store.columns, store.config.pin);
  const url = store.config.urlKeys ? followUrl(store, `${store.config.urlKeys.prefix}pin`, () => initial, warn) : null;
  const stops = [followPins(table, store)];
  if (url) stops.push(url.stop);
  let columns = store.columns;
  stops.push(store.listen((name) => {
    if (name !== 'table:loaded' || store.columns === columns) return;
    columns = store.columns;
    const next = initialPins(columns, store.config.pin);
    if (samePins(store.pins, initial)) setPins(store, next);
    initial = next;
    url?.apply();
  }));
  return stops;
}

/**
 * The pins in the address bar under `name`: read now (when the columns are there) and on back/forward,
 * written (pushState, once per change however many columns it moved) when the pins change otherwise.
 */
function followUrl(store: TableStore, name: string, initial: () => Pins, warn: (message: string) => void) {
  let applying = false;
  let queued = false;
  const apply = () => {
    if (!store.columns.length) return;
    const text = new URLSearchParams(location.search).get(name);
    const next = text === null ? initial() : parsePinParam(text, store.columns, (problem) => warn(`URL parameter ${name}=${text}: ${problem} — left out`));
    if (samePins(next, store.pins)) return;
    applying = true;
    setPins(store, next);
    applying = false;
  };
  const write = () => {
    queued = false;
    const params = new URLSearchParams(location.search);
    if (samePins(store.pins, initial())) params.delete(name);
    else params.set(name, formatPins(store.pins, store.columns));
    const search = params.toString();
    if (search === location.search.slice(1)) return;
    history.pushState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  };
  const unlisten = store.listen((event) => {
    if (event === 'table:columnPin' && !applying && !queued) (queued = true), queueMicrotask(write);
  });
  // Pins set before the part came (the change that loaded it) reach the URL; else the URL's pins apply.
  if (new URLSearchParams(location.search).has(name) || samePins(store.pins, initial())) apply();
  else write();
  addEventListener('popstate', apply);
  return {
    apply,
    stop: () => {
      unlisten();
      removeEventListener('popstate', apply);
    },
  };
}

/** Make the table's pins `next`, a column at a time (each one told: table:columnPin). */
function setPins(store: TableStore, next: Pins): void {
  for (const [field, side] of pinChanges(store.pins, next)) store.setPin(field, side);
}
