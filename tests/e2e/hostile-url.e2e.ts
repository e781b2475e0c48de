// Hostile strings in URL state (demo/pages/hostile-url.html, data-url-params): every
// string as search, kind (a filter), sort, page and pageSize in the address bar.
// The table takes them as plain values: nothing runs, the request carries them
// encoded to the API it already uses, and the page shows a table.
import { afterAll, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { HOSTILE, domProblems, expectNothingRan, openHostile, reportFigure } from './hostile-helpers';

useBrowser();
const PARAMS = ['search', 'kind', 'sort', 'page', 'pageSize'] as const;
const LONG = HOSTILE.filter((h) => h.length > 1000).length;
afterAll(() => reportFigure('hostile-url', PARAMS.map((p) => `URL param ${p}`), (HOSTILE.length - LONG) * PARAMS.length + LONG));

it.each(HOSTILE.map((h, i) => [i, h] as const))('URL state: hostile string #%i in every parameter stays a value', async (_, h) => {
  // The 8,000-character string goes in one parameter: five of them pass the demo server's 16 KB header limit.
  const query = new URLSearchParams(PARAMS.slice(0, h.length > 1000 ? 1 : PARAMS.length).map((name) => [name, h])).toString();
  const watched = await openHostile(`/hostile-url.html?${query}`);
  const { page, requests } = watched;
  await expect.poll(() => requests.filter((u) => u.pathname === '/api/hostile/rows').length).toBeGreaterThan(0);
  await expect.poll(() => page.locator('table[data-table="hostile-url"] .alm-state-loading').count()).toBe(0);
  const load = requests.find((u) => u.pathname === '/api/hostile/rows')!;
  // The values the table took from the URL are sent as query values of the same endpoint (or left out when invalid).
  for (const name of ['search', 'kind']) expect([h, h.trim(), null]).toContain(load.searchParams.get(name));
  expect(await domProblems(page, 'table.alm-table, #url-filters')).toEqual([]);
  await expectNothingRan(watched);
});
