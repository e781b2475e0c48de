// The bulk bar and the filter actions render on the server (svelte/server) as DataTable shows them
// before any script runs: the bar's markup with its controls hidden (no row is selected yet), and the
// filter actions with their links carrying the filters; nothing is judged against a page the server
// does not have (its origin), and nothing warns there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { serverHtml } from '../../helpers/ssr';

const page = (props: Record<string, unknown>) => new JSDOM(serverHtml(props)).window.document;
const base = {
  id: 'staff', columns: [{ field: 'name' }, { field: 'status' }], rows: [{ id: 1, name: 'Ada', status: 'active' }, { id: 2, name: 'Ben', status: 'inactive' }],
};
const ACTIONS = { actions: { delete: 'Delete', 'status|active': 'Set active' }, actionUrl: '/api/bulk', actionButton: 'Run|btn', showCheckbox: true };
const FILTER_ACTIONS = {
  filterActions: {
    recalc: { label: 'Recalculate', url: 'api/recalc', className: 'btn' },
    csv: { label: 'CSV', url: '/export.csv', type: 'link', target: '_blank' },
  },
};

describe('server rendering of the bulk bar and the filter actions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the bar is before the table: status, a hidden labelled group with the select, Apply and Clear, and the alert', () => {
    const doc = page({ ...base, ...ACTIONS });
    const bar = doc.querySelector('.alm-table-wrap > .alm-bulk')!;
    expect(bar.nextElementSibling!.tagName).toBe('TABLE');
    expect(bar.getAttribute('tabindex')).toBe('-1');
    expect(bar.querySelector('.alm-bulk-status')!.getAttribute('role')).toBe('status');
    const group = bar.querySelector('.alm-bulk-controls')!;
    expect([group.getAttribute('role'), group.getAttribute('aria-label'), group.hasAttribute('hidden')]).toEqual(['group', 'Bulk actions for staff', true]);
    expect(group.querySelector('label')!.textContent).toMatch(/^Action /);
    expect([...group.querySelectorAll('option')].map((o) => [o.textContent, o.getAttribute('value')])).toEqual([['Choose…', ''], ['Delete', 'delete'], ['Set active', 'status|active']]);
    expect([...group.querySelectorAll('button')].map((b) => [b.textContent, b.className])).toEqual([['Run', 'alm-bulk-apply btn'], ['Clear selection', 'alm-bulk-clear']]);
    expect(bar.querySelector('.alm-bulk-alert')!.getAttribute('role')).toBe('alert');
  });

  it('the filter actions are above the bar, links carrying the filters; a relative button URL is shown (the browser judges it)', () => {
    const doc = page({ ...base, ...ACTIONS, ...FILTER_ACTIONS, filters: { status: 'active' } });
    const group = doc.querySelector('.alm-table-wrap > .alm-filter-actions')!;
    expect(group.nextElementSibling!.className).toBe('alm-bulk');
    expect([group.getAttribute('role'), group.getAttribute('aria-label')]).toEqual(['group', 'Actions for staff']);
    const [button, link] = [...group.children];
    expect([button.tagName, button.textContent, button.className, button.getAttribute('type')]).toEqual(['BUTTON', 'Recalculate', 'alm-filter-action btn', 'button']);
    expect([link.tagName, link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])
      .toEqual(['A', 'CSV', '/export.csv?status=active', '_blank', 'noopener noreferrer']);
  });

  it('a table without them renders neither; bad input renders what the browser would and warns nowhere on the server', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(page(base).querySelector('.alm-bulk, .alm-filter-actions')).toBeNull();
    const doc = page({ ...base, actions: { x: 7 }, actionUrl: '/api/bulk', showCheckbox: true, filterActions: { js: { url: 'javascript:alert(1)', type: 'link' }, ok: { url: '/ok' } } });
    expect(doc.querySelector('.alm-bulk')).toBeNull();
    expect([...doc.querySelectorAll('.alm-filter-actions > *')].map((el) => el.textContent)).toEqual(['ok']);
    expect(doc.querySelector('a')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
