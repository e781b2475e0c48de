// Hardening 4: every public method catches. A value built to break a method (a throwing getter or
// toString, a circular object) gives one [almanac] warning; no exception reaches the page's script,
// and the widgets keep working.
import { expect, it } from 'vitest';
import { columnTexts, openPage, useBrowser } from './harness';

useBrowser();

it('TableManager and EventCalendar methods given hostile values warn instead of throwing, and keep working', async () => {
  const page = await openPage('/table-basic.html');
  const T = 'table[data-table]';
  await page.locator(`${T} tbody tr`).first().waitFor();
  const id = await page.locator(T).first().getAttribute('data-table');
  const thrown = await page.evaluate((tableId) => {
    const w = window as any;
    const evil = { toString() { throw new Error('evil toString'); } };
    const getter = Object.defineProperty({}, 'data', { get() { throw new Error('evil getter'); } });
    const circular: any = { a: 1 };
    circular.self = circular;
    const host = document.createElement('div');
    host.id = 'guard-cal';
    host.setAttribute('data-event-calendar', '');
    document.querySelector('main')!.appendChild(host);
    const calls: Array<() => unknown> = [
      () => w.TableManager.setFilters(tableId, { name: evil }),
      () => w.TableManager.setData(tableId, getter),
      () => w.TableManager.setData(tableId, circular),
      () => w.TableManager.toggleColumnVisibility(evil, evil, true),
      () => w.TableManager.setRefreshInterval(tableId, evil),
      () => w.TableManager.initTable(evil),
      () => w.EventCalendar.create('#guard-cal'),
      () => w.EventCalendar.addEvent('#guard-cal', { id: 'x', title: evil, start: evil }),
      () => w.EventCalendar.addEvent('#guard-cal', getter),
      () => w.EventCalendar.navigate('#guard-cal', evil),
      () => w.EventCalendar.updateEvent('#guard-cal', evil, circular),
      () => w.EventCalendar.changeView(evil, evil),
    ];
    const out: string[] = [];
    for (const call of calls) {
      try {
        call();
      } catch (error) {
        out.push(String((error as Error).message));
      }
    }
    return out;
  }, id);
  expect(thrown).toEqual([]);
  expect(page.warnings.some((w) => w.startsWith('[almanac] TableManager.setFilters() failed (evil toString)'))).toBe(true);
  // Still working: the table still shows its rows and the calendar its month.
  expect(await page.locator(`${T} tbody tr:not(.alm-state-row)`).count()).toBeGreaterThan(0);
  expect(await columnTexts(page, T, 1)).not.toEqual([]);
  await expect.poll(() => page.locator('#guard-cal .ec-day-cell').count()).toBeGreaterThan(27);
});
