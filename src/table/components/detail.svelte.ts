/**
 * Detail rows of one table (issue 47 item 4): a disclosure column (a store
 * slot: RowToggle.svelte, the responsive collapse's button, in a narrow
 * leading cell) and, under each open row, a full-width panel
 * (DetailPanel.svelte) showing the detail template filled from the row, a
 * Svelte `detail` snippet, or what the detail source answers for the row
 * (with its own loading and error state). Open rows are kept by id (the URL
 * names them: ../dom/detail.ts), else by the row itself. A panel is a row
 * of the table: the slot counts the open ones (aria-rowindex,
 * aria-rowcount). The detail part (../dom/detail.ts) and the Svelte
 * DataTable make one.
 */
import type { Snippet } from 'svelte';
import { BROWSER } from 'esm-env';
import { describeError } from '../../core/json';
import { fetchJson } from '../../core/http';
import { pageUrl } from '../../core/url';
import { detailKey, detailUrl, panelsAbove } from '../model/detail';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import type { Disclosure, ToggleSlot } from './responsive.svelte';
import DetailPanel from './DetailPanel.svelte';
import RowToggle from './RowToggle.svelte';
import { say } from './detail-text';

export interface DetailSpec {
  /** The `<template data-detail-template>` HTML ({{field}} placeholders), or null. */
  template: string | null;
  /** `data-detail-source`: a URL template ({id} and other fields of the row, encoded), or null. */
  source: string | null;
  /** A Svelte app's `detail` snippet: given the row and what the source answered (undefined without one). */
  snippet?: Snippet<[{ row: Row; data: unknown }]>;
  /** One `[almanac] table "id": ...` warning per distinct message. */
  warn(message: string): void;
  /** Enhance the Almanac tables a panel holds (the page path). */
  enhance?(panel: Element): void;
  /** Tear them down again: the panel closes, or its table is torn down (the page path). */
  release?(panel: Element): void;
}

/** A panel's source load: what it shows. */
class DetailLoad {
  status = $state<'loading' | 'error' | 'done'>('loading');
  body = $state.raw<unknown>();
  /** False: nothing a retry can change (the row cannot name its URL). */
  retry = true;
}

export interface DetailSlot extends ToggleSlot {
  rows: DetailRows;
}

export class DetailRows implements Disclosure {
  #open = $state.raw<ReadonlySet<unknown>>(new Set());
  #ids = new WeakMap<Row, string>();
  #count = 0;
  #loads = new Map<unknown, DetailLoad>();
  #aborts = new AbortController();
  /** Told of each change the reader makes (the URL follows: ../dom/detail.ts; a DataTable's bindable `detailOpen`). */
  changed: () => void = () => {};
  readonly slot: DetailSlot;
  /** Open panels above each shown row. */
  #above = $derived.by(() => panelsAbove(this.store.view.rows, (row) => this.isOpen(row)));

  constructor(readonly store: TableStore, readonly spec: DetailSpec) {
    const rows = this;
    this.slot = {
      get label() {
        return say(store, 'detailHeader');
      },
      className: 'alm-toggle-cell',
      start: true,
      Cell: RowToggle,
      Detail: DetailPanel,
      rows,
      under: (row) => (row ? this.#above.before.get(row) ?? 0 : this.#above.total),
    };
  }

  /** The button's name. */
  name(row: string): string {
    return say(this.store, 'showDetail', { row });
  }

  /** Whether the row's panel shows. */
  isOpen(row: Row): boolean {
    return this.#open.has(key(row));
  }

  /** The id of the row's panel (its button controls it). */
  idOf(row: Row): string {
    let id = this.#ids.get(row);
    if (!id) this.#ids.set(row, (id = `${this.store.id}-detail-${++this.#count}`));
    return id;
  }

  /** Open or close the row's panel. */
  toggle(row: Row): void {
    const next = new Set(this.#open);
    if (!next.delete(key(row))) next.add(key(row));
    this.set(next);
  }

  /** The open rows' ids (rows without one are left out). */
  get ids(): string[] {
    return [...this.#open].filter((k): k is string => typeof k === 'string');
  }

  /** Open exactly these (ids; rows kept by themselves stay as they are); `told`: a reader's change (the URL follows). */
  set(open: Iterable<unknown>, told = true): void {
    this.#open = new Set(open);
    if (told) this.changed();
  }

  /** The load of the row's source: started on first use, kept while the table lives (a windowed panel shown again does not load again). */
  load(row: Row, again = false): DetailLoad {
    // (Called while the panel is drawn: a new load's state is its own, so it is only written once it is kept.)
    const k = key(row);
    const known = this.#loads.get(k);
    if (known && !again) return known;
    // The server (a Svelte app's HTML) says the panel is loading; the browser loads it.
    if (!BROWSER) return new DetailLoad();
    const done = known ?? new DetailLoad();
    if (known) done.status = 'loading';
    const filled = detailUrl(this.spec.source!, row);
    const url = 'url' in filled ? pageUrl(filled.url) : null;
    if (!url) {
      this.spec.warn('missing' in filled ? `data-detail-source: the row has no "${filled.missing}" — its details are not loaded` : `data-detail-source "${this.spec.source}" is not a same-origin URL — details are not loaded`);
      (done.status = 'error'), (done.retry = false);
    } else {
      fetchJson(url, { signal: this.#aborts.signal }).then(
        ({ body }) => ((done.body = body), (done.status = 'done')),
        (error: unknown) => {
          if (this.#aborts.signal.aborted) return;
          this.spec.warn(`data-detail-source: ${describeError(error)} — the panel says so and offers a retry`);
          done.status = 'error';
        },
      );
    }
    this.#loads.set(k, done);
    return done;
  }

  /** Stop: requests under way are dropped. */
  stop(): void {
    this.#aborts.abort();
  }
}

const key = (row: Row): unknown => detailKey(row) ?? row;
