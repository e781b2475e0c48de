// Issue 49 items 4 and 5: <almanac-table> and <almanac-calendar> (dist/almanac-elements.js), driven as an
// app drives them: plain attributes, properties, events on the element, methods, a shadow root; set up when
// connected, kept through a same-tick move, torn down when removed for good. Demo page: demo/pages/elements.html.
import { describe, expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { axeViolations, networkQuiet, openPage, useBrowser, type TestPage } from './harness';

useBrowser();

const staffRows = (page: TestPage) => page.locator('#staff table.alm-table tbody tr:not(.alm-state-row)');

async function ready(page: TestPage): Promise<void> {
  await expect.poll(() => staffRows(page).count()).toBe(5);
  await page.locator('#planner .ec-calendar .ec-current-period').waitFor();
}

/** Events the page heard on the elements (bubbled to document): `name on #id`. */
const heard = (page: TestPage) => page.evaluate(() => (window as any).elementEvents.map((e: any) => `${e.name} on #${e.target}`));

describe('attributes, properties, events, methods', () => {
  it('renders from the plain attributes; an attribute change is reflected; the table\'s events arrive on the element', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    expect(await heard(page)).toContain('table:loaded on #staff');
    // The column read from the th written inside the element: the page's markup, now owned by the widget.
    await expect.poll(() => staffRows(page).first().locator('td').count()).toBe(4);
    await page.getByLabel('Page size').selectOption('10');
    await expect.poll(() => staffRows(page).count()).toBe(10);
    expect(page.warnings).toEqual([]);
  });

  it('sorts and pages by the widget\'s own controls', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    const first = () => staffRows(page).first().locator('td').first().textContent();
    const ascending = await first();
    await page.locator('#staff').getByRole('button', { name: 'Name', exact: true }).click();
    await expect.poll(first).not.toBe(ascending);
    const sorted = await first();
    await page.locator('#staff').getByRole('button', { name: /next/i }).first().click();
    await expect.poll(first).not.toBe(sorted);
  });

  it('a property change is reflected: rows, columns; a method: exportData', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    const people = page.locator('#people table.alm-table tbody tr');
    await expect.poll(() => people.first().textContent()).toContain('Ada');
    await page.getByRole('button', { name: 'rows = three people' }).click();
    await expect.poll(() => people.first().textContent()).toContain('Hedy');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: "exportData('csv')" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await expect.poll(() => heard(page)).toContain('table:export on #staff');
  });

  it('the calendar: methods, an attribute set up again, its events on the element', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    const label = page.locator('#planner .ec-current-period');
    await expect.poll(() => label.textContent()).toMatch(/November 2026/);
    await page.getByRole('button', { name: 'el.navigate(1)' }).click();
    await expect.poll(() => label.textContent()).toMatch(/December 2026/);
    expect(await heard(page)).toContain('eventcalendar:navigate on #planner');
    await page.getByRole('button', { name: 'default-view="week"' }).click();
    await expect.poll(() => page.locator('#planner [data-view="week"], #planner .ec-week').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: "el.gotoDate('2026-12-25')" }).click();
    await expect.poll(() => label.textContent()).toMatch(/Dec/);
    expect(page.warnings).toEqual([]);
  });

  it('bad input: a property of the wrong type and an unknown attribute are one warning each, nothing thrown, the rest applied', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    await page.evaluate(() => {
      const staff = document.getElementById('staff') as any;
      staff.pageSize = 'ten';
      staff.pageSize = 'ten';
      staff.rows = 'not rows';
      // A misspelt attribute is read when the element is set up (the widget's attributes are the observed ones).
      const typo = document.createElement('almanac-table');
      typo.id = 'typo';
      typo.setAttribute('pag-size', '3');
      typo.setAttribute('aria-label', 'Typo');
      document.querySelector('main')!.append(typo);
    });
    await expect.poll(() => page.warnings.length).toBeGreaterThanOrEqual(3);
    await networkQuiet(page);
    expect(page.warnings.filter((w) => /pageSize/.test(w))).toHaveLength(1);
    expect(page.warnings.filter((w) => /rows is a string/.test(w))).toHaveLength(1);
    expect(page.warnings.filter((w) => /pag-size.*did you mean data-page-size/.test(w))).toHaveLength(1);
    expect(page.warnings).toHaveLength(3);
    await expect.poll(() => staffRows(page).count()).toBe(5);
  });

  it('an element moved to another document: one warning, set up again there, nothing thrown', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    const after = await page.evaluate(async () => {
      const other = document.implementation.createHTMLDocument('other');
      other.body.append(other.adoptNode(document.getElementById('people')!));
      await new Promise((ok) => setTimeout(ok, 0));
      return other.querySelectorAll('almanac-table').length;
    });
    expect(after).toBe(1);
    expect(page.warnings.filter((w) => /moved to another document/.test(w))).toHaveLength(1);
  });
});

