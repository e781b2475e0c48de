// Issue 44 item 6, cards: "Sort, filter, selection, actions and editing keep working" while the rows are shown as
// cards (data-responsive="cards", below data-cards-below) — on demo/pages/table-responsive.html's "cards-work" table
// at 400 px (18 rows, 4 a page, a search box, a Department header filter, a Greet row action, Status and Note cell
// controls): the pager moves through the pages by mouse, touch and keyboard and every page's rows are cards;
// the search box and the header filter leave only the matching rows, as cards; a card's row action fires for its
// row; a cell control in a card edits its row (table:fieldChange) and the edit is still there after paging away
// and back. table-responsive.e2e.ts covers the cards' layout, sort and selection. The demo server sends the strict
// CSP; any console error fails a test (harness).
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, useBrowser, type OpenOptions, type TestPage } from './harness';

useBrowser();
const CARDS = 'table[data-table="cards-work"]';
const PAGER = 'nav[data-table-pagination="cards-work"]';
const TOOLS = '[data-table-controls="cards-work"]';

interface CardEvent { name: string; id: number; field?: string; value?: unknown; action?: string }
const events = (page: TestPage) => page.evaluate(() => (window as unknown as { cardEvents: CardEvent[] }).cardEvents);

async function open(options: OpenOptions = {}): Promise<TestPage> {
  const page = await openPage('/table-responsive.html', { width: 400, ...options });
  await expect.poll(() => page.locator(`${CARDS} tbody tr[data-id]`).count()).toBe(4);
  await expect.poll(() => isCards(page)).toBe(true);
  await page.locator(CARDS).scrollIntoViewIfNeeded();
  return page;
}
const isCards = (page: TestPage) => page.locator(CARDS).evaluate((t) => t.classList.contains('alm-cards'));
/** The names on the cards shown. */
const names = (page: TestPage) => page.locator(`${CARDS} tbody tr[data-id] td[data-label="Name"]`).allTextContents();
const ids = (page: TestPage) => page.locator(`${CARDS} tbody tr[data-id]`).evaluateAll((trs) => trs.map((tr) => Number((tr as HTMLElement).dataset.id)));
/** Each shown row is a card: laid out as a block, every data cell labelled by its column. */
const allCards = (page: TestPage) => page.locator(`${CARDS} tbody tr[data-id]`).evaluateAll((trs) => trs.every((tr) =>
  getComputedStyle(tr).display === 'block' && Array.from((tr as HTMLTableRowElement).cells).every((td) => !!td.dataset.label)));
const current = (page: TestPage) => page.locator(`${PAGER} [aria-current="page"]`).textContent();
const caption = (page: TestPage) => page.locator(`${CARDS} caption .alm-caption-info`).textContent();

describe('paging through cards', () => {
  it('by mouse: Next page and a page number show the next rows, still cards; the caption counts them', async () => {
    const page = await open();
    const first = await ids(page);
    expect(await allCards(page)).toBe(true);
    await page.locator(PAGER).getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => current(page)).toBe('2');
    await expect.poll(() => ids(page)).not.toEqual(first);
    expect(await page.locator(`${CARDS} tbody tr[data-id]`).count()).toBe(4);
    expect(await allCards(page)).toBe(true);
    await expect.poll(() => caption(page)).toContain('5 to 8 of 18');
    await page.locator(PAGER).getByRole('button', { name: 'Page 5' }).click();
    await expect.poll(() => page.locator(`${CARDS} tbody tr[data-id]`).count()).toBe(2);
    expect(await allCards(page)).toBe(true);
    await page.locator(PAGER).getByRole('button', { name: 'First page' }).click();
    await expect.poll(() => ids(page)).toEqual(first);
  });

  it('by touch: a tap on Next page pages', async () => {
    const page = await open({ hasTouch: true });
    const first = await ids(page);
    await page.locator(PAGER).getByRole('button', { name: 'Next page' }).tap();
    await expect.poll(() => current(page)).toBe('2');
    await expect.poll(() => ids(page)).not.toEqual(first);
    expect(await allCards(page)).toBe(true);
  });

  it('by keyboard alone: Enter on Next page pages, the focus stays in the pager', async () => {
    const page = await open();
    await page.locator(PAGER).getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => current(page)).toBe('2');
    await page.keyboard.press('Enter');
    await expect.poll(() => current(page)).toBe('3');
    expect(await allCards(page)).toBe(true);
    expect(await page.evaluate((sel) => document.querySelector(sel)!.contains(document.activeElement), PAGER)).toBe(true);
  });
});

