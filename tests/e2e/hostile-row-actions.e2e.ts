// Row actions with hostile entries and hostile data (demo/pages/hostile-row-actions.html): titles,
// classes and confirm questions are text; URL templates only ever reach this site over http(s);
// placeholder values are one encoded path segment or query value; conditions never run; rows
// without an id get no buttons; malformed entries warn once and the rest keeps working
// (issue 11 item 3; design.md "Security rules", "Bad input").
import { afterAll, describe, expect, it } from 'vitest';
import type { TestPage } from './harness';
import { useBrowser } from './harness';
import { HOSTILE, domProblems, expectNothingRan, openHostile, reportFigure, type Watched } from './hostile-helpers';

useBrowser();
const TABLES = 'table.alm-table';
const PLACES = ['action titles', 'action classes', 'confirm questions', 'URL templates', 'conditions', 'URL path placeholders', 'URL query placeholders',
  'server failure messages', 'response notifications and event names'];
afterAll(() => reportFigure('hostile-row-actions', PLACES));

const rowsOf = (table: string) => `table[data-table="${table}"] tbody tr:not(.alm-state-row)`;
const buttonsOf = (table: string) => `${rowsOf(table)} button.alm-row-action`;
/** This page's own files and the row-action requests under test; everything else goes through the shared allow-list. */
const OWN = /^\/(?:hostile-row-actions\.html|js\/hostile-row-actions\.js|dist\/almanac-[a-z-]+-[\w-]{6}\.js|api\/echo\/.+|api\/hostile\/row-action\/\d+)$/;
const warningsAbout = (page: TestPage, table: string) => page.warnings.filter((w) => w.startsWith(`[almanac] table "${table}":`));

async function ready(): Promise<Watched> {
  const watched = await openHostile('/hostile-row-actions.html', { width: 1400 });
  const { page } = watched;
  await expect.poll(() => page.locator('body[data-hostile-ready]').count()).toBe(1);
  await expect.poll(() => page.locator(rowsOf('ra-values')).count()).toBe(HOSTILE.length);
  await expect.poll(() => page.locator(buttonsOf('ra-titles')).count()).toBe(HOSTILE.length);
  return watched;
}

/** Nothing ran, the tables hold no markup from data, and every request went to this site's allowed paths. */
async function expectClean(watched: Watched): Promise<void> {
  expect(await domProblems(watched.page, TABLES)).toEqual([]);
  const origin = new URL(watched.page.url()).origin;
  expect(watched.requests.filter((u) => u.origin !== origin).map(String)).toEqual([]);
  await expectNothingRan({ ...watched, requests: watched.requests.filter((u) => !OWN.test(u.pathname)) });
}

describe('entries that are wrong warn once and the rest keeps working', () => {
  it('rows without an id (missing, null, empty, an object) get no buttons, with one warning', async () => {
    const watched = await ready();
    const { page } = watched;
    const rows = await page.locator(rowsOf('no-ids')).evaluateAll((trs) => trs.map((tr) => [tr.querySelector('td')!.textContent, tr.querySelectorAll('button').length]));
    expect(rows).toEqual([['Has id 1', 1], ['No id', 0], ['Null id', 0], ['Empty id', 0], ['Object id', 0], ['Has id 3', 1]]);
    expect(warningsAbout(page, 'no-ids')).toEqual(['[almanac] table "no-ids": rows without an "id" field get no row actions (an action must name its row)']);
    await expectClean(watched);
  });

  it('a malformed condition warns once and hides that action; an unknown method skips its action; the valid one works', async () => {
    const watched = await ready();
    const { page } = watched;
    const names = await page.locator(rowsOf('bad-condition')).evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('button')).map((b) => b.textContent)));
    expect(names).toEqual([['OK'], []]);
    expect(warningsAbout(page, 'bad-condition')).toEqual([
      '[almanac] table "bad-condition": data-row-actions "broken": condition "status = \\"active\\"" has an unexpected "=" at 7 — action hidden',
      '[almanac] table "bad-condition": data-row-actions "typo": method "remove" is not one of GET, POST, PUT, PATCH, DELETE — action skipped',
    ]);
    await expectClean(watched);
  });
});

