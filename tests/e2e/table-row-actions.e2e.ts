// Row actions (issue 11 item 3; spec "Row action entry", "HTTP interactions" 5, "Authentication" 2,
// "Errors" 1, 3; design.md "Decisions": non-GET bodies are { id, row } as JSON) on
// demo/pages/table-row-actions.html against the SQLite demo API. Every test that changes the
// database puts it back (POST /api/reset) so other files see the seeded rows.
import { afterEach, describe, expect, it } from 'vitest';
import type { Request, Route } from 'playwright-core';
import { networkQuiet, openPage, seriousAxeViolations, useBrowser, type OpenOptions, type TestPage, baseUrl } from './harness';

useBrowser();
afterEach(async () => {
  await fetch(`${baseUrl()}/api/reset`, { method: 'POST' });
});

const EMP = 'table[data-table="employees"]';
const STAFF = 'table[data-table="staff"]';
const rows = (table: string) => `${table} tbody tr:not(.alm-state-row)`;

interface RowInfo {
  id: string;
  cells: string[];
  actions: string[];
}

/** Every body row: its cell texts (without the actions cell) and its buttons' action names. */
function rowInfo(page: TestPage, table: string): Promise<RowInfo[]> {
  return page.locator(rows(table)).evaluateAll((trs) => trs.map((tr) => {
    const tds = Array.from(tr.querySelectorAll('td'));
    return {
      id: tr.getAttribute('data-id') ?? '',
      cells: tds.filter((td) => !td.classList.contains('alm-row-actions')).map((td) => td.textContent!.trim()),
      actions: Array.from(tr.querySelectorAll('td.alm-row-actions button')).map((b) => b.getAttribute('data-row-action')!),
    };
  }));
}

const events = (page: TestPage, name: string) =>
  page.evaluate((n) => (window as any).almanacEvents.filter((e: any) => e.name === n).map((e: any) => e.detail), name);

/** Open the page and wait until both tables show their rows with their buttons. */
async function open(options: OpenOptions = {}) {
  const requests: Request[] = [];
  const page = await openPage('/table-row-actions.html', {
    ...options,
    before: async (p) => {
      p.on('request', (r) => requests.push(r));
      await options.before?.(p);
    },
  });
  await expect.poll(() => page.locator(`${rows(EMP)} td.alm-row-actions button`).count()).toBe(30);
  await expect.poll(() => page.locator(`${rows(STAFF)} td.alm-row-actions button`).count()).toBeGreaterThan(0);
  const paths = () => requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
  return { page, requests, paths };
}

const toast = (page: TestPage) => page.locator('.alm-toasts .alm-toast');

describe('buttons: one per action whose condition holds (spec "Row action entry", condition rules)', () => {
  it('Deactivate shows on active rows, Activate on the others, View and Delete on every row; an "Actions" header', async () => {
    const { page } = await open();
    const info = await rowInfo(page, EMP);
    expect(info).toHaveLength(10);
    for (const row of info) {
      const status = row.cells[3];
      expect(row.actions, `${row.cells[1]} (${status})`).toEqual(status === 'Active' ? ['view', 'deactivate', 'delete'] : ['view', 'activate', 'delete']);
    }
    expect(info.some((r) => r.cells[3] === 'Active') && info.some((r) => r.cells[3] !== 'Active')).toBe(true);
    expect(await page.locator(`${EMP} thead th`).last().innerText()).toBe('Actions');
  });

  it('"${a} && ${b}" over two fields: Note shows only on active rows rated 4 or more', async () => {
    const { page } = await open();
    const info = await rowInfo(page, STAFF);
    for (const row of info) {
      const [, status, rating] = row.cells;
      const note = status === 'Active' && Number(rating) >= 4;
      expect(row.actions, row.cells.join(' ')).toEqual([...(note ? ['note'] : []), 'promote', 'payslip', 'archive']);
    }
    expect(info.filter((r) => r.actions.includes('note')).length).toBeGreaterThan(0);
    expect(info.filter((r) => !r.actions.includes('note')).length).toBeGreaterThan(0);
  });

  it('each button is a type="button" showing the title, with className and an accessible name that includes the row', async () => {
    const { page } = await open();
    const first = page.locator(rows(EMP)).first();
    const name = (await first.locator('td').nth(1).innerText()).trim();
    const del = first.getByRole('button', { name: `Delete ${name}`, exact: true });
    expect(await del.innerText()).toBe('Delete');
    expect(await del.getAttribute('type')).toBe('button');
    expect(await del.getAttribute('class')).toBe('alm-row-action danger');
    expect(await first.getByRole('button', { name: `View ${name}`, exact: true }).count()).toBe(1);
  });
});

describe('accessibility', () => {
  it('axe finds no serious or critical violation with the buttons shown, nor with the confirm dialog open', async () => {
    const { page } = await open();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator(`${rows(EMP)} button[data-row-action="delete"]`).first().click();
    await expect.poll(() => page.locator('dialog.alm-confirm[open]').count()).toBe(1);
    expect(await seriousAxeViolations(page, 'dialog.alm-confirm')).toEqual([]);
  });
});

