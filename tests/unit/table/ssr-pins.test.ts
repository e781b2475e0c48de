// Issue 44 item 3: pinned columns and a sticky header are in the DataTable's server HTML: the pinned
// columns drawn at their end of the row, the table marked for the part's stylesheet (imported by the
// component, so the styles are in the app's CSS from the first paint).
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { serverHtml } from '../../helpers/ssr';

const page = (props: Record<string, unknown>) => new JSDOM(serverHtml(props)).window.document;
const columns = [{ field: 'name', label: 'Name' }, { field: 'city', label: 'City' }, { field: 'pay', label: 'Pay', pinned: 'end' }, { field: 'team', label: 'Team' }];
const rows = [{ id: 1, name: 'Ada', city: 'London', pay: 1, team: 'm' }];

describe('server rendering of pins and a sticky header', () => {
  it('pin, a column\'s pinned side and stickyHeader: the order drawn and the table\'s marks', () => {
    const doc = page({ id: 's', columns, rows, pin: 1, stickyHeader: true, showCheckbox: true });
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent!.trim())).toEqual(['', 'Name', 'City', 'Team', 'Pay']);
    expect([...doc.querySelectorAll('tbody td:not(.alm-select-cell)')].map((td) => td.textContent)).toEqual(['Ada', 'London', 'm', '1']);
    const table = doc.querySelector('table')!;
    expect(table.getAttribute('data-sticky-header')).toBe('');
    expect(table.getAttribute('data-alm-start')).toBe('2');
    expect(table.getAttribute('data-alm-end')).toBe('1');
  });
  it('pinnedColumns replaces them; without pins nothing is marked', () => {
    const doc = page({ id: 'p', columns, rows, pinnedColumns: { city: 'start' } });
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent!.trim())).toEqual(['City', 'Name', 'Pay', 'Team']);
    const plain = page({ id: 'n', columns: [{ field: 'name', label: 'Name' }], rows });
    expect(plain.querySelector('table')!.hasAttribute('data-alm-start')).toBe(false);
    expect(plain.querySelector('table')!.hasAttribute('data-sticky-header')).toBe(false);
  });
});