describe('hostile strings in entries are text and plain values, and nothing runs', () => {
  it('titles read as written (trimmed), classes are plain class values, accessible names are text', async () => {
    const watched = await ready();
    const { page } = watched;
    const buttons = await page.locator(buttonsOf('ra-titles')).evaluateAll((bs) => bs.map((b) => [b.textContent, b.getAttribute('class'), b.getAttribute('aria-label')]));
    expect(buttons).toEqual(HOSTILE.map((h) => [h.trim(), `alm-row-action ${h.trim()}`, `${h.trim()} One row`]));
    await expectClean(watched);
  });

  it('confirm questions read exactly as written in the dialog; Escape sends nothing', async () => {
    const watched = await ready();
    const { page } = watched;
    const dialog = page.locator('dialog.alm-confirm[open]');
    for (const [i, h] of HOSTILE.entries()) {
      await page.locator(`${buttonsOf('ra-titles')}[data-row-action="t${i}"]`).click();
      await expect.poll(() => dialog.count(), { message: h }).toBe(1);
      expect(await dialog.locator('.alm-confirm-message').evaluate((p) => p.textContent), h).toBe(h);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
    }
    expect(watched.requests.filter((u) => u.pathname.startsWith('/api/echo/')).map(String)).toEqual([]);
    await expectClean(watched);
  });

  it('URL templates: only those that stay http(s) on this site keep their action; each refused one warns once', async () => {
    const watched = await ready();
    const { page } = watched;
    const origin = new URL(page.url()).origin;
    const onSite = (h: string) => {
      try {
        const url = new URL(h.replace(/\{\{?[A-Za-z_$][\w$.-]*\}?\}/g, '1'), page.url());
        return url.origin === origin && /^https?:$/.test(url.protocol);
      } catch {
        return false;
      }
    };
    const shown = await page.locator(buttonsOf('ra-urls')).evaluateAll((bs) => bs.map((b) => b.getAttribute('data-row-action')));
    // '{{constructor}}' is on this site but its placeholder names no field of the row: hidden on that row.
    const expected = HOSTILE.map((h, i) => (onSite(h) && h !== '{{constructor}}' ? `u${i}` : null)).filter(Boolean);
    expect(shown).toEqual(expected);
    expect(HOSTILE.filter((h) => !onSite(h)).length).toBeGreaterThan(8);
    const refused = warningsAbout(page, 'ra-urls').filter((w) => w.endsWith('is not an http(s) URL on this site — action skipped'));
    expect(refused).toHaveLength(HOSTILE.filter((h) => !onSite(h)).length);
    await expectClean(watched);
  });

  it('conditions: no hostile string shows a button (they are malformed, or name fields the row lacks) and none runs', async () => {
    const watched = await ready();
    const { page } = watched;
    expect(await page.locator(buttonsOf('ra-conditions')).count()).toBe(0);
    const malformed = warningsAbout(page, 'ra-conditions').filter((w) => w.endsWith('— action hidden'));
    expect(malformed.length).toBeGreaterThan(30);
    expect(await page.evaluate(() => ({}).constructor.name)).toBe('Object');
    await expectClean(watched);
  });
});

describe('hostile row values fill URL placeholders as encoded values on this site', () => {
  it('a path placeholder: every value is one encoded segment ("." and ".." hide the action, with one warning)', async () => {
    const watched = await ready();
    const { page } = watched;
    for (const [i, h] of HOSTILE.entries()) {
      const go = page.locator(`${rowsOf('ra-values')}:nth-child(${i + 1}) button[data-row-action="go"]`);
      if (h === '.' || h === '..') {
        expect(await go.count(), h).toBe(0);
        continue;
      }
      const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/echo/'));
      await go.click();
      const request = await sent;
      const url = new URL(request.url());
      expect(url.pathname, h).toBe(`/api/echo/${encodeURIComponent(h)}`);
      expect(url.search + url.hash, h).toBe('');
      expect(request.postDataJSON(), h).toEqual({ id: i + 1, row: { id: i + 1, name: h } });
      await (await request.response())?.finished();
      // Each answer rerenders the local table: wait until the buttons are back before the next press.
      await expect.poll(() => page.locator(buttonsOf('ra-values')).count()).toBeGreaterThan(HOSTILE.length);
    }
    expect(warningsAbout(page, 'ra-values').filter((w) => w.includes('"go"'))).toHaveLength(1);
    await expectClean(watched);
  });

  it('a query placeholder: every value arrives as the one query parameter, unchanged', async () => {
    const watched = await ready();
    const { page } = watched;
    for (const [i, h] of HOSTILE.entries()) {
      const sent = page.waitForRequest((r) => r.method() === 'GET' && r.url().includes('/api/echo/find'));
      await page.locator(`${rowsOf('ra-values')}:nth-child(${i + 1}) button[data-row-action="find"]`).click();
      const url = new URL((await sent).url());
      expect(url.pathname, h).toBe('/api/echo/find');
      expect([...url.searchParams.keys()], h).toEqual(['q']);
      expect(url.searchParams.get('q'), h).toBe(h);
      expect(url.hash, h).toBe('');
    }
    await expectClean(watched);
  });
});

describe('hostile server answers are text', () => {
  it('a failure\'s message is the notification\'s text (cut after 300 characters); a response notification reads as sent; event names are refused', async () => {
    const watched = await ready();
    const { page } = watched;
    await expect.poll(() => page.locator(buttonsOf('ra-messages')).count()).toBe(2 * HOSTILE.length);
    const lastToast = () => page.locator('.alm-toasts .alm-toast').last().evaluate((t) => [t.className, t.textContent]);
    for (const [i, h] of HOSTILE.entries()) {
      const row = `${rowsOf('ra-messages')}:nth-child(${i + 1})`;
      const shown = h.length > 300 ? `${h.slice(0, 299)}…` : h;
      await page.locator(`${row} button[data-row-action="fail"]`).click();
      await expect.poll(lastToast, { message: h }).toEqual(['alm-toast alm-toast-error', shown]);
      await page.locator(`${row} button[data-row-action="ok"]`).click();
      await expect.poll(lastToast, { message: h }).toEqual(['alm-toast alm-toast-info', h]);
    }
    expect(await page.locator('.alm-toasts *').evaluateAll((els) => els.filter((e) => !e.classList.contains('alm-toast')).length)).toBe(0);
    const refused = warningsAbout(page, 'ra-messages').filter((w) => w.includes('refused: a response may only emit "app:" events'));
    expect(refused.length).toBeGreaterThan(30);
    await expectClean(watched);
  });
});
