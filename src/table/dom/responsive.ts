/**
 * Phone widths (issue 44 item 6), a part: dom/features.ts loads it for a
 * table with data-responsive (DataTable's `responsive`) only.
 *
 * - `collapse`: the table's box (its parent element) is watched
 *   (ResizeObserver); whenever it changes or the rows are drawn again, the
 *   columns are measured (./responsive-measure.ts) and model/responsive.ts
 *   decides which collapse (TableStore.collapse: not hidden by the reader —
 *   export and the column chooser still see them). While any is collapsed,
 *   each row has a disclosure button and a detail row
 *   (components/responsive.svelte.ts).
 * - `cards`: below `data-cards-below` px of box width the table has the class
 *   alm-cards (the part's stylesheet shows each row as a card) and its parts
 *   explicit table roles (display: block drops them in some browsers); each
 *   body cell gets `data-label`, its column's label, which the stylesheet
 *   shows before the value (./responsive-cards.ts).
 *
 * A value other than collapse or cards, or a cards width that is not a
 * positive number: one warning, the rest applied.
 *
 * Detail rows (./detail.ts) come in this part too: both put rows under rows
 * with the same disclosure button, and one part is one file list in the
 * page's bundle (a table with either loads both: a few KB).
 */
import '../../styles/table-responsive.css';
import { tick } from 'svelte';
import { OpenRows, type ToggleSlot } from '../components/responsive.svelte';
import { fitColumns, sameFields, showsCards } from '../model/responsive';
import type { FeatureContext } from './feature';
import { followCards } from './responsive-cards';
import { measureColumns } from './responsive-measure';

export { startDetail } from './detail';

const CARDS_BELOW = 600;

export function startResponsive({ store, table, warn }: FeatureContext): Array<() => void> {
  const { responsive: mode, cardsBelow } = store.config;
  if (mode !== 'collapse' && mode !== 'cards') return (warn(`data-responsive "${mode}" is not collapse or cards — the table keeps its layout`), []);
  const box = table.parentElement;
  // (A browser without ResizeObserver, or a table not in the page: it keeps its layout.)
  if (!box || typeof ResizeObserver !== 'function') return [];
  let below = cardsBelow;
  if (!(below > 0) || !Number.isFinite(below)) (warn(`data-cards-below "${below}" is not a positive number of pixels — cards below ${CARDS_BELOW} px`), (below = CARDS_BELOW));
  let width = 0;
  let wide = 0;
  const stops: Array<() => void> = [];
  const decide = mode === 'collapse' ? collapser(store, table, () => width, stops) : carder(store, table, () => showsCards(width, below), stops);
  // The box, and the table itself: a windowed table's rows change as the reader scrolls, and with them its width.
  const observer = new ResizeObserver((entries) => {
    let changed = false;
    for (const { target, contentRect } of entries) {
      if (target === box && contentRect.width !== width) (width = contentRect.width), (changed = true);
      if (target === table && contentRect.width !== wide) (wide = contentRect.width), (changed = true);
    }
    if (changed) decide();
  });
  observer.observe(box);
  if (mode === 'collapse') observer.observe(table);
  return [() => observer.disconnect(), store.listen((name) => name === 'table:render' && decide()), () => stops.forEach((stop) => stop())];
}

/** Collapse: measure, fit, collapse; again once the new layout is drawn (at most a few passes: widths settle). */
function collapser(store: FeatureContext['store'], table: HTMLTableElement, box: () => number, stops: Array<() => void>): () => void {
  // (A DataTable drawn collapsed from its `collapsed` hint has the disclosure column already: it is kept.)
  const given = store.slots.find((slot) => (slot as ToggleSlot).rows instanceof OpenRows) as ToggleSlot | undefined;
  const rows = (given?.rows as OpenRows | undefined) ?? new OpenRows(store);
  // The widest each column has been (and the rest of a row): what a windowed table shows changes as
  // the reader scrolls, and columns must not come and go with it. New rows measure afresh.
  const widths = new Map<string, number>();
  let fixed = 0;
  stops.push(store.listen((name) => name === 'table:loaded' && (widths.clear(), (fixed = 0))));
  let shown = !!given;
  let passes = 0;
  const decide = () => {
    if (!store.loaded || store.held || !table.isConnected) return;
    const measured = measureColumns(table, widths);
    fixed = Math.max(fixed, measured.fixed);
    const columns = store.columns.filter((c) => c.visible).map((c) => ({ field: c.field, priority: c.priority, width: widths.get(c.field) ?? 0 }));
    const next = fitColumns({ columns, fixed, control: measured.control, box: box() });
    const now = new Set(store.columns.filter((c) => c.collapsed).map((c) => c.field));
    if (!sameFields(next, now)) store.collapse(next);
    if (shown !== next.size > 0) store.setSlot(rows.slot, (shown = next.size > 0));
    if (sameFields(next, now) || ++passes > 3) return void (passes = 0);
    void tick().then(decide);
  };
  stops.push(() => {
    store.setSlot(rows.slot, false);
    store.collapse(new Set());
  });
  return () => ((passes = 0), decide());
}

/** Cards: on below the width, off at or above it. */
function carder(store: FeatureContext['store'], table: HTMLTableElement, on: () => boolean, stops: Array<() => void>): () => void {
  let stop: (() => void) | null = null;
  stops.push(() => stop?.());
  return () => {
    if (on() === !!stop) return;
    if (stop) (stop(), (stop = null));
    else stop = followCards(store, table);
  };
}
