/**
 * What <almanac-table> and <almanac-calendar> share (issue 49 items 4 and 5): a custom element that
 * sets its widget up through the widget's own facade (TableManager, EventCalendar: the same markup
 * reader and Svelte components as the script include) on an element it owns, in its light DOM (or
 * in a shadow root with the `shadow` attribute). Its plain attributes are the widget's data-*
 * attributes without `data-` (copied onto the owned element, read by the widget's attribute
 * reader, which also names misspelt ones); its properties are the widget's options; a change of
 * either sets the widget up again (a microtask later, once for a batch). Teardown waits a
 * microtask: an element taken out and put back in one task (a move, React StrictMode) keeps its
 * widget. The widget's events are dispatched again on the element (./events.ts).
 */
import { warn, type WidgetKind } from '../core/warn';
import { route } from './events';
import { adopt } from './shadow';

/** One widget's side. */
export interface Widget {
  kind: WidgetKind;
  /** Its data-* attributes (without the marker): the element's observed attributes, without `data-`. */
  attrs: readonly string[];
  /** Its option names and their defaults (the element's properties), plus its rich properties (`rows`). */
  props: Record<string, unknown>;
  /** The element the widget is set up on: made, or taken from the element's children (read once). */
  own(host: HTMLElement): HTMLElement;
  /** The key its events carry (a table id, the calendar's element). */
  key(host: Host, inner: HTMLElement): unknown;
  /** Set the widget up on `inner` with the element's properties. */
  up(host: Host, inner: HTMLElement): void;
  down(host: Host, inner: HTMLElement): void;
  /** A property that changes the live widget without setting it up again (rows, events); true when done. */
  set?(host: Host, name: string, value: unknown): boolean;
}

/** Attributes an element has as any HTML element: not the widget's. */
const OWN = /^(id|class|style|slot|part|shadow|hidden|title|lang|dir|tabindex|role|is|inert|aria-.*|on.*)$/;

export interface Host extends HTMLElement {
  /** The properties set (option values, rows, events). */
  p: Record<string, unknown>;
  inner?: HTMLElement;
}

/** The element class of `w` (a new class per name: one class cannot be defined twice). */
export function elementClass(w: Widget): CustomElementConstructor {
  class AlmanacElement extends HTMLElement {
    static observedAttributes = w.attrs.map((a) => a.slice(5));
    p: Record<string, unknown> = {};
    inner?: HTMLElement;
    #key: unknown;
    live = false;
    #gone = false;
    #queued = false;
    #copied: string[] = [];

    connectedCallback(): void {
      this.#gone = false;
      if (!this.live) this.#up();
    }

    disconnectedCallback(): void {
      this.#gone = true;
      queueMicrotask(() => this.#gone && !this.isConnected && this.#down());
    }

    adoptedCallback(): void {
      warn(w.kind, this.id || this.localName, 'moved to another document — set up again there');
      this.#down();
    }

    attributeChangedCallback(): void {
      this.again();
    }

    /** Set the widget up again with the current attributes and properties (once per batch of changes). */
    again(): void {
      if (!this.live || this.#queued) return;
      this.#queued = true;
      queueMicrotask(() => {
        this.#queued = false;
        if (this.live) this.#down(), this.#up();
      });
    }

    #up(): void {
      let inner = this.inner;
      if (!inner) {
        // A property set before the element was defined (an app's script ran first) is an own field hiding the setter: set again.
        for (const name of Object.keys(w.props)) if (Object.hasOwn(this, name)) {
          const value = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
        inner = this.inner = w.own(this);
        (this.hasAttribute('shadow') ? adopt(this) : this).append(inner);
      }
      for (const name of this.#copied) inner.removeAttribute(name);
      this.#copied = [];
      for (const { name, value } of this.attributes) {
        if (OWN.test(name)) continue;
        const to = name.startsWith('data-') ? name : `data-${name}`;
        inner.setAttribute(to, value);
        this.#copied.push(to);
      }
      this.live = true;
      // Routed first: the events of the set-up itself (rows given, a first load) reach the element too.
      route((this.#key = w.key(this, inner)), this);
      w.up(this, inner);
    }

    #down(): void {
      if (!this.live) return;
      this.live = false;
      w.down(this, this.inner!);
      route(this.#key, null);
    }
  }
  const proto = AlmanacElement.prototype as unknown as Record<string, unknown>;
  for (const [name, def] of Object.entries(w.props)) {
    if (name in HTMLElement.prototype) continue;
    Object.defineProperty(proto, name, {
      get(this: Host) {
        return this.p[name];
      },
      set(this: Host & AlmanacElement, value: unknown) {
        const type = Array.isArray(def) ? 'array' : def == null ? 'object' : typeof def;
        const fits = value == null || (type === 'array' ? Array.isArray(value) : type === 'object' ? /object|string|function/.test(typeof value) : typeof value === type);
        if (!fits) return warn(w.kind, this.id || this.localName, `property ${name} is ${Array.isArray(value) ? 'an array' : `a ${typeof value}`}, not ${type === 'array' || type === 'object' ? 'an' : 'a'} ${type} — left as it was`);
        this.p[name] = value;
        if (!(this.live && w.set?.(this, name, value))) this.again();
      },
    });
  }
  return AlmanacElement;
}
