// Reading a row's field: the one definition every part of the table uses.
import { getPath } from '../../core/path';
import type { Row } from './types';

/** Read a field; an own property wins, else dotted names reach nested objects (never the prototype). */
export function fieldValue(row: Row, field: string): unknown {
  if (Object.prototype.hasOwnProperty.call(row, field)) return row[field];
  return field.includes('.') ? getPath(row, field) : undefined;
}

/** String(value); '' for null, undefined, and a value whose toString throws (bad input never throws, design.md). */
export function valueText(value: unknown): string {
  try {
    return value == null ? '' : String(value);
  } catch {
    return '';
  }
}
