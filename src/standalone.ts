// Entry of the script-include bundle (dist/almanac.js): styles, globals, discovery.
import './styles/table.css';
import './styles/calendar.css';
import { eventManager } from './core/events';
import { TableManager } from './table/TableManager';
import { EventCalendar } from './calendar/EventCalendar';

type Globals = Record<string, unknown>;
const w = window as unknown as Globals;

/** Expose `name` on window unless another library owns it (design.md "Build outputs"). */
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
 */
const script = document.currentScript as HTMLScriptElement | null;
const beforeContentLoaded = document.readyState === 'loading'
  || (document.readyState === 'interactive' && !!script && (script.defer || script.type === 'module') && !script.async);
function onReady(fn: () => void): void {
  if (beforeContentLoaded) document.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}

const existing = w.Almanac as Globals | undefined;
if (existing && existing.TableManager) {
  // A second copy on the page would enhance every table twice: the first copy stays in charge.
  console.warn('[almanac] almanac.js is included more than once; the first copy stays in charge');
} else {
  w.Almanac = { EventManager: eventManager, TableManager, EventCalendar };
  expose('EventManager', eventManager);
  expose('TableManager', TableManager);
  expose('EventCalendar', EventCalendar);
  onReady(() => TableManager.discover(document));
  onReady(() => EventCalendar.init());
}
