// Issue 47 item 3 (tree data) on demo/pages/table-tree.html: rows with a parentId show as a tree in the first
// column (APG treegrid: aria-level, aria-setsize, aria-posinset, aria-expanded on rows with children), every
// task closed at first; a task opens and closes by its button, Enter, Space and the arrow keys (Right opens or
// moves to the first subtask, Left closes or moves to the parent; mirrored right to left), Up and Down move
// (roving tabindex); sorting sorts the subtasks of each task; search keeps a match's ancestors, marked as
// context rows; "Visual design" and "Back end" (hasChildren: true) load their subtasks from the source when
// they open (?parent=<id>); the open tasks are in the URL (tree=) and survive reload and back; aria-rowcount and
// aria-rowindex count the tree's rows; a parent cycle and a parent that never arrives warn once each and show
// the row as a root; Thai right to left on table-tree-th.html (data-tree-field); axe finds nothing.
// Data (demo/api/routes-task-tree.mjs): Plan the relaunch (Interview users, Write the brief), Design (Wireframes,
// Visual design > [Colour palette, Type scale]), Build (Front end > Header, Task table; Back end > [Database,
// Search API, Mail service]), Launch (Announce, Monitor errors); [..]: loaded on open.
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, useBrowser, type TestPage } from './harness';

useBrowser();
const TABLE = 'table[data-table="tasks"]';
const THAI = 'table[data-table="tasks-th"]';

/** Each shown row as `level:first cell` (the first cell's text, the context mark included). */
const tree = (page: TestPage, table = TABLE) => page.locator(`${table} tbody tr.alm-tree-row`).evaluateAll((trs) => trs.map((tr) =>
  `${tr.getAttribute('aria-level')}:${(tr as HTMLTableRowElement).cells[0].textContent!.replace(/\s+/g, ' ').trim()}`));