describe('requests (spec "HTTP interactions" 5; design.md: { id, row } as JSON, CSRF header)', () => {
  it('Deactivate POSTs { id, row } as JSON with the CSRF token to the filled URL, then the table reloads past the cache and shows the change', async () => {
    const { page, paths } = await open();
    const row = (await rowInfo(page, EMP)).find((r) => r.cells[3] === 'Active')!;
    const [id, name] = row.cells;
    const sent = page.waitForRequest((r) => r.url().endsWith(`/api/employees/${id}/toggle`));
    await page.getByRole('button', { name: `Deactivate ${name}`, exact: true }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['x-csrf-token']).toBe('demo-csrf-token');
    const body = request.postDataJSON();
    expect(body.id).toBe(Number(id));
    expect(body.row).toMatchObject({ id: Number(id), name, status: 'active' });
    expect(Object.keys(body)).toEqual(['id', 'row']);
    // The reload after the change: the row now reads Inactive and offers Activate.
    await expect.poll(async () => (await rowInfo(page, EMP)).find((r) => r.cells[0] === id)).toMatchObject({ cells: [id, name, expect.any(String), 'Inactive'], actions: ['view', 'activate', 'delete'] });
    const after = paths().slice(paths().indexOf(`POST /api/employees/${id}/toggle`) + 1);
    expect(after).toContain('GET /api/employees');
    await expect.poll(() => toast(page).allInnerTexts()).toContain(`${name} is now Inactive`);
    const [event] = await events(page, 'table:rowAction');
    expect(event).toMatchObject({ tableId: 'employees', action: 'deactivate', payload: { id: Number(id), method: 'POST', url: `${new URL(page.url()).origin}/api/employees/${id}/toggle` }, row: { id: Number(id), name } });
    expect(await events(page, 'table:action')).toEqual([expect.objectContaining({ tableId: 'employees', action: 'deactivate', success: true })]);
  });

  it('View GETs the filled URL without a body or CSRF header, shows the server\'s notification, and does not reload (a read changes nothing)', async () => {
    const { page, paths } = await open();
    const first = (await rowInfo(page, EMP))[0];
    const [id, name] = first.cells;
    const sent = page.waitForRequest((r) => r.url().endsWith(`/api/employees/${id}/summary`));
    await page.getByRole('button', { name: `View ${name}`, exact: true }).click();
    const request = await sent;
    expect(request.method()).toBe('GET');
    expect(request.postData()).toBeNull();
    expect(request.headers()['x-csrf-token']).toBeUndefined();
    await expect.poll(() => toast(page).allInnerTexts()).toContainEqual(expect.stringMatching(new RegExp(`^${name}: `)));
    await expect.poll(() => events(page, 'table:action')).toHaveLength(1);
    // A reload after the read would be a request: once the network is quiet, it would have been seen.
    await networkQuiet(page);
    const loads = paths().filter((p) => p === 'GET /api/employees');
    expect(loads).toHaveLength(2); // the first load of each table, nothing after the read
  });

  it('while its request is in flight the pressed button is disabled and aria-busy; a second press sends nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, paths } = await open({
      before: (p) => p.route(/\/api\/employees\/\d+\/toggle$/, async (route: Route) => {
        await held;
        await route.continue();
      }),
    });
    const row = (await rowInfo(page, EMP))[0];
    const button = page.locator(`${rows(EMP)}[data-id="${row.id}"] button[data-row-action="${row.actions[1]}"]`);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    await button.dispatchEvent('click');
    release();
    await expect.poll(async () => (await rowInfo(page, EMP)).find((r) => r.id === row.id)?.actions[1]).not.toBe(row.actions[1]);
    expect(paths().filter((p) => p.endsWith('/toggle'))).toHaveLength(1);
  });
});

