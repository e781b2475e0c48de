// Issue 44 items 6 and 8: a DataTable with `responsive` in a SvelteKit-style app. The server cannot know
// the reader's width: its HTML has every column (nothing is lost to a reader without JavaScript), it
// hydrates without a warning, and the browser then collapses columns into row details as its part decides
// (here set as the part sets it: jsdom lays nothing out); the details work after hydration.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fireEvent, within } from '@testing-library/svelte';
import { flushSync, hydrate, tick, unmount, type Component } from 'svelte';
import GenericDataTable from '../../../src/table/components/DataTable.svelte';
import { OpenRows } from '../../../src/table/components/responsive.svelte';
import type { TableStore } from '../../../src/table/store.svelte';

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

const columns = [
  { field: 'name', label: 'Name', sort: true, priority: 1 },
  { field: 'team', label: 'Team', format: 'lookup', options: { m: 'Manchester', n: 'Navy' } },
  { field: 'pay', label: 'Pay', format: 'currency', currency: 'EUR', priority: 2 },
];
const rows = [{ id: 1, name: 'Ada', team: 'm', pay: 1200.5 }, { id: 2, name: 'Grace', team: 'n', pay: 3100 }];

describe('hydrating a responsive DataTable', () => {
  for (const responsive of ['collapse', 'cards'] as const) {
    it(`${responsive}: the server renders every column; hydration warns of nothing`, async () => {
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      let store: TableStore | undefined;
      const props = { id: `resp-${responsive}`, columns, rows, responsive, showCheckbox: true, onrender: () => {} };
      const target = document.body.appendChild(document.createElement('div'));
      target.innerHTML = serverHtml(props);
      const head = (root: Element) => [...root.querySelectorAll('thead tr.alm-header-row th[data-field]')].map((th) => th.textContent!.trim());
      expect(head(target)).toEqual(['Name', 'Team', 'Pay']);
      const app = hydrate(DataTable, { target, props: { ...props, get store() { return store; }, set store(s: TableStore | undefined) { store = s; } } });
      flushSync();
      await tick();
      expect(head(target)).toEqual(['Name', 'Team', 'Pay']);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      if (responsive === 'collapse') {
        // The part's decision at a narrow width: Team goes (no priority), then a row opens.
        const open = new OpenRows(store!);
        store!.collapse(new Set(['team']));
        store!.setSlot(open.slot);
        flushSync();
        expect(head(target)).toEqual(['Name', 'Pay']);
        await fireEvent.click(within(target).getByRole('button', { name: 'Show more of row Ada' }));
        flushSync();
        expect(target.querySelector('tr.alm-detail-row')!.textContent).toContain('Manchester');
      }
      unmount(app);
      target.remove();
      vi.restoreAllMocks();
    });
  }
});
