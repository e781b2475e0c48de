// Issue 13 item 7: the demo Svelte app (demo/svelte-app, built by `npm run build`, served at
// /svelte-app/) uses DataTable and EventCalendar with live props; each prop the app changes after
// mount is followed by the widget, under the demo's strict CSP, with a clean console. Issue 44 item 8: the app's
// "Columns you control" table (demo/svelte-app/src/ColumnsTable.svelte) resizes, reorders, pins and chooses
// its columns by mouse, touch and keyboard, at 1280 and 400 px, the state bound to the app, its cell snippet kept.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axeViolations, openPage, seriousAxeViolations, useBrowser, type OpenOptions, type TestPage } from './harness';

useBrowser();
const bodyRows = (page: TestPage) => page.locator('table[data-table="staff"] tbody tr[data-id]');
const names = (page: TestPage) => bodyRows(page).evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent?.trim()));

async function open(): Promise<TestPage> {
  const page = await openPage('/svelte-app/');
  await expect.poll(() => bodyRows(page).count()).toBe(10);
  return page;
}

describe('the Svelte demo app', () => {
  it('pageSize: the app\'s select changes the rows per page of the same table', async () => {
    const page = await open();
    const table = await page.locator('table[data-table="staff"]').elementHandle();
    await page.getByLabel('Rows per page (app)').selectOption('25');
    await expect.poll(() => bodyRows(page).count()).toBe(25);
    await page.getByLabel('Rows per page (app)').selectOption('5');
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    expect(await table!.evaluate((t) => t.isConnected)).toBe(true);
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([]);
  });

  it('filters: typing in the app\'s search box filters the table by name', async () => {
    const page = await open();
    await page.getByLabel('Search names (app)').fill('Grace');
    await expect.poll(() => names(page)).toEqual(['Grace Hopper', 'Grace Lovelace', 'Grace Liskov', 'Grace Hopper']);
    await page.getByLabel('Search names (app)').fill('');
    await expect.poll(() => bodyRows(page).count()).toBe(10);
  });

  it('rowActions and footerAggregates load through import(): a Greet button per row, a salary total', async () => {
    const page = await open();
    await expect.poll(() => page.locator('table[data-table="staff"] tfoot').textContent()).toMatch(/\$[\d,]+/);
    await page.getByRole('button', { name: /Greet/ }).first().click();
    await expect.poll(() => page.locator('.status').first().textContent()).toMatch(/Hello, Ada Lovelace/);
    expect(await page.locator('script[src*="/dist/almanac"]').count()).toBe(0);
  });

  it('cell controls: the Team column is a select per row, named by column and row; a change reaches the app (onfieldchange)', async () => {
    const page = await open();
    const team = page.getByLabel('Team, Ada Lovelace');
    expect(await team.inputValue()).toBe('Platform');
    await team.selectOption('Support');
    await expect.poll(() => page.locator('.status').first().textContent()).toMatch(/Ada Lovelace moved to Support/);
    expect(await page.getByLabel('Team, Ada Lovelace').inputValue()).toBe('Support');
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([]);
  });

  it('events: the app\'s button adds an event the calendar shows', async () => {
    const page = await open();
    const calendar = page.locator('[data-calendar-id="meetings"], .ec-calendar').first();
    await expect.poll(() => calendar.getByText('Planning').count()).toBeGreaterThan(0);
    expect(await calendar.getByText('Review 1').count()).toBe(0);
    await page.getByRole('button', { name: 'Add an event' }).click();
    await expect.poll(() => calendar.getByText('Review 1').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('3 events').count()).toBe(1);
  });

  it('view: the app\'s select switches the calendar, and the calendar\'s own switcher updates the app (bind:view)', async () => {
    const page = await open();
    const calendar = page.locator('.ec-calendar').first();
    await page.getByLabel('View (app)').selectOption('week');
    await expect.poll(() => calendar.getByRole('button', { name: /^week$/i }).getAttribute('aria-pressed')).toBe('true');
    await calendar.getByRole('button', { name: /^day$/i }).click();
    await expect.poll(() => page.getByLabel('View (app)').inputValue()).toBe('day');
    await page.getByLabel('View (app)').selectOption('month');
    await expect.poll(() => calendar.getByRole('button', { name: /^month$/i }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the Svelte app\'s columns you control', () => {
  const COLS = 'table[data-table="columns"]';
  const state = (page: TestPage, key: string) => page.locator(`.column-state [data-state="${key}"]`).textContent();
  const fields = (page: TestPage) => page.locator(`${COLS} thead tr.alm-header-row th[data-field]`).evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.field));
  const box = (l: Locator) => l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, right: r.right };
  });
  /** The Name cells drawn by the app's snippet (links), in the body's order. */
  const links = (page: TestPage) => page.locator(`${COLS} tbody tr[data-id] a.person`).allTextContents();
  async function openColumns(options: OpenOptions = {}): Promise<TestPage> {
    const page = await openPage('/svelte-app/', options);
    await expect.poll(() => page.locator(`${COLS} tbody tr[data-id]`).count()).toBe(10);
    await page.locator(COLS).scrollIntoViewIfNeeded();
    // A column chooser brings the column part (handles, menus) at once.
    await page.locator(COLS).getByRole('button', { name: 'Column options: Team' }).waitFor();
    await page.locator(`${COLS} [role="separator"]`).first().waitFor();
    return page;
  }

  it('resize by mouse and keyboard: the Name column widens, the app\'s bound widths follow', async () => {
    const page = await openColumns();
    const th = page.locator(`${COLS} th[data-field="name"]`);
    const grip = page.locator(COLS).getByRole('separator', { name: 'Resize column Name' });
    const before = (await box(th)).width;
    const h = await box(grip);
    const [x, y] = [h.x + h.width / 2, h.y + h.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(x + 10 * i, y);
    await page.mouse.up();
    await expect.poll(async () => (await box(th)).width).toBeCloseTo(before + 50, -0.5);
    await expect.poll(() => state(page, 'widths')).toBe(`name ${Math.round(before + 50)}px`);
    await grip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => state(page, 'widths')).toBe(`name ${Math.round(before + 60)}px`);
    expect(await links(page)).toHaveLength(10);
  });

  it('reorder from a column menu by keyboard, and by dragging a header: the app\'s order follows; the Name snippet moves with its column', async () => {
    const page = await openColumns();
    const team = page.locator(COLS).getByRole('button', { name: 'Column options: Team' });
    await team.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move left' }).waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Move right');
    await page.keyboard.press('Enter');
    await expect.poll(() => fields(page)).toEqual(['name', 'id', 'team', 'salary']);
    await expect.poll(() => state(page, 'order')).toBe('name, id, team, salary');
    // Drag Name's header onto the right half of Staff number.
    const [a, b] = [await box(page.locator(`${COLS} th[data-field="name"]`)), await box(page.locator(`${COLS} th[data-field="id"]`))];
    const [x, y] = [a.x + 12, a.y + a.height / 2];
    const tx = b.x + b.width * 0.75;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(x + ((tx - x) * i) / 8, y);
    await page.mouse.up();
    await expect.poll(() => fields(page)).toEqual(['id', 'name', 'team', 'salary']);
    await expect.poll(() => state(page, 'order')).toBe('id, name, team, salary');
    const second = await page.locator(`${COLS} tbody tr[data-id]`).first().evaluate((tr: HTMLTableRowElement) => tr.cells[1].querySelector('a.person')?.textContent);
    expect(second).toBe('Ada Lovelace');
  });

  it('pin from the column menu by touch: Team pinned to the start is drawn first and sticks; the app\'s pins follow', async () => {
    const page = await openColumns({ hasTouch: true });
    await page.locator(COLS).getByRole('button', { name: 'Column options: Team' }).tap();
    await page.getByRole('menuitem', { name: 'Pin to start' }).tap();
    await expect.poll(() => fields(page)).toEqual(['team', 'name', 'id', 'salary']);
    await expect.poll(() => state(page, 'pins')).toBe('salary end, team start');
    await expect.poll(() => page.locator(`${COLS} th[data-field="team"]`).evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
  });

  it('the column chooser by mouse: Staff number hidden and shown again; the app\'s hidden columns follow', async () => {
    const page = await openColumns();
    const chooser = page.locator('.columns-box .alm-column-tools').getByRole('button', { name: 'Columns' });
    await chooser.click();
    await page.getByRole('menuitemcheckbox', { name: 'Staff number' }).click();
    await expect.poll(() => fields(page)).toEqual(['name', 'team', 'salary']);
    await expect.poll(() => state(page, 'hidden')).toBe('id');
    await page.getByRole('menuitemcheckbox', { name: 'Staff number' }).click();
    await expect.poll(() => fields(page)).toEqual(['name', 'team', 'id', 'salary']);
    await expect.poll(() => state(page, 'hidden')).toBe('none');
    expect(await axeViolations(page, 'section[aria-labelledby="columns-title"]')).toEqual([]);
  });

  it('at 400 px, the box scrolls sideways and the pinned Name and Salary stay at its edges; axe finds nothing', async () => {
    const page = await openColumns({ width: 400 });
    const scroller = page.locator('.columns-box');
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const edges = await scroller.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left + el.clientLeft, right: r.left + el.clientLeft + el.clientWidth };
    });
    expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const [name, salary] = [await box(page.locator(`${COLS} th[data-field="name"]`)), await box(page.locator(`${COLS} th[data-field="salary"]`))];
    expect(Math.abs(name.x - edges.left)).toBeLessThan(1.5);
    expect(Math.abs(salary.right - edges.right)).toBeLessThan(1.5);
    expect(await axeViolations(page, 'section[aria-labelledby="columns-title"]')).toEqual([]);
  });
});

