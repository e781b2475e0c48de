/** How drag reorder's parts look (./row-drag.ts): inline styles, which stay in the drag part instead of every table page's stylesheet. */
import { STYLE, styled } from './row-kit';

/** The library's dragged element (a copy of the row) becomes a small label at the cursor. */
export function makeGhost(el: HTMLElement, name: string, x: number, y: number): void {
  el.className = 'alm-drag-ghost';
  el.removeAttribute('data-id');
  el.setAttribute('aria-hidden', 'true');
  el.replaceChildren(`⠿ ${name}`);
  styled(el, { ...STYLE.ghost, display: 'block', width: 'auto', height: 'auto', transition: 'none', left: `${x + 12}px`, top: `${y + 8}px` });
}

/** A disabled handle (the table is sorted) looks and says so. */
export function disable(handle: HTMLElement, off: boolean): void {
  handle.setAttribute('aria-disabled', String(off));
  handle.style.opacity = off ? '0.4' : '';
  handle.style.cursor = off ? 'not-allowed' : 'grab';
}

/** The held row's place: the dashed placeholder (class alm-drag-placeholder, and the cells' style). */
export function placeholder(tr: HTMLTableRowElement | null | undefined, on: boolean): void {
  if (!tr) return;
  tr.style.visibility = '';
  tr.classList.toggle('alm-drag-placeholder', on);
  for (const td of Array.from(tr.cells)) styled(td, STYLE.placeholder, on);
}
