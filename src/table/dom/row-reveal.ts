/**
 * Bringing an added or copied row into view (editable rows,
 * components/rows.svelte.ts): in a windowed table (200+ rows) it may not be
 * rendered yet, so the table's scroll box (or the window) scrolls to where it
 * will be; once it is there, focus goes into it.
 */

/**
 * Scroll to where row `index` of a windowed body will be: the table's own
 * scroll box if it is in one (a wrapper that scrolls vertically), else the
 * window. The body places rows by its own estimate of a row's height (the
 * spacer rows stand for the rows not rendered): scroll by the same estimate.
 */
export function scrollToRow(table: HTMLTableElement, index: number, count: number): void {
  const body = table.tBodies[0];
  const spacers = body ? Array.from(body.querySelectorAll('tr.alm-spacer')) : [];
  if (spacers.length < 2 || index < 0) return;
  const [top, bottom] = [spacers[0].getBoundingClientRect(), spacers[spacers.length - 1].getBoundingClientRect()];
  const hidden = count - body!.querySelectorAll('tr[data-id]').length;
  const height = hidden > 0 ? (top.height + bottom.height) / hidden : 0;
  if (!(height > 0)) return;
  const box = scrollBox(table);
  const view = box ? box.getBoundingClientRect() : { top: 0, height: window.innerHeight };
  (box ?? window).scrollBy({ top: top.top + index * height - view.top - view.height / 2 });
}

/** The nearest ancestor of the table that scrolls vertically, or null (the window). */
function scrollBox(table: HTMLTableElement): HTMLElement | null {
  for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight) return el;
  }
  return null;
}

/** A new row takes focus at its first form control, else at its Copy button (`deleteButton`: the row's Delete). */
export function focusRow(deleteButton: HTMLButtonElement | undefined): void {
  const tr = deleteButton?.closest('tr');
  const target = tr?.querySelector<HTMLElement>('.alm-cell-control') ?? tr?.querySelector<HTMLElement>('.alm-row-copy');
  target?.focus();
}