// Issue 45 in the app (demo/svelte-app/src/Offices.svelte): a calendar in the time zone the app's select chooses, the
// browser in Los Angeles; a series repeating in New York (its clocks go forward on 8 March, Bangkok's never do); the
// list view it opens in; UTC's clock beside the week's hours. The list's accessible names carry the times.
describe('the Svelte demo app: named zones, a repeating event, the list view', () => {
  const offices = (page: TestPage) => page.locator('.ec-calendar').nth(1);
  /** The accessible names of the events listed under `day` (its long date), without the isolates around times. */
  const listed = (page: TestPage, day: string) => offices(page).getByRole('list', { name: day }).getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.replace(/[\u2066\u2069]/g, '')));

  it('opens in the list, in Bangkok: the New York standup at 21:00 before New York\'s change and 20:00 after, the launch call at its instant; the app\'s zone select moves them', async () => {
    const page = await openPage('/svelte-app/', { timezoneId: 'America/Los_Angeles' });
    await expect.poll(() => offices(page).getByRole('button', { name: /^list$/i }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => offices(page).getByRole('button', { name: /New York standup/ }).count()).toBe(12);
    expect(await listed(page, 'Monday, March 2, 2026')).toEqual(['21:00 – 21:15, New York standup, Room 4']);
    expect(await listed(page, 'Monday, March 9, 2026')).toEqual(['20:00 – 20:15, New York standup, Room 4']);
    expect(await listed(page, 'Wednesday, March 11, 2026')).toEqual(['20:00 – 21:00, Launch call, Online', '20:00 – 20:15, New York standup, Room 4']);
    // The 13th is left out of the series (its exdate).
    expect(await offices(page).getByRole('list', { name: 'Friday, March 13, 2026' }).count()).toBe(0);
    expect(await seriousAxeViolations(page, 'section[aria-labelledby="offices-title"]')).toEqual([]);
    await page.getByLabel('Time zone (app)').selectOption('America/New_York');
    await expect.poll(() => listed(page, 'Monday, March 9, 2026')).toEqual(['09:00 – 09:15, New York standup, Room 4']);
    expect(await listed(page, 'Monday, March 2, 2026')).toEqual(['09:00 – 09:15, New York standup, Room 4']);
    // Two at 09:00: the longer first.
    expect(await listed(page, 'Wednesday, March 11, 2026')).toEqual(['09:00 – 10:00, Launch call, Online', '09:00 – 09:15, New York standup, Room 4']);
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([]);
  });

  it('a click names the occurrence; the week view has UTC\'s clock beside Bangkok\'s hours', async () => {
    const page = await openPage('/svelte-app/', { timezoneId: 'America/Los_Angeles' });
    const monday = offices(page).getByRole('list', { name: 'Monday, March 9, 2026' }).getByRole('button');
    await monday.click();
    await expect.poll(() => page.locator('.status').last().textContent()).toBe('New York standup: 2026-03-09T13:00:00.000Z');
    await offices(page).getByRole('button', { name: /^week$/i }).click();
    const labels = offices(page).locator('.ec-time-label');
    await expect.poll(() => labels.count()).toBe(24);
    // The week of 8-14 March, its middle day the 11th: 00:00 in Bangkok is 17:00 UTC the day before.
    expect(await labels.evaluateAll((all) => all.slice(0, 2).map((l) => [l.firstChild!.textContent, l.querySelector('span')!.textContent]))).toEqual([['00:00', '17:00'], ['01:00', '18:00']]);
    expect(await offices(page).locator('.ec-tg-corner').evaluate((c) => Array.from(c.children, (s) => s.textContent))).toEqual(['GMT+7', 'UTC']);
    // Monday and Wednesday (Friday the 13th is left out).
    await expect.poll(() => offices(page).locator('.ec-timed-event', { hasText: 'New York standup' }).count()).toBe(2);
  });
});

