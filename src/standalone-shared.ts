// What every script-include bundle does on load (almanac.js, almanac-table.js,
// almanac-calendar.js; design.md "Build outputs"): define window.Almanac and
// the window globals, or join the window.Almanac an earlier Almanac script
// made, and start its widgets when the DOM is ready.
import type { EventBus } from './core/events';

type Globals = Record<string, unknown>;
const w = window as unknown as Globals;

/** The widgets a bundle brings, by their global name. */
export type Widgets = Partial<Record<'TableManager' | 'EventCalendar', unknown>>;

/** Expose `name` on window unless another library owns it. */
function expose(name: string, value: unknown): void {
  if (w[name] === undefined || w[name] === value) w[name] = value;
  else console.warn(`[almanac] window.${name} already exists and is left in place; use window.Almanac.${name}`);
}

/**
 * Run on DOMContentLoaded when it is still to come, else now. A deferred
 * script runs before DOMContentLoaded (readyState 'interactive'): waiting
 * lets later deferred page scripts call TableManager.init and subscribe to
 * events before the first render. An async or injected script may run after
 * DOMContentLoaded with readyState still 'interactive': it runs now.
 * Read while the bundle's own script runs (document.currentScript).
 */
const script = document.currentScript as HTMLScriptElement | null;
const beforeContentLoaded = document.readyState === 'loading'
  || (document.readyState === 'interactive' && !!script && (script.defer || script.type === 'module') && !script.async);
function onReady(fn: () => void): void {
  if (beforeContentLoaded) document.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}

type Bus = Pick<EventBus, 'on' | 'off' | 'emit'>;
const isBus = (value: unknown): value is Bus =>
  !!value && typeof (value as Bus).on === 'function' && typeof (value as Bus).emit === 'function';

/**
 * Install one bundle. `file` names it in warnings; `start` runs each widget's
 * discovery (keyed like `widgets`) on DOM ready.
 *
 * - First Almanac script on the page: window.Almanac = { EventManager, ...widgets }.
 * - A later one joins it: each widget not yet there is added, with the
 *   EventManager already on window.Almanac. Every bundle carries its own copy
 *   of core/events; the joining copy emits through window.EventManager (it is
 *   "foreign" to that copy, so core/events treats it as the host bus), and its
 *   own EventManager is made to forward to the shared one, so even a page that
 *   removed window.EventManager has one bus.
 * - A widget already there (the same file twice, almanac.js after
 *   almanac-table.js, ...) is not started again: one warning names it.
 */
export function install(file: string, eventManager: EventBus, widgets: Widgets, start: Partial<Record<keyof Widgets, () => void>>): void {
  const existing = w.Almanac as Globals | undefined;
  const shared = existing && isBus(existing.EventManager) ? existing.EventManager : null;
  if (!existing || !shared) {
    w.Almanac = { EventManager: eventManager, ...widgets };
    expose('EventManager', eventManager);
  } else if (shared !== eventManager) {
    const bus = eventManager as unknown as Bus;
    bus.on = (name, handler) => shared.on(name, handler);
    bus.off = (name, handler) => shared.off?.(name, handler);
    bus.emit = (name, arg) => shared.emit(name, arg);
  }
  const almanac = w.Almanac as Globals;
  const names = Object.keys(widgets) as Array<keyof Widgets>;
  const twice = names.filter((name) => existing && shared && almanac[name] !== undefined);
  if (twice.length) {
    console.warn(`[almanac] ${twice.join(' and ')} ${twice.length > 1 ? 'are' : 'is'} included more than once (again by ${file}); the first copy stays in charge`);
  }
  for (const name of names) {
    if (twice.includes(name)) continue;
    almanac[name] = widgets[name];
    expose(name, widgets[name]);
    const run = start[name];
    if (run) onReady(run);
  }
}
