// Hostile strings in every place bulk and filter actions show or send data (demo/pages/hostile-bulk-actions.html):
// bulk action keys and labels, the apply button label and class, filter action labels, URLs, classes, targets and
// confirm texts, server messages in the bar and notifications, and field-error messages. Each place: the string
// reads as text (or is refused with a warning), and nothing runs, requests or restyles the page.
import { afterAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import type { TestPage } from './harness';
import { useBrowser } from './harness';
import { HOSTILE, domProblems, expectNothingRan, openHostile, reportFigure, type Watched } from './hostile-helpers';

useBrowser();
const T = 'table[data-table="hostile-bulk"]';
const WIDGETS = `${T}, .alm-bulk, .alm-filter-actions, .alm-toast`;
const PLACES = ['bulk action labels', 'bulk action keys (sent as action)', 'apply button label and class', 'server message in the bar',
  'server message as notification', 'field-error messages', 'filter link labels', 'filter link URLs', 'filter link classes and targets',
  'confirm texts', 'notification from a filter action'];
afterAll(() => reportFigure('hostile-bulk-actions', PLACES));

/** Requests this page makes beyond the ones every hostile page may make. */
const OWN = [/^\/hostile-bulk-actions\.html$/, /^\/dist\/almanac-[A-Za-z.-]+-[\w-]{6}\.js$/, /^\/api\/hostile\/action$/];
/** A URL a browser reads as script or data: such a link must not exist. */
const SCRIPTY = (h: string) => /^\W*(?:java|vb)\W*script|^\W*data:/i.test(h.replace(/[\t\n\u0001]/g, ''));

async function ready(): Promise<Watched & { posts: Request[] }> {
  const posts: Request[] = [];
  const watched = await openHostile('/hostile-bulk-actions.html', { width: 1400, allowConsoleErrors: true });
  watched.page.on('request', (r) => r.method() === 'POST' && posts.push(r));
  await expect.poll(() => watched.page.locator('body[data-hostile-ready]').count()).toBe(1);
  await expect.poll(() => watched.page.locator(`${T} tbody tr:not(.alm-state-row)`).count(), { timeout: 10_000 }).toBe(HOSTILE.length);
  await expect.poll(() => watched.page.locator('.alm-filter-actions').count()).toBe(1);
  return { ...watched, posts };
}

async function nothingRan(watched: Watched) {
  const own = watched.requests.filter((u) => OWN.some((re) => re.test(u.pathname)) && u.origin === new URL(watched.page.url()).origin);
  await expectNothingRan({ ...watched, requests: watched.requests.filter((u) => !own.includes(u)) });
}

const texts = (page: TestPage, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.textContent));

describe('hostile strings in bulk actions are text, and nothing runs', () => {
  it('action labels and keys: options read as the (trimmed) strings and carry them as values; the apply button label and class are plain', async () => {
    const watched = await ready();
    const { page } = watched;
    await page.getByLabel(`Select row ${HOSTILE[0]}`).check();
    const options = page.locator('.alm-bulk-select option');
    expect(await options.evaluateAll((os) => os.slice(1).map((o) => [o.textContent, (o as HTMLOptionElement).value]))).toEqual(HOSTILE.map((h) => [h.trim(), h]));
    const apply = page.locator('.alm-bulk-apply');
    expect(await apply.textContent()).toBe(HOSTILE[1].trim());
    expect(await apply.evaluate((b) => [...b.classList].slice(1))).toEqual(HOSTILE[1].split(/\s+/).filter(Boolean));
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await nothingRan(watched);
  });

  it('every key is sent as the action value; the refusing message reads as text in the bar and the notification; field errors are text', async () => {
    const watched = await ready();
    const { page, posts } = watched;
    await page.getByLabel(`Select row ${HOSTILE[0]}`).check();
    await page.getByLabel(`Select row ${HOSTILE[1]}`).check();
    for (const [i, h] of HOSTILE.entries()) {
      await page.locator('.alm-bulk-select').selectOption({ index: i + 1 });
      await page.locator('.alm-bulk-apply').click();
      await expect.poll(() => posts.length, { message: h }).toBe(i + 1);
      expect(posts[i].postDataJSON(), h).toEqual({ action: h, ids: [1, 2] });
      await expect.poll(() => page.locator('.alm-bulk-alert').textContent(), { message: h }).toBe(h);
      await expect.poll(() => texts(page, '.alm-toast'), { message: h }).toContain(h);
      // Row 1's message is an object: its JSON text; row 2's the string.
      await expect.poll(() => page.locator('#hostile-bulk_note_2-error').textContent(), { message: h }).toBe(h);
      expect(await page.locator('#hostile-bulk_note_1-error').textContent(), h).toBe(JSON.stringify({ '<b>': h.slice(0, 40) }));
      expect(await page.locator('.alm-field-error').count()).toBe(2);
    }
    expect(await page.locator('#hostile-bulk_note_2').getAttribute('aria-describedby')).toBe('hostile-bulk_note_2-error');
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await nothingRan(watched);
  });
});

describe('hostile strings in filter actions are text or refused, and nothing runs', () => {
  it('links: a script or data URL is refused with a warning; every other link is an http(s) URL with the text label, classes and a safe target', async () => {
    const watched = await ready();
    const { page } = watched;
    const links = page.locator('.alm-filter-actions a');
    const shown = await links.evaluateAll((as) => as.map((a) => ({ text: a.textContent, protocol: (a as HTMLAnchorElement).protocol, target: a.getAttribute('target'), classes: a.className })));
    const kept = HOSTILE.filter((h) => !SCRIPTY(h) && h.trim() !== '');
    expect(shown.map((l) => l.text)).toEqual(kept.map((h) => h.trim()));
    for (const link of shown) {
      expect(['http:', 'https:']).toContain(link.protocol);
      expect(link.target).toBeNull(); // every hostile target is refused: _self
    }
    expect(shown.map((l) => l.classes)).toEqual(kept.map((h) => ['alm-filter-action', ...h.split(/\s+/).filter(Boolean)].join(' ')));
    // One warning for the attribute (design.md "Bad input"), naming each refused entry.
    const refused = page.warnings.filter((w) => w.includes('is missing or refused'));
    expect(refused).toHaveLength(1);
    expect(refused[0].match(/is missing or refused/g)).toHaveLength(HOSTILE.length - kept.length);
    expect(refused[0].startsWith('[almanac] table "hostile-bulk": data-filter-actions entry "link-')).toBe(true);
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await nothingRan(watched);
  });

  it('confirm texts read as text in the dialog; the answer notification reads as text', async () => {
    const watched = await ready();
    const { page, posts } = watched;
    for (const [i, h] of HOSTILE.entries()) {
      await page.getByRole('button', { name: `Say ${i}`, exact: true }).click();
      const dialog = page.locator('dialog.alm-confirm');
      await expect.poll(() => dialog.locator('.alm-confirm-message').textContent(), { message: h }).toBe(h);
      expect(await domProblems(page, 'dialog.alm-confirm')).toEqual([]);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => posts.length, { message: h }).toBe(i + 1);
      await expect.poll(() => texts(page, '.alm-toast'), { message: h }).toContain(h);
    }
    expect(await domProblems(page, WIDGETS)).toEqual([]);
    await nothingRan(watched);
  });
});
