// Entry of the script-include bundle (dist/almanac.js): styles, globals, discovery.
import './styles/table.css';
import './styles/calendar.css';
import { eventManager } from './core/events';
import { TableManager } from './table/TableManager';
import { EventCalendar } from './calendar/EventCalendar';

type Globals = Record<string, unknown>;
const w = window as unknown as Globals;
const almanac: Globals = { EventManager: eventManager, TableManager };
almanac.EventCalendar = EventCalendar;
w.Almanac = almanac;

/** Expose `name` on window unless another library owns it (design.md "Build outputs"). */
function expose(name: string, value: unknown): void {
  if (w[name] === undefined || w[name] === value) w[name] = value;
  else console.warn(`[almanac] window.${name} already exists and is left in place; use window.Almanac.${name}`);
}
expose('EventManager', eventManager);
expose('TableManager', TableManager);
expose('EventCalendar', EventCalendar);

/**
 * Run on DOMContentLoaded, or now when that has passed. Waiting for it even
 * when the script is deferred lets later deferred page scripts call
 * TableManager.init and subscribe to events before the first render.
 */
function onReady(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else document.addEventListener('DOMContentLoaded', fn, { once: true });
}
onReady(() => TableManager.discover(document));
onReady(() => EventCalendar.init());
