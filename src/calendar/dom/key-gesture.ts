/**
 * What the calendar's keyboard gestures share (picking up an event, selecting
 * a range; the keys of the drag-and-drop pattern): Space on one of its
 * targets starts a gesture, arrows step it (with Shift: its end), Space or
 * Enter finishes it, Escape, Tab or focus leaving the calendar cancel it.
 * The Space or Enter that starts or finishes a gesture does not also click
 * the button it was pressed on. Listens on the root in the capture phase,
 * so the calendar's own keys (navigation, roving focus) do not see the keys
 * a gesture uses.
 */
import { visualKey } from '../model/keys';

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

export abstract class KeyGesture {
  #swallowKeyUp = false;

  /** `targets`: a selector of the elements Space starts the gesture on. */
  constructor(readonly root: HTMLElement, readonly targets: string) {}

  /** Whether a gesture is under way. */
  protected abstract get active(): boolean;
  /** Space on `target`: start there, or say why not; false when the key is not this gesture's. */
  protected abstract begin(target: HTMLElement): boolean;
  /** An arrow, as seen on screen (mirrored under dir="rtl"), with Shift or not. */
  protected abstract arrow(key: string, shift: boolean): void;
  /** Finish the gesture (Space, Enter) or cancel it (Escape, Tab, focus leaving). */
  abstract finish(done: boolean): void;

  onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    if (!this.active) {
      const target = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>(this.targets) : null;
      if (e.key !== ' ' || !target || !this.root.contains(target) || !this.begin(target)) return;
      this.#swallowKeyUp = true;
    } else if (e.key === 'Tab') return this.finish(false);
    else {
      const key = visualKey(e.key, getComputedStyle(this.root).direction === 'rtl');
      if (key === ' ' || key === 'Enter') {
        this.#swallowKeyUp = true;
        this.finish(true);
      } else if (key === 'Escape') this.finish(false);
      else if (ARROWS.has(key)) this.arrow(key, e.shiftKey);
    }
    e.preventDefault();
    e.stopPropagation();
  };

  /** A button is clicked on Space's key up: the key that started or finished a gesture does not also click it. */
  onKeyUp = (e: KeyboardEvent) => {
    if (!this.#swallowKeyUp || (e.key !== ' ' && e.key !== 'Enter')) return;
    this.#swallowKeyUp = false;
    e.preventDefault();
  };

  /** Focus that leaves the calendar cancels the gesture. */
  onFocusOut = (e: FocusEvent) => {
    if (this.active && e.relatedTarget instanceof Node && !this.root.contains(e.relatedTarget)) this.finish(false);
  };

  /** Listen on the root; returns what stops listening. */
  listen(): () => void {
    const { root } = this;
    root.addEventListener('keydown', this.onKeyDown, true);
    root.addEventListener('keyup', this.onKeyUp, true);
    root.addEventListener('focusout', this.onFocusOut);
    return () => {
      root.removeEventListener('keydown', this.onKeyDown, true);
      root.removeEventListener('keyup', this.onKeyUp, true);
      root.removeEventListener('focusout', this.onFocusOut);
    };
  }
}
