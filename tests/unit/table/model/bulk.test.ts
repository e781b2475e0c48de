import { describe, expect, it, vi } from 'vitest';
import {
  bulkBody, currentFilters, filterActionBody, filterLinkParams, filterLinkUrl, parseActionButton, parseBulkActions,
  parseFilterActions, removedIds, selectedIds, sortObject,
} from '../../../../src/table/model/bulk';
import type { QueryState } from '../../../../src/table/model/types';

const ORIGIN = 'http://localhost:8080';
const BASE = `${ORIGIN}/page.html`;
const query = (q: Partial<QueryState> = {}): QueryState => ({ sort: [], search: '', filters: {}, page: 3, pageSize: 10, ...q });
const collect = () => {
  const problems: string[] = [];
  return { problems, report: (p: string) => problems.push(p) };
};
/** JSON.parse keeps '__proto__' as an own key, as data-actions does. */
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('data-actions entries (spec "Table attributes", "HTTP interactions" 2)', () => {
  it('a simple key sends {action, ids}', () => {
    const [del] = parseBulkActions({ delete: 'Delete' }, () => {});
    expect(del).toEqual({ key: 'delete', label: 'Delete', action: 'delete', extra: null });
    expect(bulkBody(del, [1, 'b'])).toEqual({ action: 'delete', ids: [1, 'b'] });
  });

  it("a compound key 'name|value' sends action: name, name: value, and ids", () => {
    const [active, inactive] = parseBulkActions({ 'status|active': 'Set active', 'status|inactive': 'Set inactive' }, () => {});
    expect(JSON.stringify(bulkBody(active, [3]))).toBe('{"action":"status","status":"active","ids":[3]}');
    expect(bulkBody(inactive, [3, 4])).toEqual({ action: 'status', status: 'inactive', ids: [3, 4] });
    expect(active.key).toBe('status|active');
  });

  it('only the first | splits: the rest is the value', () => {
    const [a] = parseBulkActions({ 'tag|a|b': 'Tag' }, () => {});
    expect(bulkBody(a, [1])).toEqual({ action: 'tag', tag: 'a|b', ids: [1] });
  });

  it('labels that are not non-blank text, empty names or values, and reserved names are dropped with one report each', () => {
    const { problems, report } = collect();
    const raw = json('{"ok":"OK","n":5,"blank":"  ","":"Empty","|x":"No name","status|":"No value","ids|1":"Ids","action|x":"Action","__proto__|x":"Proto","constructor|x":"C","__proto__":"Plain proto"}');
    const parsed = parseBulkActions(raw, report);
    expect(parsed.map((a) => a.key)).toEqual(['ok', '__proto__']);
    expect(problems).toHaveLength(9);
    expect(problems[0]).toBe('data-actions entry "n" has no text label (5) — entry ignored');
    expect(problems.find((p) => p.includes('"ids|1"'))).toContain('cannot name an extra field');
  });

  it('a key named __proto__ is an ordinary action name; the body keeps the plain prototype', () => {
    const [proto] = parseBulkActions(json('{"__proto__":"Odd"}'), () => {});
    const body = bulkBody(proto, [1]);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(body))).toEqual({ action: '__proto__', ids: [1] });
  });

  it('no data-actions gives no entries', () => {
    expect(parseBulkActions(null, () => {})).toEqual([]);
  });
});

describe("data-action-button: 'label' or 'label|className'", () => {
  it('reads the label and the classes; "Apply" by default', () => {
    expect(parseActionButton('Apply|btn')).toEqual({ label: 'Apply', classes: ['btn'] });
    expect(parseActionButton('Go now| btn  btn-primary ')).toEqual({ label: 'Go now', classes: ['btn', 'btn-primary'] });
    expect(parseActionButton('Run')).toEqual({ label: 'Run', classes: [] });
    expect(parseActionButton(null)).toEqual({ label: 'Apply', classes: [] });
    expect(parseActionButton('|btn')).toEqual({ label: 'Apply', classes: ['btn'] });
  });
});

describe('ids of the selected rows', () => {
  it('in selection order without repeats; rows without a usable id are counted, never sent', () => {
    const rows = [{ id: 2 }, { id: 'x' }, { name: 'no id' }, { id: null }, { id: '' }, { id: {} }, { id: NaN }, { id: 2 }];
    expect(selectedIds(rows)).toEqual({ ids: [2, 'x'], missing: 5 });
    expect(selectedIds([])).toEqual({ ids: [], missing: 0 });
  });
});

describe('rows a bulk response removed (table:rowRemoved)', () => {
  const [del, status] = parseBulkActions({ delete: 'Delete', 'status|x': 'X' }, () => {});
  it('the ids listed in removed (or data.removed) that were sent, as they were sent', () => {
    expect(removedIds(status, [1, 2, 3], { removed: ['2', 3, 99] })).toEqual([2, 3]);
    expect(removedIds(status, [1, 2], { data: { removed: [1] } })).toEqual([1]);
    expect(removedIds(del, [1, 2], { removed: [] })).toEqual([]);
  });
  it('without a list: every id for delete, none for other actions', () => {
    expect(removedIds(del, [1, 2], { success: true })).toEqual([1, 2]);
    expect(removedIds(status, [1, 2], { success: true })).toEqual([]);
    expect(removedIds(del, [1], null)).toEqual([1]);
  });
});

