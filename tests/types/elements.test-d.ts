// Type tests of the custom elements (issue 49 item 6), checked by svelte-check in `npm run check`: every
// `@ts-expect-error` line must fail to compile. (The React and Vue declarations, src/elements/frameworks.d.ts,
// need those packages: tests/package checks them in the consumer apps.)
import type { AlmanacCalendarElement, AlmanacTableElement } from '../../src/elements';

export function table(): void {
  const el = document.querySelector('almanac-table')!;
  const same: AlmanacTableElement = el;
  same.pageSize = 25;
  // @ts-expect-error pageSize is a number
  same.pageSize = 'ten';
  el.rows = [{ id: 1, name: 'Ada' }];
  el.columns = [{ field: 'name', label: 'Name', sortable: true }];
  void el.exportData('csv').then((made: boolean) => made);
  void el.reload();
  el.setFilters({ name: 'Ada' });
  el.addEventListener('table:loaded', (e) => e.detail.data.length);
  // @ts-expect-error the detail of table:loaded has no such field
  el.addEventListener('table:loaded', (e) => e.detail.nope);
  // @ts-expect-error the facade's table id is the element's own
  el.setFilters('users', { name: 'Ada' });
}

export function calendar(): void {
  const el: AlmanacCalendarElement = document.querySelector('almanac-calendar')!;
  el.events = [{ id: 'a', title: 'Stand-up', start: '2026-11-10T09:00' }];
  el.defaultView = 'week';
  // @ts-expect-error not a view
  el.defaultView = 'year';
  el.navigate(1);
  el.gotoDate('2026-12-25');
  el.addEventListener('eventcalendar:navigate', (e) => e.detail.direction);
  const made = document.createElement('almanac-calendar');
  made.changeView('month');
}