describe('filtering cards', () => {
  it('the search box leaves only the matching rows, as cards; cleared, every row is back', async () => {
    const page = await open();
    const name = (await names(page))[0];
    const last = name.split(' ')[1];
    await page.locator(TOOLS).getByLabel('Search').fill(last);
    await expect.poll(async () => (await names(page)).every((n) => n.includes(last))).toBe(true);
    expect(await page.locator(`${CARDS} tbody tr[data-id]`).count()).toBeGreaterThan(0);
    expect(await allCards(page)).toBe(true);
    expect(await caption(page)).toMatch(/filtered from 18/);
    await page.locator(TOOLS).getByLabel('Search').fill('');
    await expect.poll(() => caption(page)).toContain('of 18');
  });

  it('the Department header filter (by keyboard) leaves that department\'s rows, as cards, across its pages', async () => {
    const page = await open();
    const filter = page.locator(CARDS).getByRole('combobox', { name: 'Filter by Department' });
    await filter.focus();
    // A closed select takes the next option from the Down arrow: Engineering, after All.
    await page.keyboard.press('ArrowDown');
    expect(await filter.inputValue()).toBe('eng');
    const departments = () => page.locator(`${CARDS} tbody tr[data-id] td[data-label="Department"]`).allTextContents();
    await expect.poll(async () => { const d = await departments(); return d.length > 0 && d.every((t) => t === 'Engineering'); }).toBe(true);
    expect(await allCards(page)).toBe(true);
    // The filter still holds on the next page, if there is one.
    if (await page.locator(PAGER).getByRole('button', { name: 'Next page' }).isEnabled()) {
      await page.locator(PAGER).getByRole('button', { name: 'Next page' }).click();
      await expect.poll(() => current(page)).toBe('2');
      expect((await departments()).every((t) => t === 'Engineering')).toBe(true);
    }
  });
});

describe('a row action on a card', () => {
  it('by mouse and by touch: the Greet button of a card fires table:rowAction for that card\'s row', async () => {
    const page = await open({ hasTouch: true });
    const [a, b] = (await ids(page)).slice(0, 2);
    const cards = page.locator(`${CARDS} tbody tr[data-id]`);
    await cards.nth(0).getByRole('button', { name: /^Greet / }).click();
    await expect.poll(() => events(page)).toEqual([{ name: 'table:rowAction', id: a, action: 'greet' }]);
    await cards.nth(1).getByRole('button', { name: /^Greet / }).tap();
    await expect.poll(() => events(page)).toEqual([{ name: 'table:rowAction', id: a, action: 'greet' }, { name: 'table:rowAction', id: b, action: 'greet' }]);
  });

  it('by keyboard alone: Tab reaches a card\'s Greet button (named by its row), Enter fires it', async () => {
    const page = await open();
    const [id] = await ids(page);
    const name = (await names(page))[0];
    await page.locator(`${CARDS} tbody tr[data-id]`).first().getByRole('combobox').focus();
    for (let i = 0; i < 5 && (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) !== `Greet ${name}`; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Greet ${name}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => events(page)).toEqual([{ name: 'table:rowAction', id, action: 'greet' }]);
  });
});

describe('editing in a card', () => {
  it('the Status select and the Note field edit their row (table:fieldChange); the edits are still there after paging away and back', async () => {
    const page = await open();
    const [id] = await ids(page);
    const name = (await names(page))[0];
    const status = page.getByLabel(`Status, ${name}`);
    const next = await status.evaluate((s: HTMLSelectElement) => Array.from(s.options).find((o) => !o.selected)!.value);
    await status.selectOption(next);
    await expect.poll(() => events(page)).toEqual([{ name: 'table:fieldChange', id, field: 'status', value: next }]);
    // By keyboard alone: type a note, Enter commits it.
    const note = page.getByLabel(`Note, ${name}`);
    await note.focus();
    await page.keyboard.type('Call back');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await events(page)).at(-1)).toEqual({ name: 'table:fieldChange', id, field: 'note', value: 'Call back' });
    await page.locator(PAGER).getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => current(page)).toBe('2');
    await page.locator(PAGER).getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => current(page)).toBe('1');
    await expect.poll(() => page.getByLabel(`Status, ${name}`).inputValue()).toBe(next);
    expect(await page.getByLabel(`Note, ${name}`).inputValue()).toBe('Call back');
    expect(await allCards(page)).toBe(true);
  });

  it('by touch: a tap in a card\'s Note field and typing edits the row', async () => {
    const page = await open({ hasTouch: true });
    const [id] = await ids(page);
    const name = (await names(page))[0];
    const note = page.getByLabel(`Note, ${name}`);
    await note.tap();
    await page.keyboard.type('Met');
    // Leaving the field commits it.
    await page.locator(PAGER).getByRole('button', { name: 'Page 1' }).tap();
    await expect.poll(async () => (await events(page)).at(-1)).toEqual({ name: 'table:fieldChange', id, field: 'note', value: 'Met' });
  });
});

describe('accessibility', () => {
  it('axe finds nothing with the cards filtered, paged and edited', async () => {
    const page = await open();
    await page.locator(CARDS).getByRole('combobox', { name: 'Filter by Department' }).selectOption('sales');
    await expect.poll(async () => (await page.locator(`${CARDS} tbody tr[data-id] td[data-label="Department"]`).allTextContents()).every((t) => t === 'Sales')).toBe(true);
    const name = (await names(page))[0];
    await page.getByLabel(`Note, ${name}`).fill('Checked');
    await page.getByLabel(`Note, ${name}`).press('Enter');
    expect(await axeViolations(page)).toEqual([]);
  });
});
