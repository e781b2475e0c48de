// The export status renders on the server (svelte/server, through a Vite SSR server as an app's would be
// made) as on the client, and its server HTML hydrates without a warning; DataTable renders it on the
// server too (nothing while no export runs: a server never exports), and hydrates without a warning.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { flushSync, hydrate, unmount, type Component } from 'svelte';
import ExportProgress from '../../../src/table/components/ExportProgress.svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';
import { buildConfig } from '../../../src/table/model/config';
import { makeColumn } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;

let vite: ViteDevServer;
let exportStatusHtml: (received: number, total: number) => string;
let serverHtml: (props: Record<string, unknown>) => string;
beforeAll(async () => {
  vite = await createServer({
    configFile: false, logLevel: 'silent', appType: 'custom', plugins: [svelte()],
    server: { middlewareMode: true, hmr: false, ws: false }, ssr: { noExternal: ['esm-env'] },
  });
  ({ exportStatusHtml } = await vite.ssrLoadModule('/tests/helpers/ssr-export.ts'));
  ({ serverHtml } = await vite.ssrLoadModule('/tests/helpers/ssr.ts'));
}, 60_000);
afterAll(() => vite?.close());

describe('the export status on the server', () => {
  it('renders the running export as the client does; hydrating it warns of nothing and keeps its text', () => {
    const html = exportStatusHtml(100, 300);
    expect(html).toContain('<span role="status">Exporting… 100 of 300 rows</span>');
    expect(html).toContain('aria-label="Cancel export"');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const target = document.body.appendChild(document.createElement('div'));
    target.innerHTML = html;
    const config = buildConfig({ id: 'big', global: GLOBAL_DEFAULTS, markup: {}, template: null, filterModes: {}, hasSearchControl: false });
    const store = new TableStore(config, [makeColumn({ field: 'name' })], []);
    store.setExport({ cancel: () => {}, received: 100, total: 300 });
    const app = hydrate(ExportProgress, { target, props: { store } });
    flushSync();
    expect(target.querySelector('[role="status"]')!.textContent).toBe('Exporting… 100 of 300 rows');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    void unmount(app);
    target.remove();
    vi.restoreAllMocks();
  });

  it('DataTable: no status on the server (no export runs there); its HTML hydrates without a warning', () => {
    const props = { id: 'h', columns: [{ field: 'name', label: 'Name' }], rows: [{ id: 1, name: 'Ada' }] };
    const html = serverHtml(props);
    expect(html).not.toContain('alm-export-status');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const target = document.body.appendChild(document.createElement('div'));
    target.innerHTML = html;
    const app = hydrate(DataTable, { target, props });
    flushSync();
    expect(target.querySelector('.alm-export-status')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    void unmount(app);
    target.remove();
    vi.restoreAllMocks();
  });
});
