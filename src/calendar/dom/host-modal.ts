/**
 * The event detail in a host modal manager (design.md "Built-in dialog and
 * notifications": host managers win): the built-in dialog's body
 * (EventDetail.svelte, from the overlays part), drawn into a detached
 * element whose markup the manager is given; event data is text in it,
 * never markup.
 */
import { mount, unmount } from 'svelte';
import { showHostModal } from '../../core/host-managers';
import { detailRows, displayTitle } from '../model/format';
import type { Strings } from '../model/locale';
import type { CalendarEvent } from '../model/normalize';

/** Show `event` in the page's modal manager; false when it has none (the built-in dialog is used). */
export async function showDetailInHost(event: CalendarEvent, locale: string, strings: Strings): Promise<boolean> {
  if (typeof document === 'undefined') return false;
  const { EventDetail } = await import('../components/overlays');
  const root = document.createElement('div');
  root.className = 'ec-detail';
  const detail = mount(EventDetail, { target: root, props: { rows: detailRows(event, locale, strings) } });
  try {
    return showHostModal(displayTitle(event, strings), root, strings.close);
  } finally {
    void unmount(detail);
  }
}
