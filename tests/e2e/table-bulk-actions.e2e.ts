// Bulk actions over the row selection (issue 11 item 2; spec "HTTP interactions" 2, "Events", "Errors" 3-4) and
// field errors, on demo/pages/table-bulk-actions.html against the SQLite demo API.
import { describe, expect, it } from 'vitest';
import { columnTexts, networkQuiet, seriousAxeViolations, useBrowser, type TestPage } from './harness';
import { addTable, alert, allIds, bar, E, employee, heard, open, status, TASKS, useFreshDatabase, warned } from './bulk-helpers';

useBrowser();
useFreshDatabase();

describe('bulk bar (spec data-actions, data-action-url, data-action-button)', () => {
  it('appears only while rows are selected, labelled, with the actions, the apply button text and class, and Clear selection', async () => {
    const { page } = await open();
    await expect.poll(() => bar(page, 'Employees').count()).toBe(1);
    expect(await bar(page, 'Employees').isVisible()).toBe(false);
    await page.getByLabel('Select row Ada Anders').check();
    await page.getByLabel('Select row Ada García').check();
    await expect.poll(() => bar(page, 'Employees').isVisible()).toBe(true);
    expect(await status(page).textContent()).toBe('2 selected');
    expect(await status(page).getAttribute('role')).toBe('status');
    const select = bar(page, 'Employees').getByLabel('Action');
    expect(await select.locator('option').allTextContents()).toEqual(['Choose…', 'Delete', 'Set active', 'Set inactive', 'Promote']);
    const apply = bar(page, 'Employees').getByRole('button', { name: 'Apply' });
    expect(await apply.getAttribute('class')).toBe('alm-bulk-apply btn');
    await bar(page, 'Employees').getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => bar(page, 'Employees').isVisible()).toBe(false);
    expect(await page.locator(`${E} tbody input:checked`).count()).toBe(0);
    expect(await status(page).textContent()).toBe('Selection cleared.');
  });

  it("a compound key 'status|inactive' POSTs {action: 'status', status: 'inactive', ids} as JSON with the CSRF header; the database and the table change", async () => {
    const { page, posts, loads } = await open();
    await page.getByLabel('Select row Ada Anders').check();
    await page.getByLabel('Select row Ada Dubois').check();
    await bar(page, 'Employees').getByLabel('Action').selectOption({ label: 'Set inactive' });
    await bar(page, 'Employees').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => posts.length).toBe(1);
    const request = posts[0];
    expect(new URL(request.url()).pathname).toBe('/api/employees/bulk');
    const body = request.postDataJSON();
    expect(Object.keys(body)).toEqual(['action', 'status', 'ids']);
    expect(body.action).toBe('status');
    expect(body.status).toBe('inactive');
    expect(body.ids).toHaveLength(2);
    const headers = await request.allHeaders();
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-csrf-token']).toBe('demo-csrf-token');
    // Reloaded past the cache, the selection cleared, the rows show the new status.
    await expect.poll(() => columnTexts(page, E, 5).then((t) => t.slice(0, 2))).toEqual(['Inactive', 'Inactive']);
    expect(loads.length).toBeGreaterThanOrEqual(2);
    expect(await page.locator(`${E} tbody input:checked`).count()).toBe(0);
    await expect.poll(() => bar(page, 'Employees').isVisible()).toBe(false);
    for (const id of body.ids) expect((await employee(page, id)).data.status).toBe('inactive');
    const [action] = await heard(page, 'table:action');
    expect(action.detail).toMatchObject({ tableId: 'employees', action: 'status|inactive', success: true, response: { success: true, affected: 2 } });
    expect(typeof action.detail.timestamp).toBe('number');
    const [complete] = await heard(page, 'table:actionComplete');
    expect(complete.detail).toMatchObject({ tableId: 'employees', action: 'status|inactive', ids: body.ids });
    expect(await heard(page, 'table:rowRemoved')).toEqual([]);
    await expect.poll(() => page.locator('.alm-toast').allTextContents()).toContain('2 employee(s) set to Inactive');
  });

  it('TableManager.init({csrfHeader}) names the header for requests a chunk sends too (the actions chunk has its own copy of the HTTP code)', async () => {
    const { page, posts } = await open();
    await page.evaluate(() => (window as any).TableManager.init({ csrfHeader: 'X-XSRF-TOKEN' }));
    await page.getByLabel('Select row Ada Anders').check();
    await bar(page, 'Employees').getByLabel('Action').selectOption({ label: 'Set inactive' });
    await bar(page, 'Employees').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => posts.length).toBe(1);
    const headers = await posts[0].allHeaders();
    expect(headers['x-xsrf-token']).toBe('demo-csrf-token');
    expect(headers['x-csrf-token']).toBeUndefined();
  });

  it('delete sends {action, ids}; the rows leave the database and the table; table:rowRemoved for each', async () => {
    const { page, posts } = await open();
    await page.getByLabel('Select row Ada Dubois').check();
    await page.getByLabel('Select row Ada Ito').check();
    await bar(page, 'Employees').getByLabel('Action').selectOption({ label: 'Delete' });
    await bar(page, 'Employees').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => posts.length).toBe(1);
    const body = posts[0].postDataJSON();
    expect(Object.keys(body)).toEqual(['action', 'ids']);
    expect(body.action).toBe('delete');
    await expect.poll(() => columnTexts(page, E, 2)).not.toContain('Ada Dubois');
    expect(await columnTexts(page, E, 2)).not.toContain('Ada Ito');
    expect(await page.locator(`${E} .alm-caption-info`).innerText()).toBe('Showing 1 to 10 of 298 entries');
    const left = await allIds(page);
    expect(left).toHaveLength(298);
    for (const id of body.ids) expect(left).not.toContain(id);
    expect((await heard(page, 'table:rowRemoved')).map((e: any) => e.detail)).toEqual(body.ids.map((rowId: number) => ({ tableId: 'employees', rowId })));
  });

  it('a refused action keeps the selection, shows the server message in the bar and as a notification, emits table:error and table:action success false', async () => {
    const { page, posts } = await open({ allowConsoleErrors: true });
    await page.getByLabel('Select row Ada Anders').check();
    await bar(page, 'Employees').getByLabel('Action').selectOption({ label: 'Promote' });
    await bar(page, 'Employees').getByRole('button', { name: 'Apply' }).click();
    const message = 'Promotions need a manager’s approval: nothing was changed';
    await expect.poll(() => alert(page).textContent()).toBe(message);
    expect(await alert(page).getAttribute('role')).toBe('alert');
    expect(posts[0].postDataJSON()).toMatchObject({ action: 'promote' });
    expect(await page.getByLabel('Select row Ada Anders').isChecked()).toBe(true);
    expect(await status(page).textContent()).toBe('1 selected');
    await expect.poll(() => page.locator('.alm-toast').allTextContents()).toContain(message);
    const [error] = await heard(page, 'table:error');
    expect(error.detail).toMatchObject({ tableId: 'employees', action: 'promote' });
    expect(error.detail.error.message).toMatch(/^HTTP 422 /);
    expect(typeof error.detail.timestamp).toBe('number');
    const [action] = await heard(page, 'table:action');
    expect(action.detail).toMatchObject({ tableId: 'employees', action: 'promote', success: false, response: { success: false, message } });
    expect(await heard(page, 'table:actionComplete')).toEqual([]);
  });

  it('success: false in a 200 answer is a failure; 403 and 401 notify and never navigate', async () => {
    const answers = [
      { status: 200, body: { success: false, message: 'Locked by another user' }, shown: 'Locked by another user' },
      { status: 403, body: { message: 'no' }, shown: 'You do not have permission to do this.' },
      { status: 401, body: {}, shown: 'Your session has ended. Please sign in again.' },
    ];
    const { page } = await open({
      allowConsoleErrors: true,
      before: (p) => p.route('**/api/employees/bulk', (route) => {
        const next = answers.shift()!;
        answers.push(next);
        return route.fulfill({ status: next.status, contentType: 'application/json', body: JSON.stringify(next.body) });
      }),
    });
    const url = page.url();
    await page.getByLabel('Select row Ada Anders').check();
    await bar(page, 'Employees').getByLabel('Action').selectOption({ label: 'Set active' });
    for (const shown of ['Locked by another user', 'You do not have permission to do this.', 'Your session has ended. Please sign in again.']) {
      await bar(page, 'Employees').getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => alert(page).textContent()).toBe(shown);
      await expect.poll(() => page.locator('.alm-toast').allTextContents()).toContain(shown);
      expect(await page.getByLabel('Select row Ada Anders').isChecked()).toBe(true);
    }
    expect(page.url()).toBe(url);
    expect((await heard(page, 'table:error')).map((e: any) => e.detail.action)).toEqual(['status|active', 'status|active', 'status|active']);
  });

  it('keyboard: Space selects, Tab reaches the action select, the apply and clear buttons; Enter applies and Space clears', async () => {
    const { page, posts } = await open();
    await page.getByRole('link', { name: 'Matching rows as JSON' }).focus();
    // From the link before the table, Tab walks into the table to the first row checkbox.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    for (let i = 0; i < 20 && (await focused()) !== 'Select row Ada Anders'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Select row Ada Anders');
    await page.keyboard.press('Space');
    await expect.poll(() => bar(page, 'Employees').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Matching rows as JSON' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('alm-bulk-select');
    await page.keyboard.press('ArrowDown'); // Delete
    await page.keyboard.press('ArrowDown'); // Set active
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Apply');
    await page.keyboard.press('Enter');
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0].postDataJSON()).toMatchObject({ action: 'status', status: 'active' });
    // After success the controls hide; focus stays in the bar, which says what happened.
    await expect.poll(() => status(page).textContent()).toBe('Set active: done for 1 row.');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('alm-bulk'))).toBe(true);
    await expect.poll(() => page.locator(`${E} tbody tr:not(.alm-state-row)`).count()).toBe(10);
    await page.getByLabel('Select row Ada Dubois').check();
    await page.getByRole('link', { name: 'Matching rows as JSON' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Clear selection');
    await page.keyboard.press('Space');
    await expect.poll(() => bar(page, 'Employees').isVisible()).toBe(false);
    expect(await page.getByLabel('Select row Ada Dubois').isChecked()).toBe(false);
  });

  it('the bar and the filter actions pass axe (no serious or critical violation) while rows are selected', async () => {
    const { page } = await open();
    await page.getByLabel('Select row Ada Anders').check();
    await page.getByLabel('Select row Review the bulk bar').check();
    expect(await seriousAxeViolations(page, '.alm-bulk, .alm-filter-actions')).toEqual([]);
  });

  it('Apply without a chosen action sends nothing and says so', async () => {
    const { page, posts } = await open();
    await page.getByLabel('Select row Ada Anders').check();
    await bar(page, 'Employees').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => alert(page).textContent()).toBe('Choose an action first.');
    expect(posts).toEqual([]);
  });
});

