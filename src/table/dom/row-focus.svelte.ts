/**
 * Keyboard users keep their place when new rows replace the ones shown (a
 * reload, an automatic refresh, setData, a delete): focus on a control of a
 * body row (its checkbox, a row action) that the render removed goes to the
 * control at the same place in the row with the same data-id, else in the
 * row now at the same position, else in the last row (issue 14 item 1:
 * focus is never lost to <body>). Part of the row-actions part, loaded by
 * tables with checkboxes or actions (dom/features.ts). It follows the rows
 * the store shows: an effect runs once the DOM shows them.
 */
import { untrack } from 'svelte';
import type { FeatureContext } from './feature';

const CONTROLS = 'input, select, textarea, button, a[href], [tabindex]';

interface Place {
  el: Element;
  id: string | null;
  row: number;
  index: number;
}

export function keepRowFocus({ store, table }: FeatureContext): () => void {
  let place: Place | null = null;
  const onFocus = (event: FocusEvent) => {
    const el = event.target as Element;
    const tr = el instanceof Element && table.tBodies[0]?.contains(el) ? el.closest('tr') : null;
    place = tr && { el, id: tr.getAttribute('data-id'), row: tr.sectionRowIndex, index: [...tr.querySelectorAll(CONTROLS)].indexOf(el) };
  };
  document.addEventListener('focusin', onFocus);
  const restore = () => {
    const active = document.activeElement;
    if (!place || place.el.isConnected || (active && active !== document.body)) return;
    const rows = [...(table.tBodies[0]?.rows ?? [])].filter((tr) => tr.querySelector(CONTROLS));
    const row = rows.find((tr) => place!.id !== null && tr.getAttribute('data-id') === place!.id) ?? rows[place.row] ?? rows.at(-1);
    const controls = row ? [...row.querySelectorAll<HTMLElement>(CONTROLS)] : [];
    (controls[place.index] ?? controls[0])?.focus();
  };
  const stop = $effect.root(() => {
    $effect(() => {
      void store.view.rows;
      untrack(restore);
    });
  });
  return () => {
    document.removeEventListener('focusin', onFocus);
    stop();
  };
}