const row = (page: TestPage, name: string, table = TABLE) => page.locator(`${table} tbody tr.alm-tree-row`, { has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${name}`) }) });
const focusedName = (page: TestPage) => page.evaluate(() => (document.activeElement as HTMLTableRowElement | null)?.cells?.[0]?.textContent?.trim() ?? null);

async function open(path = '/table-tree.html'): Promise<TestPage> {
  const page = await openPage(path);
  await expect.poll(() => page.locator(`${TABLE} tbody tr.alm-tree-row`).count()).toBeGreaterThan(0);
  return page;
}

describe('the tree', () => {
  it('rows with a parentId show as a tree: the roots, closed, with their treegrid places; the table is a treegrid', async () => {
    const page = await open();
    expect(await page.locator(TABLE).getAttribute('role')).toBe('treegrid');
    expect(await tree(page)).toEqual(['1:Plan the relaunch', '1:Design', '1:Build', '1:Launch']);
    const first = row(page, 'Plan the relaunch');
    expect(await first.evaluate((tr) => ['aria-level', 'aria-setsize', 'aria-posinset', 'aria-expanded'].map((a) => tr.getAttribute(a)))).toEqual(['1', '4', '1', 'false']);
    expect(await first.getByRole('button', { name: 'Open Plan the relaunch' }).count()).toBe(1);
    expect(page.warnings).toEqual([]);
  });

  it('by pointer: the button opens a task (its subtasks indented, one level down) and closes it; aria-rowindex and aria-rowcount count the tree', async () => {
    const page = await open();
    await row(page, 'Build').getByRole('button', { name: 'Open Build' }).click();
    await expect.poll(() => tree(page)).toEqual(['1:Plan the relaunch', '1:Design', '1:Build', '2:Front end', '2:Back end', '1:Launch']);
    const indent = (name: string) => row(page, name).locator('.alm-tree-label').evaluate((el) => parseFloat(getComputedStyle(el).paddingInlineStart));
    expect(await indent('Front end')).toBeGreaterThan(await indent('Build'));
    expect(await row(page, 'Front end').evaluate((tr) => [tr.getAttribute('aria-setsize'), tr.getAttribute('aria-posinset')])).toEqual(['2', '1']);
    // Row indexes in tree order, the header row first: Build comes after Plan (3 rows) and Design (3 rows: the
    // subtasks of Visual design are not loaded); the count is every row the table holds (14), and the header.
    expect(await row(page, 'Build').getAttribute('aria-rowindex')).toBe(String(1 + 3 + 3 + 1));
    await expect.poll(() => page.locator(TABLE).getAttribute('aria-rowcount')).toBe(String(1 + 14));
    await row(page, 'Build').getByRole('button', { name: 'Close Build' }).click();
    await expect.poll(() => tree(page)).toEqual(['1:Plan the relaunch', '1:Design', '1:Build', '1:Launch']);
  });

  it('by keyboard: Right opens then moves to the first subtask, Left moves to the parent then closes, Enter and Space toggle, Up/Down/Home/End move', async () => {
    const page = await open();
    const plan = row(page, 'Plan the relaunch');
    expect(await plan.getAttribute('tabindex')).toBe('0');
    expect(await row(page, 'Design').getAttribute('tabindex')).toBe('-1');
    await plan.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => plan.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Interview users');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toMatch(/^Plan the relaunch/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => plan.getAttribute('aria-expanded')).toBe('false');
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Space');
    await expect.poll(() => plan.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await page.keyboard.press('Enter');
    await expect.poll(() => plan.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toMatch(/^Design/);
    expect(await row(page, 'Design').getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('End');
    expect(await focusedName(page)).toMatch(/^Launch/);
    await page.keyboard.press('Home');
    expect(await focusedName(page)).toMatch(/^Plan the relaunch/);
    await page.keyboard.press('ArrowUp');
    expect(await focusedName(page)).toMatch(/^Plan the relaunch/);
  });

  it('sort sorts siblings: by Hours descending, the roots and each task\'s subtasks reorder, the tree kept', async () => {
    const page = await open();
    await row(page, 'Build').getByRole('button', { name: 'Open Build' }).click();
    await row(page, 'Plan the relaunch').getByRole('button', { name: 'Open Plan the relaunch' }).click();
    const sort = () => page.locator(`${TABLE} th[data-field="hours"] .alm-sort-button`).click();
    await sort();
    await expect.poll(() => tree(page)).toEqual(['1:Launch', '1:Plan the relaunch', '2:Write the brief', '2:Interview users', '1:Design', '1:Build', '2:Front end', '2:Back end']);
    await sort();
    await expect.poll(() => tree(page)).toEqual(['1:Build', '2:Back end', '2:Front end', '1:Design', '1:Plan the relaunch', '2:Interview users', '2:Write the brief', '1:Launch']);
  });

  it('search keeps a match\'s ancestors, shown open and marked as context rows', async () => {
    const page = await open();
    await page.locator('[data-table-toolbar="tasks"] input[type="search"]').fill('Task table');
    await expect.poll(() => tree(page)).toEqual(['1:Build (contains matches)', '2:Front end (contains matches)', '3:Task table']);
    expect(await page.locator(`${TABLE} tbody tr.alm-tree-context`).count()).toBe(2);
    await expect.poll(() => page.locator(TABLE).getAttribute('aria-rowcount')).toBe('4');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('children from the source', () => {
  it('a row with hasChildren: true loads its subtasks when it opens (?parent=<id>), once', async () => {
    const page = await open();
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('parent=') && asked.push(new URL(r.url()).searchParams.get('parent')!));
    await row(page, 'Build').getByRole('button', { name: 'Open Build' }).click();
    await row(page, 'Back end').getByRole('button', { name: 'Open Back end' }).click();
    await expect.poll(() => tree(page)).toEqual(['1:Plan the relaunch', '1:Design', '1:Build', '2:Front end', '2:Back end', '3:Database', '3:Search API', '3:Mail service', '1:Launch']);
    expect(asked).toEqual(['10']);
    await row(page, 'Back end').getByRole('button', { name: 'Close Back end' }).click();
    await row(page, 'Back end').getByRole('button', { name: 'Open Back end' }).click();
    await expect.poll(() => tree(page).then((t) => t.length)).toBe(9);
    expect(asked).toEqual(['10']);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the URL', () => {
  it('the open tasks are in the address (tree=), kept on reload (lazy children load again), undone by back', async () => {
    const page = await open();
    await row(page, 'Design').getByRole('button', { name: 'Open Design' }).click();
    await row(page, 'Visual design').getByRole('button', { name: 'Open Visual design' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tree')).toBe('2,8');
    await expect.poll(() => tree(page)).toContain('3:Type scale');
    await page.reload();
    await expect.poll(() => tree(page)).toEqual(['1:Plan the relaunch', '1:Design', '2:Wireframes', '2:Visual design', '3:Colour palette', '3:Type scale', '1:Build', '1:Launch']);
    await page.goBack();
    await expect.poll(() => row(page, 'Visual design').getAttribute('aria-expanded')).toBe('false');
    await page.goBack();
    await expect.poll(() => tree(page)).toEqual(['1:Plan the relaunch', '1:Design', '1:Build', '1:Launch']);
  });
});

describe('bad input', () => {
  it('a parent cycle and a parent that never arrives: one warning each naming the table and the value; the rows shown as roots', async () => {
    const page = await open();
    await page.evaluate(() => (window as unknown as { Almanac: { TableManager: { setData(id: string, rows: unknown[]): void } } }).Almanac.TableManager.setData('tasks', [
      { id: 1, task: 'Alpha', parentId: 3 }, { id: 2, task: 'Beta', parentId: 1 }, { id: 3, task: 'Gamma', parentId: 2 },
      { id: 4, task: 'Orphan', parentId: 404 }, { id: 5, task: 'Child', parentId: 4 },
    ]));
    await expect.poll(() => tree(page)).toEqual(['1:Alpha', '1:Orphan']);
    await expect.poll(() => page.warnings.filter((w) => w.includes('table "tasks"') && w.includes('"404"')).length).toBe(1);
    expect(page.warnings.filter((w) => w.includes('table "tasks"') && w.includes('cycle')).length).toBe(1);
  });
});

describe('Thai, right to left', () => {
  it('names its buttons in Thai and mirrors the arrow keys (Left opens, Right closes); axe finds nothing', async () => {
    const page = await openPage('/table-tree-th.html');
    await expect.poll(() => page.locator(`${THAI} tbody tr.alm-tree-row`).count()).toBe(4);
    const first = row(page, 'วางแผนเปิดตัวใหม่', THAI);
    await expect.poll(() => first.getByRole('button', { name: 'เปิด วางแผนเปิดตัวใหม่' }).count()).toBe(1);
    await first.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => tree(page, THAI)).toContain('2:สัมภาษณ์ผู้ใช้');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
  });
});
