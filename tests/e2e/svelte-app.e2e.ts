// Issue 13 item 7: the demo Svelte app (demo/svelte-app, built by `npm run build`, served at
// /svelte-app/) uses DataTable and EventCalendar with live props; each prop the app changes after
// mount is followed by the widget, under the demo's strict CSP, with a clean console.
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type TestPage } from './harness';

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
