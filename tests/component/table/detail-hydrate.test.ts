// Issue 47 item 7 for detail rows: a DataTable with a `detail` snippet and `detailOpen` in a SvelteKit-style app.
// The server HTML has the open panels (the snippet rendered, the button pressed; a panel with a source says it is
// loading, nothing fetched on the server), and it hydrates without a warning; the buttons work after hydration.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fireEvent, within } from '@testing-library/svelte';
import { createRawSnippet, flushSync, hydrate, tick, unmount, type Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;

let vite: ViteDevServer;
let serverHtml: (props: Record<string, unknown>) => string;
let serverSnippet: (props: Record<string, unknown>) => string;
beforeAll(async () => {
  vite = await createServer({
    configFile: false, logLevel: 'silent', appType: 'custom', plugins: [svelte()],
    server: { middlewareMode: true, hmr: false, ws: false }, ssr: { noExternal: ['esm-env'] },
  });
  ({ serverHtml } = await vite.ssrLoadModule('/tests/helpers/ssr.ts'));
  // The snippet has to be made by the server's own Svelte (the module graph of the SSR server).
  const server = await vite.ssrLoadModule('svelte');
  serverSnippet = (props) => serverHtml({ ...props, detail: detailSnippet(server.createRawSnippet) });
}, 60_000);
afterAll(() => vite?.close());

type Raw = typeof createRawSnippet;
const detailSnippet = (raw: Raw) => raw((args: () => { row: { id: number; name: string } }) => ({ render: () => `<p class="order">Order ${args().row.id} for ${args().row.name}</p>` }));
const columns = [{ field: 'name', label: 'Name' }, { field: 'pay', label: 'Pay', type: 'number' }];
const rows = [{ id: 1, name: 'Ada', pay: 1 }, { id: 2, name: 'Grace', pay: 2 }];

describe('a DataTable with detail rows, rendered on the server', () => {
  it('has the open panels in its HTML and hydrates without a warning; the buttons work after', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const props = { id: 'ssr-detail', columns, rows, detailOpen: [2] };
    const target = document.body.appendChild(document.createElement('div'));
    target.innerHTML = serverSnippet(props);
    expect(target.querySelector('tr.alm-panel-row p.order')!.textContent).toBe('Order 2 for Grace');
    expect(target.querySelector('tr[data-id="2"] .alm-toggle')!.getAttribute('aria-expanded')).toBe('true');
    const app = hydrate(DataTable, { target, props: { ...props, detail: detailSnippet(createRawSnippet) } });
    flushSync();
    await tick();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await fireEvent.click(within(target).getByRole('button', { name: 'Show details of row Ada' }));
    flushSync();
    expect([...target.querySelectorAll('tr.alm-panel-row p.order')].map((p) => p.textContent)).toEqual(['Order 1 for Ada', 'Order 2 for Grace']);
    expect(fetch).not.toHaveBeenCalled();
    unmount(app);
    target.remove();
    vi.restoreAllMocks();
  });

  it('a panel with a source says it is loading in the server HTML; nothing is fetched on the server', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const html = serverHtml({ id: 'ssr-detail-source', columns, rows, detailOpen: [1], detailSource: '/api/orders/{id}/lines' });
    expect(html).toContain('Loading details…');
    expect(fetch).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
