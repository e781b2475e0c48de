// Entry of the script-include bundle (dist/almanac.js): styles, globals, discovery.
import './styles/table.css';
import { eventManager } from './core/events';
import { TableManager } from './table/TableManager';

type Globals = Record<string, unknown>;
const w = window as unknown as Globals;
const almanac: Globals = { EventManager: eventManager, TableManager };
w.Almanac = almanac;

/** Expose `name` on window unless another library owns it (design.md "Build outputs"). */
function expose(name: string, value: unknown): void {
  if (w[name] === undefined || w[name] === value) w[name] = value;
  else console.warn(`[almanac] window.${name} already exists and is left in place; use window.Almanac.${name}`);
}
expose('EventManager', eventManager);
expose('TableManager', TableManager);

/** Run once the DOM is parsed (or now, when it already is). */
function onReady(fn: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}
onReady(() => TableManager.discover(document));