describe('set up when connected, torn down when removed', () => {
  it('a move in one task keeps the instance (no teardown); a removal tears it down, no controls left; put back, it is set up again', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    await page.evaluate(() => {
      const w = window as any;
      w.kept = w.Almanac.TableManager.getTable('staff');
      w.destroyed = 0;
      document.getElementById('staff')!.addEventListener('table:destroyed', () => w.destroyed++);
    });
    await page.getByRole('button', { name: 'Move the table' }).click();
    await expect.poll(() => page.locator('#other-slot #staff').count()).toBe(1);
    await page.evaluate(() => new Promise((ok) => setTimeout(ok, 20)));
    expect(await page.evaluate(() => (window as any).Almanac.TableManager.getTable('staff') === (window as any).kept)).toBe(true);
    expect(await page.evaluate(() => (window as any).destroyed)).toBe(0);
    expect(await staffRows(page).count()).toBe(5);

    // React StrictMode's shape: removed and put back in one task.
    await page.evaluate(() => {
      const staff = document.getElementById('staff')!;
      const parent = staff.parentNode!;
      staff.remove();
      parent.append(staff);
    });
    await page.evaluate(() => new Promise((ok) => setTimeout(ok, 20)));
    expect(await page.evaluate(() => (window as any).Almanac.TableManager.getTable('staff') === (window as any).kept)).toBe(true);

    await page.getByRole('button', { name: 'Remove / add the table' }).click();
    await expect.poll(() => page.evaluate(() => (window as any).destroyed)).toBe(1);
    const left = await page.evaluate(() => {
      const staff = (window as any).Almanac.TableManager.getTable('staff');
      return { store: staff === undefined, controls: document.querySelector('#staff') === null };
    });
    expect(left).toEqual({ store: true, controls: true });
    expect(await page.evaluate(() => document.querySelectorAll('[class*="alm-"]').length)).toBe(await page.evaluate(() => document.querySelectorAll('#people [class*="alm-"]').length));

    await page.getByRole('button', { name: 'Remove / add the table' }).click();
    await expect.poll(() => staffRows(page).count()).toBe(5);
    // One toolbar, one pager: the first set-up left nothing that the second doubles.
    expect(await page.locator('#staff nav').count()).toBeLessThanOrEqual(1);
  });

  it('1,000 add/remove cycles leave DOM nodes, listeners and heap at baseline', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const settle = async () => {
      await page.evaluate(() => new Promise((ok) => setTimeout(ok, 50)));
      for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
      const counters = await cdp.send('Memory.getDOMCounters');
      const heap = await cdp.send('Runtime.getHeapUsage');
      return { nodes: counters.nodes, listeners: counters.jsEventListeners, heap: heap.usedSize };
    };
    const cycles = (count: number) => (async () => {
      const main = document.querySelector('main')!;
      for (let i = 0; i < count; i++) {
        const table = document.createElement('almanac-table') as any;
        table.setAttribute('page-size', '5');
        table.columns = [{ field: 'name', label: 'Name', sortable: true }];
        table.rows = Array.from({ length: 12 }, (_, n) => ({ id: n, name: `Name ${n}` }));
        const cal = document.createElement('almanac-calendar') as any;
        cal.setAttribute('date', '2026-11-01');
        cal.events = [{ id: 'a', title: 'A', start: '2026-11-12' }];
        main.append(table, cal);
        table.remove();
        cal.remove();
        await Promise.resolve();
        await Promise.resolve();
      }
    })();
    await page.evaluate(cycles, 20);
    const before = await settle();
    for (let done = 0; done < 1_000; done += 100) await page.evaluate(cycles, 100);
    const after = await settle();
    console.log(`[elements] 1,000 cycles: nodes ${before.nodes} -> ${after.nodes}, listeners ${before.listeners} -> ${after.listeners}, heap ${(before.heap / 1e6).toFixed(2)} MB -> ${(after.heap / 1e6).toFixed(2)} MB`);
    expect(after.listeners).toBeLessThanOrEqual(before.listeners);
    expect(after.nodes).toBeLessThanOrEqual(before.nodes + 50);
    // A table and a calendar kept per cycle would be megabytes (leaks.e2e.ts allows the same noise).
    expect(after.heap).toBeLessThan(before.heap + 1_500_000);
    expect(await page.evaluate(() => document.querySelectorAll('main > almanac-table:not(#staff):not(#people)').length)).toBe(0);
  }, 180_000);
});

describe('styles, CSP and accessibility', () => {
  it('the shadow attribute: the table in a shadow root, styled by the adopted stylesheet', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    const look = await page.evaluate(() => {
      const root = document.getElementById('people')!.shadowRoot!;
      const table = root.querySelector('table.alm-table')!;
      return { sheets: root.adoptedStyleSheets.length, collapse: getComputedStyle(table).borderCollapse, rows: table.querySelectorAll('tbody tr').length };
    });
    expect(look).toEqual({ sheets: 1, collapse: 'collapse', rows: 2 });
  });

  it('the shadow attribute: a part\'s own stylesheet, loaded when the part is first used, is adopted too', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    await page.evaluate(() => {
      const bulk = document.createElement('almanac-table') as any;
      bulk.id = 'bulk';
      bulk.setAttribute('shadow', '');
      bulk.setAttribute('aria-label', 'Bulk');
      bulk.setAttribute('show-checkbox', '');
      bulk.setAttribute('actions', '{"done":"Mark done"}');
      bulk.setAttribute('action-url', '/api/employees/bulk');
      bulk.columns = [{ field: 'name', label: 'Name' }];
      bulk.rows = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }];
      document.querySelector('main')!.append(bulk);
    });
    const bar = page.locator('#bulk .alm-bulk').first();
    await bar.waitFor({ state: 'attached' });
    // The bulk bar's own stylesheet (src/styles/table-bulk.css: display flex) applies inside the shadow root.
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  });

  it('runs under the demo\'s strict Content-Security-Policy with no violation', async () => {
    const page = await openPage('/elements.html', {
      before: (p) => p.addInitScript(() => {
        (window as any).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => (window as any).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
      }),
    });
    await ready(page);
    await page.getByRole('button', { name: 'default-view="week"' }).click();
    await networkQuiet(page);
    expect(await page.evaluate(() => (window as any).cspViolations)).toEqual([]);
  });

  it('axe: no violations on the page, light DOM and shadow root', async () => {
    const page = await openPage('/elements.html');
    await ready(page);
    await networkQuiet(page);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});
