/**
 * Scrolling at the edges (issue 23 item 2) while a pointer moves or resizes
 * an event or selects a range: when the pointer rests near the top or
 * bottom edge of the scrolling area — the time grid's own scroller when the
 * gesture is in the grid and it can still scroll that way, else the window —
 * that area scrolls, a frame at a time, faster the closer the pointer is,
 * and the gesture follows (`follow` is called with the pointer's last place
 * after each step, so the ghost or the selection tracks what is under it).
 */

/** Pixels from an edge where scrolling starts, and the most a frame scrolls. */
const EDGE_ZONE = 40;
const MAX_STEP = 18;

/** How far to scroll for a pointer at `y` in the span top..bottom: negative up, positive down, 0 outside the zones. */
function stepAt(y: number, top: number, bottom: number): number {
  const zone = Math.min(EDGE_ZONE, (bottom - top) / 4);
  if (y < top + zone) return -Math.ceil(Math.min(1, (top + zone - y) / zone) * MAX_STEP);
  if (y > bottom - zone) return Math.ceil(Math.min(1, (y - bottom + zone) / zone) * MAX_STEP);
  return 0;
}

/** Scroll `el` (or the window) by `step`; whether it moved. */
function scrollBy(el: HTMLElement | null, step: number): boolean {
  if (!step) return false;
  if (el) {
    const before = el.scrollTop;
    el.scrollTop += step;
    return el.scrollTop !== before;
  }
  const before = window.scrollY;
  window.scrollBy(0, step);
  return window.scrollY !== before;
}

export class EdgeScroll {
  #x = 0;
  #y = 0;
  #grid = false;
  #frame = 0;

  constructor(readonly root: HTMLElement, readonly follow: (x: number, y: number) => void) {}

  /** The pointer is at x, y (`grid`: the gesture is in the time grid); scrolls from the next frame while it rests in a zone. */
  at(x: number, y: number, grid: boolean): void {
    [this.#x, this.#y, this.#grid] = [x, y, grid];
    if (!this.#frame) this.#frame = requestAnimationFrame(this.#tick);
  }

  stop(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  #tick = () => {
    this.#frame = 0;
    if (!this.#scroll()) return;
    this.follow(this.#x, this.#y);
    this.#frame = requestAnimationFrame(this.#tick);
  };

  /** One frame's scroll: the time grid first (its visible part's edges), then the window. */
  #scroll(): boolean {
    const [x, y] = [this.#x, this.#y];
    const grid = this.#grid ? this.root.querySelector<HTMLElement>('.ec-tg-scroll') : null;
    if (grid) {
      const box = grid.getBoundingClientRect();
      if (x >= box.left && x <= box.right && scrollBy(grid, stepAt(y, Math.max(box.top, 0), Math.min(box.bottom, innerHeight)))) return true;
    }
    return scrollBy(null, stepAt(y, 0, innerHeight));
  }
}
