// The server HTML of a DataTable with bulk and filter actions (svelte/server, through a Vite SSR
// server as an app's would be made) hydrates without a warning, and the hydrated bar and filter
// actions work: a selected row shows the bar, a link follows the filters.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fireEvent, within } from '@testing-library/svelte';
import { flushSync, hydrate, tick, unmount, type Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;

let vite: ViteDevServer;
let serverHtml: (props: Record<string, unknown>) => string;
beforeAll(async () => {
  vite = await createServer({
    configFile: false, logLevel: 'silent', appType: 'custom', plugins: [svelte()],
    server: { middlewareMode: true, hmr: false, ws: false }, ssr: { noExternal: ['esm-env'] },
  });
  ({ serverHtml } = await vite.ssrLoadModule('/tests/helpers/ssr.ts'));
}, 60_000);
afterAll(() => vite?.close());

const props = {
  id: 'crew', columns: [{ field: 'name', label: 'Name' }, { field: 'team', label: 'Team' }],
  rows: [{ id: 1, name: 'Ada', team: 'm' }, { id: 2, name: 'Grace', team: 'n' }],
  showCheckbox: true, filters: { team: 'm' },
  actions: { archive: 'Archive' }, actionUrl: '/api/crew/bulk', actionButton: 'Run|btn',
  filterActions: { recalc: { label: 'Recalculate', url: '/api/recalc' }, csv: { label: 'CSV', url: '/crew.csv', type: 'link' } },
};

describe('hydrating a DataTable with bulk and filter actions', () => {
  it('no hydration warning or error; the bar and the filter actions are the server\'s elements and work', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const target = document.body.appendChild(document.createElement('div'));
    target.innerHTML = serverHtml(props);
    const serverBar = target.querySelector('.alm-bulk');
    const serverLink = target.querySelector('.alm-filter-actions a');
    expect(serverBar).not.toBeNull();
    const app = hydrate(DataTable, { target, props });
    flushSync();
    await tick();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(target.querySelector('.alm-bulk')).toBe(serverBar);
    expect(target.querySelector('.alm-filter-actions a')).toBe(serverLink);
    expect(serverLink!.getAttribute('href')).toBe('/crew.csv?team=m');
    await fireEvent.click(within(target).getByRole('checkbox', { name: 'Select row Ada' }));
    flushSync();
    expect(serverBar!.querySelector('.alm-bulk-status')!.textContent).toBe('1 selected');
    expect((serverBar!.querySelector('.alm-bulk-controls') as HTMLElement).hidden).toBe(false);
    unmount(app);
    target.remove();
    vi.restoreAllMocks();
  });
});
