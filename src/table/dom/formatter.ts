/**
 * Custom formatters (spec rule 4): called with (cell, value, row, attrs).
 * A returned string is HTML the page author chose to produce; a Node is
 * placed inside the cell; a returned cell (the one it was given, or a td of
 * its own) gives its content; undefined means the formatter wrote the cell
 * itself. A formatter that throws warns (once per message) and the cell
 * shows the plain value.
 */
import { describeError } from '../../core/json';
import { warn } from '../../core/warn';
import type { Formatter, Row } from '../model/types';

export function applyFormatter(
  td: HTMLElement,
  tableId: string,
  name: string,
  formatter: Formatter,
  value: unknown,
  row: Row,
  attrs: Record<string, unknown>,
  fallback: string,
): void {
  let result: unknown;
  try {
    result = formatter(td, value, row, attrs);
  } catch (error) {
    warn('table', tableId, `formatter "${name}" threw (${describeError(error)}) — showing the plain value`);
    td.textContent = fallback;
    return;
  }
  if (result === undefined || result === td) return;
  // Regression: a formatter returning its own <td> was inserted into the cell (or the cell into itself: HierarchyRequestError).
  if (result instanceof HTMLTableCellElement) td.replaceChildren(...Array.from(result.childNodes));
  else if (typeof Node !== 'undefined' && result instanceof Node) td.replaceChildren(result);
  else if (result === null) td.textContent = '';
  else td.innerHTML = String(result);
}