describe('the Svelte app\'s table at phone width (collapsed hint)', () => {
  const PHONE = 'table[data-table="phone"]';
  const state = (page: TestPage, key: string) => page.locator(`.phone-state [data-state="${key}"]`).textContent();
  const toggleHeaders = (page: TestPage) => page.locator(`${PHONE} thead th.alm-toggle-cell`).count();

  it('at 400 px the lowest-priority columns fold into each row\'s button and the app\'s binding follows; reloaded with that hint, the table keeps one disclosure column', async () => {
    const page = await openPage('/svelte-app/', { width: 400 });
    await page.locator(PHONE).scrollIntoViewIfNeeded();
    await expect.poll(() => state(page, 'collapsed')).toMatch(/id/);
    const folded = await state(page, 'collapsed');
    expect(folded).not.toMatch(/name/);
    expect(await toggleHeaders(page)).toBe(1);
    // Reloaded, the table is first drawn from the kept hint; the part adopts that disclosure column (never a second).
    await page.reload();
    await expect.poll(() => state(page, 'hint')).toBe(folded);
    await expect.poll(() => state(page, 'collapsed')).toBe(folded);
    await page.locator(`${PHONE} tbody tr[data-id]`).first().waitFor();
    expect(await toggleHeaders(page)).toBe(1);
    const button = page.locator(PHONE).getByRole('button', { name: /^Show more of row/ }).first();
    await button.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator(`${PHONE} tr.alm-detail-row`).first().textContent()).toContain('Staff number');
  });

  it('a hint the box does not need is undone once the table measures: at 1280 px every column shows, no disclosure column', async () => {
    const page = await openPage('/svelte-app/', { width: 1280 });
    await page.evaluate(() => localStorage.setItem('almanac-demo-collapsed', JSON.stringify(['salary', 'id'])));
    await page.reload();
    await expect.poll(() => state(page, 'hint')).toBe('salary, id');
    await expect.poll(() => state(page, 'collapsed')).toBe('none');
    expect(await toggleHeaders(page)).toBe(0);
    expect(await page.locator(`${PHONE} thead th[data-field]`).count()).toBe(4);
  });
});
