/**
 * What the calendar's pointer gestures share (moving an event, resizing it,
 * selecting a range; issue 23 items 2–4), one code path for mouse, pen and
 * touch: a press becomes the gesture only after the pointer travelled a few
 * pixels (mouse, pen) or after a long press (touch), so a click or a tap
 * still does what it did and a finger that moves at once still scrolls; the
 * gesture then holds the pointer, follows it (the page or time grid
 * scrolling at its edges: ./edge-scroll.ts) and ends when it is let go;
 * Escape, a cancelled pointer or the calendar going put things back. The
 * click that a release makes does not also click what is under it.
 * Each gesture says what a press is and what following, releasing and
 * cancelling do (./edit-pointer.ts, ./resize-pointer.ts, ./select-pointer.ts).
 */
import { EdgeScroll } from './edge-scroll';

/** Pixels a mouse or pen travels before a press becomes a move (or a selection). */
const DRAG_DISTANCE = 5;
/** Milliseconds a finger rests on an event (or a day) before it can be moved (or select); a shorter touch is a tap or a scroll. */
const LONG_PRESS = 450;

/** A press that may become a gesture. */
export interface Press {
  id: number;
  touch: boolean;
  x: number;
  y: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** The gesture is under way (the pointer travelled far enough, or the finger rested long enough). */
  started: boolean;
}

/** The fields of a press from its pointer-down. */
export function pressOf(e: PointerEvent): Press {
  return { id: e.pointerId, touch: e.pointerType === 'touch', x: e.clientX, y: e.clientY, timer: null, started: false };
}

/** How a started gesture ends without being let go: Escape (said), a cancelled pointer or the calendar going (quiet). */
export type Cancel = 'escape' | 'pointer' | 'gone';

/** The click that ends a drag does not also click what is under it (open an event, click a day). */
function swallowClick(e: MouseEvent): void {
  e.preventDefault();
  e.stopPropagation();
}

/**
 * Called as a press is let go: swallows the click that release makes, if it makes one. That click comes
 * in the same task as the release; the next press ends the swallowing too, so a release that makes no
 * click cannot take the user's next click (a timer alone could run after the next press's input).
 */
function swallowReleaseClick(root: HTMLElement): void {
  const stop = () => {
    clearTimeout(timer);
    root.removeEventListener('click', swallowClick, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  root.addEventListener('click', swallowClick, true);
  document.addEventListener('pointerdown', stop, true);
  const timer = setTimeout(stop, 0);
}

export abstract class PointerGesture<P extends Press> {
  protected press: P | null = null;
  readonly #scroll: EdgeScroll;

  constructor(readonly root: HTMLElement) {
    this.#scroll = new EdgeScroll(root, (x, y) => this.press?.started && this.follow(this.press, x, y));
  }

  /** A primary button's press that may become this gesture, or null when it is not this gesture's. */
  protected abstract pressAt(e: PointerEvent): P | null;
  /** The gesture starts; false when it cannot (the press is dropped). */
  protected abstract begin(p: P): boolean;
  /** The pointer is at x, y. */
  protected abstract follow(p: P, x: number, y: number): void;
  /** The pointer was let go. */
  protected abstract release(p: P): void;
  /** The gesture ends without being let go. */
  protected abstract cancel(p: P, how: Cancel): void;
  /** Whether the gesture is in a time grid (its scroller scrolls at the edges before the window). */
  protected abstract inGrid(p: P): boolean;
  /** The element that holds the pointer while the gesture is under way. */
  protected holder(_p: P): HTMLElement {
    return this.root;
  }
  /** A pointer that moves with no press of this gesture. */
  protected hover(_e: PointerEvent): void {}
  /** What else ends with a press (a ghost, a cursor). */
  protected cleanUp(_p: P): void {}

  end = () => {
    const p = this.press;
    if (!p) return;
    if (p.timer) clearTimeout(p.timer);
    const holder = this.holder(p);
    if (p.started && holder.hasPointerCapture?.(p.id)) holder.releasePointerCapture(p.id);
    this.press = null;
    this.#scroll.stop();
    document.removeEventListener('keydown', this.onEscape, true);
    this.cleanUp(p);
  };

  #start(p: P) {
    if (!this.begin(p)) return this.end();
    p.started = true;
    try {
      this.holder(p).setPointerCapture(p.id);
    } catch {
      /* the pointer is already gone */
    }
    document.addEventListener('keydown', this.onEscape, true);
  }

  onDown = (e: PointerEvent) => {
    if (this.press || !e.isPrimary || e.button !== 0) return;
    const p = this.pressAt(e);
    if (!p) return;
    if (p.touch) p.timer = setTimeout(() => this.press === p && this.#start(p), LONG_PRESS);
    this.press = p;
  };

  onMove = (e: PointerEvent) => {
    const p = this.press;
    if (!p) return this.hover(e);
    if (e.pointerId !== p.id) return;
    if (!p.started) {
      const far = Math.hypot(e.clientX - p.x, e.clientY - p.y) > DRAG_DISTANCE;
      // A finger that moves before the long press is a scroll; a mouse that moves far enough starts the gesture.
      if (far && p.touch) this.end();
      else if (far) this.#start(p);
      if (!p.started) return;
    }
    e.preventDefault();
    this.follow(p, e.clientX, e.clientY);
    this.#scroll.at(e.clientX, e.clientY, this.inGrid(p));
  };

  onUp = (e: PointerEvent) => {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    this.end();
    if (!p.started) return; // a click or a tap: it does what it did
    swallowReleaseClick(this.root);
    this.release(p);
  };

  onEscape = (e: KeyboardEvent) => {
    const p = this.press;
    if (e.key !== 'Escape' || !p?.started) return;
    e.preventDefault();
    e.stopPropagation();
    this.end();
    this.cancel(p, 'escape');
    // The button is still down: the click its release makes clicks nothing either.
    document.addEventListener('pointerup', () => swallowReleaseClick(this.root), { once: true, capture: true });
  };

  onCancel = (e: PointerEvent) => {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    this.end();
    if (p.started) this.cancel(p, 'pointer');
  };

  /** A finger that rested long enough moves, resizes or selects instead of scrolling the page. */
  onTouchMove = (e: Event) => {
    if (this.press?.started) e.preventDefault();
  };

  /** A mouse drag selects no text. */
  onSelectStart = (e: Event) => {
    if (this.press && !this.press.touch) e.preventDefault();
  };

  /** Listen on the root; returns what stops listening (a gesture under way is put back, nothing said). */
  listen(): () => void {
    const listeners: Array<[string, EventListener, AddEventListenerOptions?]> = [
      ['pointerdown', this.onDown as EventListener],
      ['pointermove', this.onMove as EventListener],
      ['pointerup', this.onUp as EventListener],
      ['pointercancel', this.onCancel as EventListener],
      ['touchmove', this.onTouchMove, { passive: false }],
      ['selectstart', this.onSelectStart],
    ];
    for (const [name, listener, options] of listeners) this.root.addEventListener(name, listener, options);
    return () => {
      const p = this.press;
      this.end();
      if (p?.started) this.cancel(p, 'gone');
      for (const [name, listener] of listeners) this.root.removeEventListener(name, listener);
    };
  }
}
