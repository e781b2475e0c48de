/**
 * Case-insensitive substring tests for filters and search, with no index:
 * a keystroke reads each row's values and lower-cases them as it goes
 * only where a cheap test says the text may match (it holds one of the
 * needle's characters in a case that lower-cases to it), stops at the first
 * column of a row that matches, and skips number values for a text no
 * number's text contains. Nothing is built ahead of the first
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
 * English letters, the most frequent first: a needle's rarest letter is the best one to look for;
 * i and k come first, as they have three keys to look for.
 */
const BY_FREQUENCY = 'iketaonsrhldcumfpgwybvxjqz';
/** The characters other than A–Z whose lower case holds an ASCII letter (İ is "i̇", the Kelvin sign is k). */
const EXOTIC: Record<string, string> = { i: '\u0130', k: '\u212a' };

/**
 * The characters a text must hold one of for its lower case to contain
 * `needle` (lower-cased): one ASCII character of the needle, the rarest
 * letter if it has one (i or k only if it has no other), with every character that lower-cases to it (its
 * capital, and İ or the Kelvin sign for i and k). '' when the needle has no
 * ASCII character: then there is nothing to look for first.
 */
export function needleKeys(needle: string): string {
  let best = '';
  let rank = -1;
  for (const ch of needle) {
    if (ch > '\u007f') continue;
    const r = ch >= 'a' && ch <= 'z' ? BY_FREQUENCY.indexOf(ch) + 1 : 0;
    if (r > rank) [best, rank] = [ch, r];
  }
  return rank > 0 ? best + best.toUpperCase() + (EXOTIC[best] ?? '') : best;
}

/** A test of a text: whether its lower case contains `needle`, lower-casing only a text that holds one of its keys. */
function textContains(needle: string): (text: string) => boolean {
  const keys = needleKeys(needle);
  if (!keys) return (text) => text.toLowerCase().includes(needle);
  const [a, b = a, c = b] = keys;
  return (text) => (text.includes(a) || (b !== a && (text.includes(b) || (c !== b && text.includes(c))))) && text.toLowerCase().includes(needle);
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The test "the lower-cased raw value of `field` contains `needle`" (non-empty),
 * reading the value as fieldValue does. A plain field name is read directly
 * and whether the row owns it is asked only of a value that may match: one it
 * does not own reads as undefined, which no needle matches.
 */
function rawContains(field: string, needle: string, contains: (text: string) => boolean): (row: Row) => boolean {
  const numbers = numberMayContain(needle);
  const value = (v: unknown) => (typeof v === 'string' ? contains(v) : (numbers || typeof v !== 'number') && contains(valueText(v)));
  if (field.includes('.')) return (row) => value(fieldValue(row, field));
  return (row) => {
    const v = row[field];
    return v !== undefined && value(v) && hasOwn.call(row, field);
  };
}

/**
 * The test "the cell of `column` contains `needle`" (lower-cased) for a row:
 * `cellHaystack(row, column, textOf).includes(needle)`, without making that
 * string.
 */
export function columnContains(column: ColumnDef, needle: string, textOf: FilterContext['textOf']): (row: Row) => boolean {
  if (!needle) return () => true;
  const contains = textContains(needle);
  const raw = rawContains(column.field, needle, contains);
  if (!column.format) return raw;
  // A needle with the separator may match across raw and display text: test the joined text.
  if (needle.includes(JOIN)) return (row) => cellHaystack(row, column, textOf).includes(needle);
  return (row) => raw(row) || contains(textOf(row, column));
}
