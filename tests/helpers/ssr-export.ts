// The server HTML of the export status (ExportProgress.svelte, svelte/server) for a store with an
// export running, loaded through a Vite SSR server by the hydration test (jsdom), as serverHtml is.
import { render } from 'svelte/server';
import ExportProgress from '../../src/table/components/ExportProgress.svelte';
import { buildConfig } from '../../src/table/model/config';
import { makeColumn } from '../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../src/table/model/options';
import { TableStore } from '../../src/table/store.svelte';

export function exportStatusHtml(received: number, total: number): string {
  const config = buildConfig({ id: 'big', global: GLOBAL_DEFAULTS, markup: {}, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, [makeColumn({ field: 'name' })], []);
  store.setExport({ cancel: () => {}, received, total });
  return render(ExportProgress, { props: { store } }).body;
}
