/**
 * Custom formatters (spec rule 4): called with (cell, value, row, attrs).
 * A returned string is HTML the page author chose to produce; a Node is
 * placed inside the cell; a returned cell (the one it was given, or a td of
 * its own) gives its content; undefined means the formatter wrote the cell
 * itself. A formatter that throws leaves the cell empty, with one warning
 * per column and formatter (the first error's message in it); then it returns false.
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
): boolean {
  try {
    const result = formatter(td, value, row, attrs);
    if (result === undefined || result === td) return true;
    // Regression: a formatter returning its own <td> was inserted into the cell (or the cell into itself: HierarchyRequestError).
    if (result instanceof HTMLTableCellElement) td.replaceChildren(...Array.from(result.childNodes));
    else if (typeof Node !== 'undefined' && result instanceof Node) td.replaceChildren(result);
    else if (result === null) td.textContent = '';
    else td.innerHTML = String(result); // inside the try: a returned value whose toString throws is the formatter's failure
    return true;
  } catch (error) {
    const where = `column "${attrs.field}": formatter "${name}" threw`;
    warn('table', tableId, `${where} (${describeError(error)}) — the cell is empty`, where);
    td.textContent = '';
    return false;
  }
}
