/**
 * Row templates (spec: a <template> in the tbody with {{field}} placeholders).
 * Part of the template chunk (a dynamic import): a table with a row
 * template loads it before its first rows show (dom/attach.ts).
 */
import { fillHtml, type Refuse } from '../../core/html-fill';
import { fieldValue, valueText } from './fields';
import type { Row } from './types';

/**
 * Fill `{{field}}` placeholders (dotted paths allowed) by where they stand
 * (core/html-fill.ts): text is escaped; an attribute is escaped and, when it
 * holds a URL (href, src, srcset...), checked with the one URL policy; an
 * attribute that would carry a script or data URL, code or markup is
 * dropped and reported through `onRefused(field, attribute)` (optional: the
 * component passes none). A missing value fills as '' (and `onMissing(field)`
 * hears of a field the row does not have: a detail panel's template names one).
 */
export function renderTemplate(html: string, row: Row, onRefused?: Refuse, onMissing?: (field: string) => void): string {
  // A value whose toString throws fills as '' (valueText).
  const valueOf = (field: string) => {
    const value = fieldValue(row, field);
    if (value === undefined) onMissing?.(field);
    return valueText(value);
  };
  return fillHtml(html, valueOf, onRefused);
}
