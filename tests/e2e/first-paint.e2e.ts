// Never a wrong value on screen (design.md "Build outputs"; issue 43 item 5): a part that a widget's
// markup names (the formats part for a date pattern, bytes or duration; the cell controls) is asked for
// when the widget starts, beside its data, and the rows are drawn once, with their final text; a page's
// own rows stay until then. A calendar draws each event once, in its final text colour (the contrast
// part). Watched from the first paint by a MutationObserver the page gets before its scripts run, on a
// slow network: the demo server waits 100 ms before each file (not the API, which answers first).
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { networkQuiet, openPage, partRoute, useBrowser, type TestPage } from './harness';

useBrowser();

const LATENCY = 100;

/**
 * Installed before the page's scripts: after every change to the page, each data cell of each table
 * (by table, row id and column field) has the texts it showed, in order, and each event element of a
 * calendar (by calendar and event id) the text colours it had. window.__shown.
 */
function watchCells() {
  const shown: Record<string, string[]> = ((window as unknown as { __shown: Record<string, string[]> }).__shown = {});
  const note = (key: string, value: string) => {
    const seen = (shown[key] ??= []);
    if (seen[seen.length - 1] !== value) seen.push(value);
  };
  // A table the HTML parser is still writing (its last row or a cell's text yet to come: on a loaded
  // machine the parser yields between chunks) is not looked at until the parser has gone past it: the
  // page's own rows are counted once they are all there (issue 48: '1' then '3' rows, read mid-parse).
  const lastNode = () => {
    let node: Node = document;
    while (node.lastChild) node = node.lastChild;
    return node;
  };
  const parsed = (table: Element) => document.readyState !== 'loading' || !table.contains(lastNode());
  const record = () => {
    for (const table of document.querySelectorAll('table[data-table]')) {
      if (!parsed(table)) continue;
      const fields = Array.from(table.querySelectorAll('thead th[data-field]'), (th) => th.getAttribute('data-field'));
      const rows = table.querySelectorAll(':scope > tbody > tr:not(.alm-state-row)');
      note(`${table.getAttribute('data-table')} rows`, String(rows.length));
      for (const tr of rows) {
        const cells = tr.querySelectorAll(':scope > td:not(.alm-select-cell)');
        fields.forEach((field, i) => cells[i] && note(`${table.getAttribute('data-table')} ${tr.getAttribute('data-id')} ${field}`, cells[i].textContent!.trim()));
      }
    }
    for (const event of document.querySelectorAll<HTMLElement>('[data-event-calendar] [data-event-id]')) {
      note(`${event.closest('[data-event-calendar]')!.id} ${event.getAttribute('data-event-id')} ${event.classList[0]}`, event.style.getPropertyValue('--ec-event-text'));
    }
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['style'] });
}

const shown = (page: TestPage) => page.evaluate(() => (window as unknown as { __shown: Record<string, string[]> }).__shown);
/** What changed: every cell or event whose text (or colour) was not one and the same from the first paint on. */
const changed = (seen: Record<string, string[]>) => Object.entries(seen).filter(([key, texts]) => !key.endsWith(' rows') && texts.length > 1);
/** The texts a table's row showed last, by field. */
const rowOf = (seen: Record<string, string[]>, table: string, id: string) =>
  Object.fromEntries(Object.entries(seen).filter(([key]) => key.startsWith(`${table} ${id} `)).map(([key, texts]) => [key.split(' ')[2], texts.at(-1)]));

async function open(path: string, routes: Array<[RegExp, (route: Route) => unknown]> = [], allowConsoleErrors = false) {
  return openPage(path, {
    latency: LATENCY,
    allowConsoleErrors,
    before: async (p) => {
      await p.addInitScript(watchCells);
      for (const [pattern, handler] of routes) await p.route(pattern, handler);
    },
  });
}

describe('rows are drawn once, with their final text', () => {
  it('a remote table whose columns need the formats part, a page-rendered one and one with cell controls: no cell ever shows another text first', async () => {
    const page = await open('/table-first-paint.html');
    await page.locator('table[data-table="backups"] tbody tr[data-id]').nth(4).waitFor();
    await page.locator('table[data-table="backups-admin"] input[type="checkbox"][id^="backups-admin_kept_"]').first().waitFor();
    await networkQuiet(page);
    const seen = await shown(page);
    expect(rowOf(seen, 'backups', '1')).toEqual({ name: 'Nightly database', started: '2024-03-05 14:07', size: '1.5 KB', took: '1:02:05' });
    expect(rowOf(seen, 'backups-local', '1')).toEqual({ name: 'Nightly database', started: '2024-03-05 14:07', size: '1.5 KB', took: '1:02:05' });
    expect(rowOf(seen, 'backups-admin', '1')).toEqual({ name: 'Nightly database', started: '2024-03-05 14:07', size: '1.5 KB', kept: '' });
    expect(Object.keys(seen).filter((key) => key.startsWith('backups ') && !key.endsWith(' rows')).length).toBe(5 * 4);
    expect(changed(seen)).toEqual([]);
    // How many rows each table showed: the remote ones none, then their first page; the page's own rows never went away.
    expect([seen['backups rows'], seen['backups-local rows'], seen['backups-admin rows']]).toEqual([['0', '5'], ['3'], ['0', '5']]);
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([]);
  });

  it('a formats part that cannot be loaded: the rows still show, once, with the plain formats, and the one warning', async () => {
    const notFound = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    const page = await open('/table-first-paint.html', [[partRoute('format-lazy'), notFound]], true);
    await page.locator('table[data-table="backups"] tbody tr[data-id]').nth(4).waitFor();
    await networkQuiet(page);
    const seen = await shown(page);
    expect(rowOf(seen, 'backups', '1')).toEqual({ name: 'Nightly database', started: 'Mar 5, 2024, 2:07 PM', size: '1536', took: '3725' });
    // The page's own rows stay until the table's are drawn: then with the plain formats.
    expect(rowOf(seen, 'backups-local', '1')).toEqual({ name: 'Nightly database', started: 'Mar 5, 2024, 2:07 PM', size: '1536', took: '3725' });
    expect(changed(seen).filter(([key]) => !key.startsWith('backups-local '))).toEqual([]);
    expect(seen['backups-local rows']).toEqual(['3']);
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([
      expect.stringMatching(/^\[almanac\] could not load http:\/\/[^ ]+\/dist\/almanac-format-lazy-[\w-]{6}\.js — date patterns and relative dates show the locale's date format/),
    ]);
  });
});

describe('events are drawn once, in their final colours', () => {
  it('events whose colours need the contrast part (from the API) are drawn once it is there: no text colour changes', async () => {
    const page = await open('/calendar-api.html');
    await page.locator('#api-calendar [data-event-id]').first().waitFor();
    await networkQuiet(page);
    const seen = await shown(page);
    // The bars of the month view carry a text colour (the items of a day show theirs as a dot: none).
    const bars = Object.entries(seen).filter(([key]) => key.startsWith('api-calendar ') && key.endsWith(' ec-event-bar'));
    expect(bars.length).toBeGreaterThan(3);
    expect(bars.filter(([, colours]) => !/^#[0-9a-f]{3,6}$/i.test(colours.at(-1)!))).toEqual([]);
    expect(changed(seen)).toEqual([]);
  });
});