describe('client-side paging keeps the selection; a table without data-source keeps its rows', () => {
  it('counts the rows selected on other pages, sends all their ids in selection order, clears the selection after success', async () => {
    const { page, posts } = await open();
    await page.getByLabel('Select row Review the bulk bar').check();
    await page.locator('[data-table-pagination="tasks"]').getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.getByLabel('Select row Plan the next sprint').check();
    await expect.poll(() => status(page, 1).textContent()).toBe('2 selected (1 on other pages)');
    await bar(page, 'Tasks').getByLabel('Action').selectOption({ label: 'Mark done' });
    await bar(page, 'Tasks').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(new URL(posts[0].url()).pathname).toBe('/api/tasks/bulk');
    expect(posts[0].postDataJSON()).toEqual({ action: 'done', ids: ['2', '6'] });
    await expect.poll(() => bar(page, 'Tasks').isVisible()).toBe(false);
    expect(await page.locator(`${TASKS} tbody input[type="checkbox"]:checked`).count()).toBe(0);
    expect(await page.locator(`${TASKS} .alm-caption-info`).innerText()).toBe('Showing 5 to 8 of 9 entries');
  });
});

describe('field errors (spec "Errors" 4)', () => {
  it("a response's errors map marks the named elements: aria-invalid, alm-invalid and a described-by message; the next answer clears the old marks", async () => {
    const { page } = await open({ allowConsoleErrors: true });
    await page.getByLabel('Select row Write the release notes').check();
    await page.getByLabel('Select row Translate the help page').check();
    await bar(page, 'Tasks').getByLabel('Action').selectOption({ label: 'Assign' });
    await bar(page, 'Tasks').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.alm-invalid').count()).toBe(2);
    for (const id of ['tasks_owner_1', 'tasks_owner_3']) {
      const input = page.locator(`#${id}`);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const described = await input.getAttribute('aria-describedby');
      expect(await page.locator(`#${described}`).textContent()).toBe('Choose an owner first');
      expect(await page.locator(`#${described}`).isVisible()).toBe(true);
    }
    expect(await page.locator('#tasks_owner_2').getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Select row Translate the help page').uncheck();
    await bar(page, 'Tasks').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.alm-invalid').count()).toBe(1);
    expect(await page.locator('.alm-field-error').count()).toBe(1);
    expect(await page.locator('#tasks_owner_3').getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#tasks_owner_3').getAttribute('aria-describedby')).toBeNull();
  });
});

describe('bad input and teardown (design.md "Bad input")', () => {
  it('each malformed attribute or entry warns once and costs only its own part; the table keeps working', async () => {
    const { page, posts } = await open();
    await addTable(page, 'no-url', { 'data-show-checkbox': '', 'data-actions': '{"a":"A"}' });
    await addTable(page, 'far-url', { 'data-show-checkbox': '', 'data-actions': '{"a":"A"}', 'data-action-url': 'https://elsewhere.invalid/bulk' });
    await addTable(page, 'no-box', { 'data-actions': '{"a":"A"}', 'data-action-url': '/api/tasks/bulk' });
    await addTable(page, 'entries', {
      'data-show-checkbox': '', 'data-action-url': '/api/tasks/bulk', 'data-actions': '{"done":"Done","x":7,"ids|1":"Clobber"}',
      'data-filter-actions': '{"js":{"url":"javascript:alert(1)","type":"link"},"ok":{"url":"/api/employees","type":"link"}}',
    });
    await addTable(page, 'all-bad', {
      'data-show-checkbox': '', 'data-action-url': '/api/tasks/bulk', 'data-actions': '{"x":7}', 'data-filter-actions': '{"y":{}}',
    });
    await expect.poll(() => warned(page, 'entries').length).toBe(2);
    await expect.poll(() => warned(page, 'all-bad').length).toBe(2);
    expect(warned(page, 'no-url')).toEqual(['[almanac] table "no-url": data-actions needs data-action-url — bulk actions disabled']);
    expect(warned(page, 'far-url')).toEqual(['[almanac] table "far-url": data-action-url "https://elsewhere.invalid/bulk" is refused: bulk actions post to this site only — bulk actions disabled']);
    expect(warned(page, 'no-box')).toEqual(['[almanac] table "no-box": data-actions without data-show-checkbox: no row can be selected — bulk actions disabled']);
    // Issue 22 item 4: each malformed attribute warns exactly once, however many of its entries are wrong.
    expect(warned(page, 'entries')).toEqual([
      '[almanac] table "entries": data-actions entry "x" has no text label (7) — entry ignored; data-actions entry "ids|1": "ids" cannot name an extra field of the request body — entry ignored',
      '[almanac] table "entries": data-filter-actions entry "js": url "javascript:alert(1)" is missing or refused (a link needs an http(s) or relative URL) — entry ignored',
    ]);
    // Regression: an attribute whose only entry is wrong warned twice (the entry, then "no usable entry").
    expect(warned(page, 'all-bad')).toEqual([
      '[almanac] table "all-bad": data-actions entry "x" has no text label (7) — entry ignored; data-actions has no usable entry — bulk actions disabled',
      '[almanac] table "all-bad": data-filter-actions entry "y": url null is missing or refused (a button posts to this site only) — entry ignored; data-filter-actions has no usable entry — filter actions disabled',
    ]);
    for (const id of ['no-url', 'far-url', 'no-box']) expect(await page.locator(`#holder-${id} .alm-bulk`).count(), id).toBe(0);
    expect(await page.locator('#holder-entries .alm-bulk-select option').allTextContents()).toEqual(['Choose…', 'Done']);
    expect(await page.locator('#holder-entries .alm-filter-actions a').count()).toBe(1);
    // A row without an id is left out (one warning); with no id at all nothing is sent.
    await page.locator('#holder-entries').getByLabel('Select row No id').check();
    await page.locator('#holder-entries .alm-bulk-select').selectOption('done');
    await page.locator('#holder-entries .alm-bulk-apply').click();
    await expect.poll(() => page.locator('#holder-entries .alm-bulk-alert').textContent()).toBe('None of the selected rows has an id: nothing was sent.');
    expect(posts).toEqual([]);
    await page.locator('#holder-entries').getByLabel('Select row One').check();
    await page.locator('#holder-entries .alm-bulk-apply').click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0].postDataJSON()).toEqual({ action: 'done', ids: ['1'] });
    expect(warned(page, 'entries').filter((w) => w.includes('without an id'))).toHaveLength(1);
  });

  it('destroy removes the bar, the filter actions and the field-error marks; an answer arriving later changes nothing', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await open({
      allowConsoleErrors: true, // the refused Assign below (422)
      before: (p) => p.route('**/api/employees/bulk', async (route) => {
        await held;
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }).catch(() => {});
      }),
    });
    await page.getByLabel('Select row Write the release notes').check();
    await bar(page, 'Tasks').getByLabel('Action').selectOption({ label: 'Assign' });
    await bar(page, 'Tasks').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.alm-field-error').count()).toBe(1);
    await page.getByLabel('Select row Ada Anders').check();
    await bar(page, 'Employees').getByLabel('Action').selectOption({ label: 'Delete' });
    await bar(page, 'Employees').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => bar(page, 'Employees').getAttribute('aria-busy')).toBe('true');
    const before = (await heard(page, 'table:action')).length;
    await page.evaluate(() => (window as any).Almanac.TableManager.destroy());
    release();
    expect(await page.locator('.alm-bulk, .alm-filter-actions, .alm-field-error, .alm-invalid').count()).toBe(0);
    await networkQuiet(page);
    expect(await heard(page, 'table:action')).toHaveLength(before);
    expect(await page.locator('.alm-bulk, .alm-filter-actions').count()).toBe(0);
  });
});
