/**
 * Observed discovery, opt-in (issue 49 item 3): `init({observe: true})`
 * watches the whole document, `data-almanac-observe` on an element watches
 * that container. The observer itself is a lazy part (./observe.ts), loaded
 * only when a page asks for it; this is the eager hook each widget calls
 * with its own `scan` (core/ knows neither widget).
 */
import { lazy } from './lazy';
import type { Scan } from './observe';

export function watch(all: unknown, scan: Scan): void {
  if (all === true || document.querySelector('[data-almanac-observe]')) lazy(() => import('./observe'), 'nothing observed').then((m) => m.start(all, scan), () => {});
}