describe('data-filter-actions entries (spec "Filter action entry")', () => {
  it('defaults: label = key, type button, no classes, target _self, no confirm', () => {
    expect(parseFilterActions({ recalc: { url: '/api/recalc' } }, ORIGIN, () => {})).toEqual([
      { key: 'recalc', label: 'recalc', url: `${ORIGIN}/api/recalc`, type: 'button', classes: [], target: '_self', confirm: null },
    ]);
  });

  // Regression (issue 22 item 5): filter actions posted to /api/... at the site root from a page under /admin/.
  it('relative URLs resolve against the page (document.baseURI), the origin rule on the resolved URL', () => {
    const base = `${ORIGIN}/admin/users.html`;
    const parsed = parseFilterActions({ recalc: { url: 'api/recalc' }, sheet: { url: '../export', type: 'link' }, away: { url: 'x' } }, base, () => {}, ORIGIN);
    expect(parsed.map((a) => a.url)).toEqual([`${ORIGIN}/admin/api/recalc`, `${ORIGIN}/export`, `${ORIGIN}/admin/x`]);
    // A <base href> on another origin: a button's relative URL resolves there and is refused.
    const report = vi.fn();
    expect(parseFilterActions({ recalc: { url: 'api/recalc' } }, 'https://cdn.example/', report, ORIGIN)).toEqual([]);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reads label, type link, className, target _blank and confirm', () => {
    const [link] = parseFilterActions({ exp: { label: 'Export', url: '/export?x=1', type: 'link', className: 'btn  link', target: '_blank', confirm: 'Sure?' } }, ORIGIN, () => {});
    expect(link).toEqual({ key: 'exp', label: 'Export', url: `${ORIGIN}/export?x=1`, type: 'link', classes: ['btn', 'link'], target: '_blank', confirm: 'Sure?' });
  });

  it('a button posts to this origin only; a link may leave it over http(s) only', () => {
    const { problems, report } = collect();
    const parsed = parseFilterActions({
      far: { url: 'https://other.example/x' },
      farLink: { url: 'https://other.example/x', type: 'link' },
      js: { url: 'javascript:alert(1)', type: 'link' },
      tab: { url: 'java\tscript:alert(1)', type: 'link' },
      data: { url: 'data:text/html,<b>', type: 'link' },
      mail: { url: 'mailto:a@b.c', type: 'link' },
      slashes: { url: '//evil.invalid/x' },
      none: { type: 'button' },
      blank: { url: '  ' },
    }, ORIGIN, report);
    expect(parsed.map((a) => [a.key, a.url])).toEqual([['farLink', 'https://other.example/x']]);
    expect(problems).toHaveLength(8);
    expect(problems[0]).toBe('data-filter-actions entry "far": url "https://other.example/x" is missing or refused (a button posts to this site only) — entry ignored');
  });

  it('a bad type drops the entry; a bad target or label falls back, each reported', () => {
    const { problems, report } = collect();
    const parsed = parseFilterActions({ a: { url: '/a', type: 'submit' }, b: { url: '/b', type: 'link', target: '_top', label: 7 }, c: 'nope' }, ORIGIN, report);
    expect(parsed.map((a) => [a.key, a.label, a.target])).toEqual([['b', 'b', '_self']]);
    expect(problems).toEqual([
      'data-filter-actions entry "a": type "submit" is not "button" or "link" — entry ignored',
      'data-filter-actions entry "b": label 7 is not text — "b" used',
      'data-filter-actions entry "b": target "_top" is not "_self" or "_blank" — "_self" used',
      'data-filter-actions entry "c" is not an object — entry ignored',
    ]);
  });
});

describe('filter action requests (spec "HTTP interactions" 3 and 4)', () => {
  const q = query({
    filters: { status: 'active', department: '', salary_min: '5000' }, search: ' an ',
    sort: [{ field: 'name', dir: 'asc' }, { field: 'hired', dir: 'desc' }],
  });

  it('the button body is {action, tableId, filters, sort}: non-empty filters and search by name, sort field -> direction', () => {
    const body = filterActionBody('recalculate', 'employees', q);
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      action: 'recalculate', tableId: 'employees',
      filters: { status: 'active', salary_min: '5000', search: 'an' },
      sort: { name: 'asc', hired: 'desc' },
    });
    expect(Object.keys(body.sort as object)).toEqual(['name', 'hired']);
  });

  it('the link carries the filters and the sort as the data load names them, without page and pageSize', () => {
    expect(filterLinkParams(q)).toEqual({ status: 'active', salary_min: '5000', search: 'an', sort: 'name asc,hired desc' });
    const href = filterLinkUrl(`${ORIGIN}/api/employees?format=csv&status=x`, q, BASE);
    expect(href.startsWith('/api/employees?')).toBe(true);
    expect(Object.fromEntries(new URL(href, BASE).searchParams)).toEqual({ format: 'csv', status: 'active', salary_min: '5000', search: 'an', sort: 'name asc,hired desc' });
    expect(filterLinkUrl('https://other.example/r', query(), BASE)).toBe('https://other.example/r');
  });

  it('values are encoded, never spliced into the URL', () => {
    const href = filterLinkUrl(`${ORIGIN}/x`, query({ filters: { q: 'a&b=c#d' }, search: '<b>' }), BASE);
    expect(new URL(href, BASE).searchParams.get('q')).toBe('a&b=c#d');
    expect(href).not.toContain('#d');
  });

  it('hostile field names stay own data: __proto__ and constructor filters and sorts', () => {
    const filters = JSON.parse('{"__proto__":"p","constructor":"c"}') as Record<string, string>;
    const hostile = query({ filters, sort: [{ field: '__proto__', dir: 'desc' }, { field: '__proto__', dir: 'asc' }] });
    const body = filterActionBody('x', 't', hostile);
    expect(JSON.stringify(body)).toBe('{"action":"x","tableId":"t","filters":{"__proto__":"p","constructor":"c"},"sort":{"__proto__":"desc"}}');
    expect(Object.getPrototypeOf(currentFilters(hostile))).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).p).toBeUndefined();
    expect(sortObject([])).toEqual({});
  });
});
