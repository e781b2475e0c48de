// Hostile strings in calendars (demo/pages/hostile-calendar.html): every string as an
// event's id, title, description, location, category and colour, inline (data-events)
// and from data-api, and as the id of a click-to-API request. Titles and details read
// as text, a hostile colour falls back to the palette, the click request keeps the id
// in one path segment, and nothing runs. The strings as the palette (eventColors) of a
// calendar made from script: only its CSS colours are drawn, in the month and the week.
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser, type TestPage } from './harness';
import { HOSTILE, domProblems, expectNothingRan, openHostile, reportFigure, type Watched } from './hostile-helpers';

useBrowser();
const FIELDS = ['title', 'description', 'location', 'category', 'colour'];
const PLACES = [...FIELDS.map((f) => `inline ${f}`), ...FIELDS.map((f) => `data-api ${f}`), 'click-to-API id', 'click response data', 'eventColors entry'];
afterAll(() => reportFigure('hostile-calendar', PLACES));

const bars = (page: TestPage, calendar: string) => page.locator(`${calendar} .ec-event-bar`);

async function ready(calendar: string): Promise<Watched> {
  const watched = await openHostile('/hostile-calendar.html', { width: 1400, height: 1000 });
  await expect.poll(() => bars(watched.page, calendar).count(), { timeout: 10_000 }).toBe(HOSTILE.length);
  return watched;
}

/** Open event `i`'s detail dialog, return its texts, close it. */
async function detail(page: TestPage, calendar: string, i: number): Promise<{ title: string; rows: string[] }> {
  await bars(page, calendar).nth(i).click();
  const dialog = page.locator('dialog.ec-dialog[open]');
  await expect.poll(() => dialog.count(), { message: `dialog of event ${i}` }).toBe(1);
  const title = await dialog.locator('.ec-dialog-title').evaluate((el) => el.textContent ?? '');
  const rows = await dialog.locator('.ec-dialog-body p').evaluateAll((ps) => ps.map((p) => p.textContent ?? ''));
  await dialog.locator('.ec-dialog-close').click();
  await expect.poll(() => dialog.count()).toBe(0);
  return { title, rows };
}

/** Titles, ids and colours of the bars, in day order. */
const barData = (page: TestPage, calendar: string) =>
  bars(page, calendar).evaluateAll((els) => els.map((el) => ({
    title: el.querySelector('.ec-event-title')?.textContent ?? '',
    id: el.getAttribute('data-event-id'),
    color: (el as HTMLElement).style.getPropertyValue('--ec-event-color'),
  })));

/** Each string as title, id and detail rows of its event, the colour only when it is one CSS colour. */
async function expectEventsAsText(page: TestPage, calendar: string, details: (i: number) => string[]): Promise<void> {
  const data = await barData(page, calendar);
  expect(data.map((d) => d.title)).toEqual(HOSTILE);
  expect(data.map((d) => d.id)).toEqual(HOSTILE);
  for (const [i, d] of data.entries()) {
    if (d.color !== HOSTILE[i]) expect(d.color, HOSTILE[i]).toMatch(/^#[0-9a-f]{6}$/); // the palette
    expect(await page.evaluate((c) => CSS.supports('color', c), d.color)).toBe(true);
  }
  for (let i = 0; i < HOSTILE.length; i++) {
    const { title, rows } = await detail(page, calendar, i);
    expect(title).toBe(HOSTILE[i]);
    for (const text of details(i)) expect(rows.some((r) => r.includes(text)), `event ${i}: ${text.slice(0, 40)}`).toBe(true);
  }
}

describe('hostile strings in calendars are text, and nothing runs', () => {
  it('inline data-events: titles, descriptions, locations and categories are text; colours are CSS colours or the palette', async () => {
    const watched = await ready('#inline-calendar');
    await expectEventsAsText(watched.page, '#inline-calendar', (i) => [HOSTILE[i]]);
    expect(await domProblems(watched.page, '.ec-calendar, dialog.ec-dialog')).toEqual([]);
    await expectNothingRan(watched);
  });

  it('data-api events and click-to-API: the id fills one path segment (dot segments are never sent), the answer is text', async () => {
    const watched = await ready('#api-calendar');
    const { page, requests } = watched;
    const DOTS = ['.', '..'];
    // The answer echoes the id it was asked about; for '.' and '..' no request is sent (it would leave the
    // template's path) and the dialog shows the event's own details.
    await expectEventsAsText(page, '#api-calendar', (i) => [DOTS.includes(HOSTILE[i]) ? HOSTILE[i] : `clicked ${HOSTILE[i]}`]);
    const clicks = requests.filter((u) => u.pathname.endsWith('/click'));
    const sent = HOSTILE.filter((h) => !DOTS.includes(h));
    expect(clicks).toHaveLength(sent.length);
    clicks.forEach((url, i) => {
      expect(url.pathname.split('/')).toHaveLength(6);
      expect(decodeURIComponent(url.pathname.split('/')[4]), sent[i]).toBe(sent[i]);
    });
    expect(page.warnings.filter((w) => /click request for event .* was not sent/.test(w))).toHaveLength(DOTS.length);
    expect(await domProblems(page, '.ec-calendar, dialog.ec-dialog')).toEqual([]);
    await expectNothingRan(watched);
  });

  it('a hostile palette (eventColors from script): only its CSS colours colour the events, month and week; one warning names the rest', async () => {
    const watched = await openHostile('/hostile-calendar.html', { width: 1400, height: 1000 });
    const { page } = watched;
    const calendar = page.locator('#palette-calendar');
    await expect.poll(() => calendar.locator('[data-event-id]').count(), { timeout: 10_000 }).toBeGreaterThan(20);
    const colours = () => calendar.locator('[data-event-id]').evaluateAll((els) => els.map((el) => getComputedStyle(el).getPropertyValue('--ec-event-color').trim()));
    const month = await colours();
    expect(month).toContain('#0b7285');
    expect(await page.evaluate((cs) => cs.filter((c) => !CSS.supports('color', c)), month)).toEqual([]);
    expect(page.warnings.filter((w) => /eventColors has entries that are not CSS colours/.test(w))).toHaveLength(1);
    expect(await domProblems(page, '#palette-calendar')).toEqual([]);

    // The week's blocks write their colour into a style string of their own (model/timed.ts).
    await calendar.getByRole('button', { name: 'Week', exact: true }).click();
    await expect.poll(() => calendar.locator('.ec-timed-event').count()).toBe(7);
    const week = await colours();
    expect(week).toContain('#0b7285');
    expect(await page.evaluate((cs) => cs.filter((c) => !CSS.supports('color', c)), week)).toEqual([]);
    expect(await domProblems(page, '#palette-calendar')).toEqual([]);
    await expectNothingRan(watched);
  });
});
