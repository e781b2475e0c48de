/**
 * Almanac.defineElements (issue 49 item 4): define <almanac-table> and <almanac-calendar>, or
 * other names (`{table: 'x-grid'}`; `false` leaves one out). A name already defined is left as it
 * is, with one warning; an invalid name is one warning; nothing throws.
 */
import { warn } from '../core/warn';
import { elementClass, type Widget } from './base';
import { calendar, calendarMethods } from './calendar';
import { tapEvents } from './events';
import { table, tableMethods } from './table';

export interface ElementNames {
  table?: string | false;
  calendar?: string | false;
}

const WIDGETS: Array<[keyof ElementNames, Widget, (proto: Record<string, unknown>) => void]> = [
  ['table', table, tableMethods],
  ['calendar', calendar, calendarMethods],
];

export function defineElements(names: ElementNames = {}): void {
  if (typeof customElements === 'undefined') return;
  tapEvents();
  for (const [key, widget, methods] of WIDGETS) {
    const name = names?.[key] ?? `almanac-${key}`;
    if (name === false) continue;
    try {
      if (customElements.get(name)) throw new Error('it is already defined');
      const made = elementClass(widget);
      methods(made.prototype as unknown as Record<string, unknown>);
      customElements.define(name, made);
    } catch (error) {
      warn(widget.kind, null, `defineElements: <${String(name)}> not defined (${(error as Error).message})`);
    }
  }
}
