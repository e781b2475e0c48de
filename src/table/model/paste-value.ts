/**
 * A pasted text as a column's value (issue 46 item 3), pure: each cell of a
 * paste is read by the kind of its column's control, as the control itself
 * would hold it (components/cell-value.ts readValue) — a number with the
 * reader's locale separators (Intl: "1.234,5" in German, "1,234.5" in
 * English), a date as ISO 8601 or in the locale's day/month/year order (a
 * Thai Buddhist-era year read as its Gregorian one), a checkbox's
 * true/false/yes/no/1/0, a select's option by its value or its label. Text
 * that does not parse is no value: `{ bad }` names what it should have been.
 */
import type { ColumnDef } from './types';

/** What a text should have been, when it is no value of its column. */
export type PasteBad = 'number' | 'date' | 'boolean' | 'option';

export type PasteValue = { value: unknown } | { bad: PasteBad };

/** Words a spreadsheet writes for a ticked and an unticked box (Excel TRUE/FALSE, Sheets, Thai). */
const YES = new Set(['true', 'yes', 'y', '1', 'on', 'x', '✓', 'checked', 'จริง', 'ใช่']);
const NO = new Set(['false', 'no', 'n', '0', 'off', '', 'unchecked', 'เท็จ', 'ไม่ใช่']);

/** The group and decimal separators of `locale` (English's when Intl does not know it). */
function separators(locale: string): { group: string; decimal: string } {
  let parts: Intl.NumberFormatPart[] = [];
  try {
    parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  } catch {
    // an unknown locale: English's
  }
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

/** A number written in `locale` ("1,234.5", "1.234,5", "-12", "1 234,5"), or null. Spaces of any width are group marks too. */
export function parseNumber(text: string, locale: string): number | null {
  const { group, decimal } = separators(locale);
  let t = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (group.trim()) t = t.split(group).join('');
  if (decimal !== '.') t = t.split(decimal).join('.');
  t = t.replace(/^\u2212/, '-'); // a typographic minus
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The order of day, month and year in `locale`'s short dates ("dmy", "mdy", "ymd"). */
function dateOrder(locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(2001, 10, 22))
      .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type[0]).join('');
  } catch {
    return 'mdy';
  }
}

/** A real calendar date as `YYYY-MM-DD`, or null (31 February is none). */
function isoDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? `${pad(y, 4)}-${pad(m)}-${pad(d)}` : null;
}

/**
 * A date as `YYYY-MM-DD` (with `time`: `YYYY-MM-DDTHH:mm`), or null: ISO 8601 ("2026-03-04", "2026-03-04 09:30",
 * "2026-03-04T09:30:00Z" keeps its wall time), or day, month and year in `locale`'s order ("4/3/2026" in Thai or
 * British English, "3/4/2026" in American). A year past 2400 in Thai is the Buddhist era's (minus 543); two digits are 20xx.
 */
export function parseDate(text: string, locale: string, time = false): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  let clock = '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2}))?/.exec(t);
  if (iso) {
    [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    if (iso[4]) clock = `${pad(Number(iso[4]))}:${iso[5]}`;
  } else {
    const parts = /^(\d{1,4})[/.\-](\d{1,2})[/.\-](\d{1,4})(?:,?\s+(\d{1,2}):(\d{2}))?$/.exec(t);
    if (!parts) return null;
    const order = dateOrder(locale);
    const nums = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    const at = (c: string) => nums[order.indexOf(c)];
    [y, m, d] = parts[1].length === 4 ? [nums[0], nums[1], nums[2]] : [at('y'), at('m'), at('d')];
    if (parts[4]) clock = `${pad(Number(parts[4]))}:${parts[5]}`;
  }
  if (y < 100) y += 2000;
  else if (y > 2400 && /^th\b/i.test(locale)) y -= 543;
  const date = isoDate(y, m, d);
  if (!date) return null;
  return time ? `${date}T${clock || '00:00'}` : date;
}

/** A select's value from a pasted value or label (labels without regard to case); null when no option has it. */
function parseOption(text: string, column: ColumnDef): string | null {
  const a = column.elementAttrs;
  const t = text.trim();
  if (t === '') return a.allowEmpty ? '' : null;
  const options = Object.entries(a.options ?? {});
  if (options.some(([value]) => value === t)) return t;
  const lower = t.toLocaleLowerCase();
  return options.find(([, label]) => String(label).trim().toLocaleLowerCase() === lower)?.[0] ?? null;
}

/** The value `text` pastes into `column`'s control (its kind: the cell element, else the column's type), or what it should have been. */
export function pasteValue(column: ColumnDef, text: string, locale: string): PasteValue {
  const kind = (column.cellElement || column.type).toLowerCase();
  if (kind === 'number' || kind === 'range') {
    if (text.trim() === '') return { value: null };
    const n = parseNumber(text, locale);
    return n === null ? { bad: 'number' } : { value: n };
  }
  if (kind === 'date' || kind === 'datetime-local') {
    if (text.trim() === '') return { value: '' };
    const date = parseDate(text, locale, kind !== 'date');
    return date === null ? { bad: 'date' } : { value: date };
  }
  if (kind === 'checkbox' || kind === 'switch') {
    const word = text.trim().toLocaleLowerCase();
    if (YES.has(word)) return { value: column.elementAttrs.checkedValue ?? '1' };
    return NO.has(word) ? { value: '' } : { bad: 'boolean' };
  }
  if (kind === 'select') {
    if (column.elementAttrs.multiple) {
      const values = text.split(/[,;\n]/).map((part) => part.trim()).filter(Boolean).map((part) => parseOption(part, column));
      return values.some((v) => v === null) ? { bad: 'option' } : { value: values };
    }
    const value = parseOption(text, column);
    return value === null ? { bad: 'option' } : { value };
  }
  return { value: text };
}
