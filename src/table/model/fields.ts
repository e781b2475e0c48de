// Reading a row's field: the one definition every part of the table uses.
import { getPath } from '../../core/path';
import type { Row } from './types';

/** Read a field; an own property wins, else dotted names reach nested objects (never the prototype). */
export function fieldValue(row: Row, field: string): unknown {
  if (Object.prototype.hasOwnProperty.call(row, field)) return row[field];
  return field.includes('.') ? getPath(row, field) : undefined;
}

/** String(value), or undefined when it cannot be had (a toString that throws: bad input never throws, design.md). */
export function valueText(value: unknown): string | undefined {
  try {
    return String(value);
  } catch {
    return undefined;
  }
}