describe('confirm by keyboard (core/confirm.ts: a modal <dialog>, Escape cancels)', () => {
  it('Tab to Delete, Enter: the dialog opens with focus inside; Escape cancels with no request; OK deletes and the table shows it', async () => {
    const { page, paths } = await open();
    const first = (await rowInfo(page, EMP))[0];
    const [id, name] = first.cells;
    const del = page.getByRole('button', { name: `Delete ${name}`, exact: true });
    await page.getByRole('button', { name: `View ${name}`, exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await del.evaluate((b) => b === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.alm-confirm[open]');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.locator('.alm-confirm-message').innerText()).toBe('Delete this employee? This cannot be undone.');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.alm-confirm').count()).toBe(0);
    expect(await del.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(paths().filter((p) => p.startsWith('DELETE'))).toEqual([]);
    expect(await events(page, 'table:rowAction')).toEqual([]);

    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(1);
    await page.keyboard.press('Tab'); // from Cancel (focused first) to OK
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('OK');
    const sent = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.keyboard.press('Enter');
    const request = await sent;
    expect(new URL(request.url()).pathname).toBe(`/api/employees/${id}`);
    expect(request.postDataJSON()).toMatchObject({ id: Number(id), row: { id: Number(id), name } });
    await expect.poll(async () => (await rowInfo(page, EMP))[0].id).not.toBe(id);
    expect(await page.locator(`${EMP} .alm-caption-info`).innerText()).toBe('Showing 1 to 10 of 299 entries');
    await expect.poll(() => toast(page).allInnerTexts()).toContain(`Deleted ${name}`);
    // Keyboard users keep their place: focus is on a row action of the row now first.
    await expect.poll(() => page.evaluate(() => (document.activeElement?.closest('tr') as HTMLTableRowElement | null)?.sectionRowIndex)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-row-action'))).toBe('delete');
  });
});

describe('failures keep the rows, show the server\'s message and emit table:error (spec "Errors" 1, 3; "Authentication" 2)', () => {
  /** Press `action` on the first staff row that is not inactive. */
  async function press(page: TestPage, action: string) {
    const first = (await rowInfo(page, STAFF)).find((r) => r.cells[1] !== 'Inactive')!;
    await page.locator(`${rows(STAFF)}[data-id="${first.id}"] button[data-row-action="${action}"]`).click();
    return first;
  }
  async function expectFailure(page: TestPage, action: string, message: string, rowsBefore: RowInfo[], startUrl: string) {
    await expect.poll(() => toast(page).allInnerTexts()).toContain(message);
    const [error] = await events(page, 'table:error');
    expect(error).toMatchObject({ tableId: 'staff', action });
    expect(typeof error.timestamp).toBe('number');
    expect(await events(page, 'table:action')).toEqual([expect.objectContaining({ tableId: 'staff', action, success: false })]);
    expect(await rowInfo(page, STAFF)).toEqual(rowsBefore);
    expect(page.url()).toBe(startUrl);
  }

  it('Promote answers 403: a notification with the server\'s message, table:error, no navigation', async () => {
    const { page } = await open({ allowConsoleErrors: true });
    const before = await rowInfo(page, STAFF);
    const start = page.url();
    await press(page, 'promote');
    await expectFailure(page, 'promote', 'Only HR may promote employees', before, start);
  });

  it('Payslip answers 401: without a host handler a notification, no navigation', async () => {
    const { page } = await open({ allowConsoleErrors: true });
    const before = await rowInfo(page, STAFF);
    const start = page.url();
    await press(page, 'payslip');
    await expectFailure(page, 'payslip', 'Your session has expired: sign in again to see payslips', before, start);
  });

  it('Payslip answers 401: the host authentication error handler gets the error, no navigation', async () => {
    const { page } = await open({
      allowConsoleErrors: true,
      before: (p) => p.addInitScript(() => {
        const w = window as any;
        w.__authErrors = [];
        w.AuthErrorHandler = { handle: (error: { status: number }) => w.__authErrors.push(error.status) };
      }),
    });
    const start = page.url();
    await press(page, 'payslip');
    await expect.poll(() => page.evaluate(() => (window as any).__authErrors)).toEqual([401]);
    expect(await events(page, 'table:error')).toEqual([expect.objectContaining({ tableId: 'staff', action: 'payslip' })]);
    expect(await toast(page).count()).toBe(0);
    expect(page.url()).toBe(start);
  });

  it('Archive (confirm: true) asks "Archive <row>?"; its success:false answer is a failure with the server\'s message', async () => {
    const { page } = await open();
    const before = await rowInfo(page, STAFF);
    const start = page.url();
    const first = await press(page, 'archive');
    const dialog = page.locator('dialog.alm-confirm[open]');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.locator('.alm-confirm-message').innerText()).toBe(`Archive ${first.cells[0]}?`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectFailure(page, 'archive', `${first.cells[0]} is not inactive: only inactive employees can be archived`, before, start);
    // The error carries the answer (an Error crosses to the test without its own properties: read it in the page).
    const response = await page.evaluate(() => (window as any).almanacEvents.find((e: any) => e.name === 'table:error').detail.error.response);
    expect(response).toMatchObject({ success: false, errors: { [`staff_status_${first.id}`]: 'Set the status to Inactive first' } });
  });
});

describe('teardown (design.md: destroy leaves nothing behind)', () => {
  it('destroy() aborts a row action in flight: no event, no notification, no reload after it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, paths } = await open({
      allowConsoleErrors: true,
      before: (p) => p.route(/\/api\/employees\/\d+\/toggle$/, async (route: Route) => {
        await held;
        await route.continue().catch(() => {});
      }),
    });
    const row = (await rowInfo(page, EMP))[0];
    await page.locator(`${rows(EMP)}[data-id="${row.id}"] button[data-row-action="${row.actions[1]}"]`).click();
    await expect.poll(() => paths().filter((p) => p.endsWith('/toggle'))).toHaveLength(1);
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/toggle'));
    const loads = paths().filter((p) => p === 'GET /api/employees').length;
    await page.evaluate(() => (window as any).Almanac.TableManager.destroy());
    await aborted;
    release();
    expect(await events(page, 'table:action')).toEqual([]);
    expect(await toast(page).count()).toBe(0);
    expect(paths().filter((p) => p === 'GET /api/employees')).toHaveLength(loads);
    expect(await page.locator('td.alm-row-actions, button.alm-row-action').count()).toBe(0);
  });
});
