/**
 * The column part (issue 44 items 2, 4 and 5; dom/features.ts loads it when
 * the reader first points at or into a table, or at once for a column
 * chooser or a URL that names columns): a column menu in each data column's
 * header (components/ColumnMenu.svelte), headers dragged to move their
 * columns (./column-drag.ts), the live region and the column chooser before
 * the table (components/ColumnTools.svelte), and the columns kept in the
 * URL (./column-url.ts).
 */
import '../../styles/table-columns.css';
import { mount, unmount } from 'svelte';
import ColumnMenu from '../components/ColumnMenu.svelte';
import ColumnTools from '../components/ColumnTools.svelte';
import { ColumnNotice } from '../components/column-notice.svelte';
import type { FeatureContext } from './feature';
import { eachHeader } from './column-headers.svelte';
import { dragHeaders } from './column-drag';
import { keepColumnsInUrl } from './column-url';

export function startColumns({ store, table }: FeatureContext): Array<() => void> {
  const notice = new ColumnNotice();
  const stops: Array<() => void> = [keepColumnsInUrl(store), dragHeaders(table, store, notice)];
  const parent = table.parentNode;
  if (parent) {
    const host = table.ownerDocument.createElement('div');
    host.className = 'alm-column-tools';
    parent.insertBefore(host, table);
    const tools = mount(ColumnTools, { target: host, props: { store, notice } });
    stops.push(() => (unmount(tools), host.remove()));
  }
  stops.push(eachHeader(table, store, (th, column) => {
    const menu = mount(ColumnMenu, { target: th, props: { store, column, notice } });
    return () => void unmount(menu);
  }));
  return stops;
}
