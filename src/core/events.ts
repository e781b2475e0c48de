/**
 * The public event bus (design.md "Events"). Almanac's own EventManager is a
 * tiny on/off/emit map; when the page already runs a framework EventManager
 * (window.EventManager that is not ours, or window.Now.EventManager) every
 * emit goes through that one instead, so listeners registered with the host
 * hear Almanac. The bus exists only at the public boundary: components and
 * models never talk through it.
 */
export type EventHandler = (arg: any) => unknown;

export interface EventManagerLike {
  on(name: string, handler: EventHandler): unknown;
  off?(name: string, handler?: EventHandler): unknown;
  emit(name: string, arg?: unknown): unknown;
}

export class EventBus implements EventManagerLike {
  #handlers = new Map<string, Set<EventHandler>>();

  /** Subscribe; returns an unsubscribe function. */
  on(name: string, handler: EventHandler): () => void {
    let set = this.#handlers.get(name);
    if (!set) this.#handlers.set(name, (set = new Set()));
    set.add(handler);
    return () => this.off(name, handler);
  }

  /** Remove one handler, or every handler of `name` when none is given. */
  off(name: string, handler?: EventHandler): void {
    if (!handler) this.#handlers.delete(name);
    else this.#handlers.get(name)?.delete(handler);
  }

  /** Call every handler with `arg`; a throwing handler is reported, never propagated. */
  emit(name: string, arg?: unknown): void {
    const set = this.#handlers.get(name);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(arg);
      } catch (error) {
        console.error(`[almanac] handler for "${name}" threw`, error);
      }
    }
  }
}

/** Almanac's own EventManager, exported to `window.EventManager` when the page has none. */
export const eventManager = new EventBus();

/** The host framework's EventManager when the page has one, else null. */
export function hostEventManager(): EventManagerLike | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { EventManager?: EventManagerLike; Now?: { EventManager?: EventManagerLike } };
  const foreign = (em: EventManagerLike | undefined) => (em && em !== eventManager && typeof em.emit === 'function' ? em : null);
  return foreign(w.Now?.EventManager) ?? foreign(w.EventManager);
}

/**
 * Follow a framework event (route:changed, locale:changed, ...): on the
 * EventManager (the host's, else Almanac's) and on document.
 */
export function onPageEvent(name: string, handler: () => void): void {
  document.addEventListener(name, handler);
  try {
    (hostEventManager() ?? eventManager).on(name, handler);
  } catch (error) {
    console.error(`[almanac] host EventManager threw on "${name}"`, error);
  }
}

/** Emit through the host EventManager when present, else through Almanac's own. */
export function emitPublic(name: string, arg: unknown): void {
  const host = hostEventManager();
  if (!host) {
    eventManager.emit(name, arg);
    return;
  }
  try {
    host.emit(name, arg);
  } catch (error) {
    console.error(`[almanac] host EventManager threw on "${name}"`, error);
  }
}

/**
 * Table events: handlers receive `{ detail: payload }` (spec "Events"), except
 * table:filterAction, whose handlers receive the payload itself.
 */
export function emitTableEvent(name: string, payload: object): void {
  emitPublic(name, name === 'table:filterAction' ? payload : { detail: payload });
}

/**
 * Calendar events: through the EventManager and as a DOM CustomEvent on
 * document. The EventManager argument carries the payload both as `detail`
 * (like the DOM event) and spread, so either reading works.
 */
export function emitCalendarEvent(name: string, payload: object): void {
  emitPublic(name, { ...payload, detail: payload });
  if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(name, { detail: payload }));
}
