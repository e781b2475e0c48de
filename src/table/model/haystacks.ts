/**
 * Case-insensitive substring tests for filters and search, with no index:
 * a keystroke reads each row's values and lower-cases them as it goes
 * (cheap: V8 returns a string with nothing to lower-case as it is), stops at
 * the first column of a row that matches, and skips number values for a
 * text no number's text contains. Nothing is built ahead of the first
 * keystroke and nothing is kept after it (issue 24: a 100,000-row table
 * holds no index; formatted columns' display texts come from the store's
 * text cache).
 */
import type { ColumnDef, Row } from './types';
import { fieldValue, valueText } from './fields';
import type { FilterContext } from './query';

// Case-insensitive matching uses toLowerCase: locale-independent and much faster on 100k rows.
export const lower = (v: unknown) => (typeof v === 'string' ? v : valueText(v)).toLowerCase();

/** Between a formatted cell's raw text and its display text: a needle holding it matches across both. */
const JOIN = '\u0001';

/**
 * What a cell matches: its lower-cased raw value and, for a formatted column,
 * its display text, joined by a separator no typed text contains. The
 * definition `columnContains` tests without building it.
 */
export function cellHaystack(row: Row, column: ColumnDef, textOf: FilterContext['textOf']): string {
  const raw = lower(fieldValue(row, column.field));
  // Without a format the display text is the raw text: match it once.
  return column.format ? `${raw}${JOIN}${lower(textOf(row, column))}` : raw;
}

/** Characters of a number's text, lower-cased: digits, `.`, `-`, `+`, `e` and those of "nan" and "infinity". */
const NUMBER_TEXT = /^[\d.+\-enaifty]*$/;

/** Whether the text of some number (String(n), lower-cased) may contain `needle`: false when it has another character. */
export function numberMayContain(needle: string): boolean {
  return NUMBER_TEXT.test(needle);
}

/**
 * The test "the cell of `column` contains `needle`" (lower-cased, non-empty)
 * for a row: `cellHaystack(row, column, textOf).includes(needle)`, without
 * making that string.
 */
export function columnContains(column: ColumnDef, needle: string, textOf: FilterContext['textOf']): (row: Row) => boolean {
  const field = column.field;
  const numbers = numberMayContain(needle);
  const raw = (row: Row) => {
    const v = fieldValue(row, field);
    if (typeof v === 'string') return v.toLowerCase().includes(needle);
    return (numbers || typeof v !== 'number') && lower(v).includes(needle);
  };
  if (!column.format) return raw;
  // A needle with the separator may match across raw and display text: test the joined text.
  if (needle.includes(JOIN)) return (row) => cellHaystack(row, column, textOf).includes(needle);
  return (row) => raw(row) || lower(textOf(row, column)).includes(needle);
}
