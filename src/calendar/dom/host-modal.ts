/**
 * The event detail in a host modal manager (design.md "Built-in dialog and
 * notifications": host managers win): content built from text nodes, so
 * event data never becomes markup.
 */
import { showHostModal } from '../../core/host-managers';
import { detailRows, displayTitle } from '../model/format';
import type { Strings } from '../model/locale';
import type { CalendarEvent } from '../model/normalize';

/** Show `event` in the page's modal manager; false when it has none (the built-in dialog is used). */
export function showDetailInHost(event: CalendarEvent, locale: string, strings: Strings): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.createElement('div');
  root.className = 'ec-detail';
  for (const row of detailRows(event, locale, strings)) {
    const p = document.createElement('p');
    p.className = `ec-detail-${row.kind}`;
    p.textContent = row.label ? `${row.label}: ${row.value}` : row.value;
    root.appendChild(p);
  }
  return showHostModal(displayTitle(event, strings), root, strings.close);
}
