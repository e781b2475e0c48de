/**
 * Custom formatters (spec rule 4): called with (cell, value, row, attrs).
 * A returned string is HTML the page author chose to produce; a Node is
 * inserted; undefined means the formatter wrote the cell itself.
 */
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
    warn('table', tableId, `formatter "${name}" threw (${(error as Error).message}) — showing the plain value`);
    td.textContent = fallback;
    return;
  }
  if (result === undefined) return;
  if (typeof Node !== 'undefined' && result instanceof Node) td.replaceChildren(result);
  else if (result === null) td.textContent = '';
  else td.innerHTML = String(result);
}
