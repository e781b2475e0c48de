/**
 * The window of a grouped table holding every row on one page (issue 47 item 6; in the grouped body's lazy
 * part, GroupedBody.svelte): which items of its flat list (header rows and the rows of open groups,
 * ../model/group-window.ts itemSlice) are drawn, and the spacer rows' heights standing for the rest. As the
 * plain body's window (Body.svelte, ../model/window.ts): the page scrolls, the drawn rows' mean height is
 * measured once and again when the drawn rows are a quarter off it (see watch); the window follows scrolling a
 * frame later. Also the focus of a header row the window let go: it is given back when the row
 * is drawn again while nothing else took it, and a header row the keyboard moves to out of the window is
 * scrolled to, then focused once drawn.
 */
import { windowSlice } from '../model/window';

export class GroupWindow {
  /**
   * Before the first measurement: the rows the viewport holds at 24 px a row (the server: a 768 px viewport;
   * not esm-env's BROWSER, which the eager bundle would then export to this lazy part).
   */
  readonly #unmeasured = { start: 0, end: Math.ceil((typeof window === 'undefined' ? 768 : window.innerHeight) / 24) };
  range = $state.raw(this.#unmeasured);
  height = $state(0);
  /** The top spacer row (its top is where item 0 would be). */
  spacer = $state.raw<HTMLTableRowElement>();
  /** The header row (its path) holding the focus, kept while the window lets its row go. */
  holding: string | null = null;
  /** The header row (its path) to focus once drawn (the keyboard moved to it out of the window). */
  pending: string | null = null;
  #measured = false;
  #count = 0;

  /** The items drawn of `count` (until the next measurement a shorter list starts from the top) and the spacers' heights. */
  slice(count: number): { start: number; end: number; before: number; after: number } {
    const r = this.range.start < count ? this.range : this.#unmeasured;
    const end = Math.min(r.end, count);
    return { start: r.start, end, before: r.start * this.height, after: Math.max(0, count - end) * this.height };
  }

  /** Measure the drawn rows and place the window; true when it moved (measured again next frame to settle). */
  #measure(): boolean {
    const top = this.spacer;
    if (!top) return false;
    let height = 0;
    let count = 0;
    // A row's detail (responsive collapse, a detail panel) is not an item: its height widens the window.
    let details = 0;
    for (let row = top.nextElementSibling; row && !row.classList.contains('alm-spacer'); row = row.nextElementSibling) {
      const h = row.getBoundingClientRect().height;
      if (row.classList.contains('alm-detail-row')) details += h;
      else (height += h), count++;
    }
    if (count && (!this.#measured || Math.abs(height / count - this.height) > this.height / 4)) {
      this.height = height / count;
      this.#measured = true;
    }
    const { start, end } = windowSlice(top.getBoundingClientRect().top, window.innerHeight + details, this.height, this.#count);
    const next = { start, end };
    if (next.start === this.range.start && next.end === this.range.end) return false;
    this.range = next;
    return true;
  }

  /**
   * Follow scrolling and resizing over a list of `count` items (called in an effect, again for each new list); returns
   * the stop. Unlike the plain body, the mean height is kept over lists and widths while the drawn rows stay within
   * a quarter of it: header rows and data rows differ in height, and the drawn ones differ from list to list (a
   * group opened or closed) and with the columns' widths, which (the table laid out automatically) follow the
   * rows drawn; measured anew each time, the mean would move every row far down the list, and the window with it.
   */
  watch(count: number): () => void {
    this.#count = count;
    const top = this.spacer;
    if (!top) return () => {};
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => {
        frame = 0;
        if (this.#measure()) schedule();
      });
    };
    // Measured once the frame that lays the rows out is painted (the observer's first call), and again when the body's width changes.
    let width = 0;
    let painted = 0;
    const sized = new ResizeObserver(([{ contentRect }]) => {
      if (contentRect.width !== width) (width = contentRect.width), (painted = window.setTimeout(() => this.#measure() && schedule()));
    });
    sized.observe(top.parentElement!);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      sized.disconnect();
      clearTimeout(painted);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
    };
  }

  /** Scroll item `at` of the list to the middle of the viewport (the window then draws it). */
  reveal(at: number): void {
    const top = this.spacer;
    if (!top || !(this.height > 0)) return;
    scrollBy({ top: top.getBoundingClientRect().top + at * this.height - innerHeight / 2, behavior: 'instant' });
  }

  /** A header row is drawn (an attachment): focused when the keyboard moved to it, or when it held the focus before the window let it go. */
  drawn(tr: HTMLTableRowElement, path: string): void {
    const active = document.activeElement;
    if (path !== this.pending && !(path === this.holding && (!active || active === document.body))) return;
    this.pending = null;
    tr.focus({ preventScroll: true });
  }

  /**
   * A header row took the focus (GroupedBody's focusin and focusout, which Svelte delegates: focus and blur
   * listeners would bring its event function into the bundle every table page loads).
   */
  focused(path: string): void {
    this.holding = path;
  }

  /** A header row lost the focus: let go unless the window took the row away (the focus then went with it). */
  blurred(tr: HTMLTableRowElement, path: string): void {
    queueMicrotask(() => {
      if (tr.isConnected && this.holding === path) this.holding = null;
    });
  }
}
