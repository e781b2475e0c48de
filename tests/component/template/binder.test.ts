// The data-load-target directive binder (design.md "Directive binder", "Security rules"): jsdom, no Svelte.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindLoadTarget, type BindContext } from '../../../src/template/binder';
import { resetWarnings } from '../../../src/core/warn';

const rows = [
  { id: 1, name: 'Grace', url: '/u/1', active: true, tags: ['a', 'b'] },
  { id: 2, name: 'Ada', url: '/u/2', active: false, tags: [] },
];
function ctx(data: unknown[] = rows, extra: Record<string, unknown> = {}): BindContext {
  const meta = { page: 2, pageSize: 10, total: data.length, totalPages: 1 };
  return { state: { tableId: 'users', data, meta, hasData: data.length > 0, empty: !data.length, ...extra }, data };
}
function mount(html: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = html;
  document.body.append(el);
  return el;
}
const texts = (root: Element, sel: string) => Array.from(root.querySelectorAll(sel), (n) => n.textContent);
let warnSpy: { mock: { calls: unknown[][] }; mockRestore(): void };
const warnings = (): string[] => warnSpy.mock.calls.map((c) => String(c[0]));

beforeEach(() => {
  resetWarnings();
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warnSpy.mockRestore();
  document.body.innerHTML = '';
});

describe('template binder: built-in directives', () => {
  it('data-text sets text, never HTML (markup in values stays text); null/undefined -> empty', () => {
    const root = mount('<b data-text="data.0.name"></b><i data-text="nothing.here">old</i>');
    bindLoadTarget(root, ctx([{ name: '<img src=x onerror=alert(1)>' }]));
    expect(root.querySelector('b')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('i')!.textContent).toBe('');
  });

  it('dotted paths: payload fields, state. prefix, data.length, hasData', () => {
    const root = mount('<span data-text="meta.total"></span><span data-text="state.meta.page"></span>'
      + '<span data-text="data.length"></span><span data-text="hasData"></span>');
    bindLoadTarget(root, ctx());
    expect(texts(root, 'span')).toEqual(['2', '2', '2', 'true']);
  });

  it('data-attr sets attributes and removes them on null/undefined/false', () => {
    const root = mount('<a data-attr="href:data.0.url, title:data.0.name, data-x:missing, aria-busy:empty" data-x="1">x</a>');
    bindLoadTarget(root, ctx());
    const a = root.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/u/1');
    expect(a.getAttribute('title')).toBe('Grace');
    expect(a.hasAttribute('data-x')).toBe(false);
    expect(a.hasAttribute('aria-busy')).toBe(false);
  });

  it('data-attr refuses on* handlers and javascript: URLs (warns, attribute removed)', () => {
    const root = mount('<a href="/ok" data-attr="onclick:data.0.name, href:link">x</a>');
    bindLoadTarget(root, ctx(rows, { link: ' JavaScript:alert(1)' }));
    const a = root.querySelector('a')!;
    expect(a.hasAttribute('onclick')).toBe(false);
    expect(a.hasAttribute('href')).toBe(false);
    expect(warnings().some((w) => w.includes('table "users"') && w.includes('"onclick"'))).toBe(true);
    expect(warnings().some((w) => w.includes('script URL'))).toBe(true);
  });

  it('data-class toggles classes by truthiness, with negation', () => {
    const root = mount('<p class="keep" data-class="full:hasData, muted:!hasData"></p>');
    bindLoadTarget(root, ctx());
    expect(root.querySelector('p')!.className).toBe('keep full');
    bindLoadTarget(root, ctx([]));
    expect(root.querySelector('p')!.className).toBe('keep muted');
  });

  it('data-if hides with the hidden attribute and shows again on the next bind', () => {
    const root = mount('<p data-if="hasData">rows</p><p data-if="!hasData">none</p>');
    const [yes, no] = Array.from(root.querySelectorAll('p'));
    bindLoadTarget(root, ctx([]));
    expect([yes.hidden, no.hidden]).toEqual([true, false]);
    bindLoadTarget(root, ctx());
    expect([yes.hidden, no.hidden]).toEqual([false, true]);
    expect(root.contains(yes) && root.contains(no)).toBe(true);
  });

  it('directives apply to the container itself', () => {
    const root = mount('');
    root.setAttribute('data-class', 'loaded:hasData');
    bindLoadTarget(root, ctx());
    expect(root.classList.contains('loaded')).toBe(true);
  });
});

describe('template binder: data-for', () => {
  it('renders <tr> copies inside a table with nested directives and an index variable', () => {
    const root = mount('<table><tbody><tr data-for="(row, i) in data" data-class="on:row.active">'
      + '<td data-text="i"></td><td><a data-attr="href:row.url" data-text="row.name"></a></td></tr></tbody></table>');
    bindLoadTarget(root, ctx());
    const trs = root.querySelectorAll('tbody tr');
    expect(trs).toHaveLength(2);
    expect(texts(root, 'td:first-child')).toEqual(['0', '1']);
    expect(texts(root, 'a')).toEqual(['Grace', 'Ada']);
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/u/1');
    expect(Array.from(trs, (tr) => tr.className)).toEqual(['on', '']);
    expect(trs[0].hasAttribute('data-for')).toBe(false);
  });

  it('renders <li> copies with a nested data-for', () => {
    const root = mount('<ul><li data-for="row in data"><b data-text="row.name"></b>'
      + '<i data-for="t in row.tags" data-text="t"></i></li></ul>');
    bindLoadTarget(root, ctx());
    expect(texts(root, 'li b')).toEqual(['Grace', 'Ada']);
    expect(Array.from(root.querySelectorAll('li'), (li) => texts(li, 'i'))).toEqual([['a', 'b'], []]);
  });

  it('renders a <template data-for> (content only, several nodes per item)', () => {
    const root = mount('<dl><template data-for="row in data"><dt data-text="row.name"></dt><dd data-text="row.id"></dd></template></dl>');
    bindLoadTarget(root, ctx());
    expect(texts(root, 'dt')).toEqual(['Grace', 'Ada']);
    expect(texts(root, 'dd')).toEqual(['1', '2']);
    expect(root.querySelector('template')).toBeNull();
  });

  it('rebinding replaces the previous copies; an empty array renders nothing', () => {
    const root = mount('<ul><li>head</li><li data-for="row in data" data-text="row.name"></li><li>tail</li></ul>');
    bindLoadTarget(root, ctx());
    bindLoadTarget(root, ctx([{ name: 'Linus' }]));
    expect(texts(root, 'li')).toEqual(['head', 'Linus', 'tail']);
    bindLoadTarget(root, ctx([]));
    expect(texts(root, 'li')).toEqual(['head', 'tail']);
    bindLoadTarget(root, ctx());
    expect(texts(root, 'li')).toEqual(['head', 'Grace', 'Ada', 'tail']);
  });
});

describe('template binder: data-on-load and host TemplateManager', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).myApp;
    delete (window as unknown as Record<string, unknown>).TemplateManager;
    delete (window as unknown as Record<string, unknown>).Now;
  });

  it('data-on-load calls the named global function with (container, context) after binding', () => {
    const seen: string[] = [];
    const onSummary = vi.fn((c: Element) => seen.push(c.querySelector('b')!.textContent!));
    (window as unknown as Record<string, unknown>).myApp = { onSummary };
    const root = mount('<b data-text="meta.total"></b>');
    root.setAttribute('data-on-load', 'myApp.onSummary');
    const context = ctx();
    bindLoadTarget(root, context);
    expect(onSummary).toHaveBeenCalledWith(root, context);
    expect(seen).toEqual(['2']);
  });

  it('a missing data-on-load function warns once and does not throw', () => {
    const root = mount('<div data-on-load="myApp.nope"></div>');
    expect(() => { bindLoadTarget(root, ctx()); bindLoadTarget(root, ctx()); }).not.toThrow();
    expect(warnings().filter((w) => w.includes('myApp.nope'))).toHaveLength(1);
  });

  it.each(['TemplateManager', 'Now'])('a host TemplateManager (%s) is used instead of the built-in binder', (where) => {
    const tm = { processTemplate: vi.fn(), processDataOnLoad: vi.fn() };
    (window as unknown as Record<string, unknown>)[where] = where === 'Now' ? { TemplateManager: tm } : tm;
    const root = mount('<b data-text="meta.total">kept</b>');
    const context = ctx();
    bindLoadTarget(root, context);
    expect(tm.processTemplate).toHaveBeenCalledWith(root, context);
    expect(tm.processDataOnLoad).toHaveBeenCalledWith(root, context);
    expect(root.querySelector('b')!.textContent).toBe('kept');
  });
});

describe('template binder: bad input', () => {
  it('__proto__ / constructor paths resolve to nothing', () => {
    const root = mount('<i data-text="__proto__"></i><i data-text="meta.constructor"></i>'
      + '<i data-text="data.constructor.name"></i><i data-if="constructor">x</i>');
    bindLoadTarget(root, ctx());
    expect(texts(root, 'i').slice(0, 3)).toEqual(['', '', '']);
    expect((root.lastElementChild as HTMLElement).hidden).toBe(true);
  });

  it('malformed expressions (a + b, alert(1)) warn once and are never executed', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const root = mount('<i data-text="a + b">old</i><p data-if="alert(1)">x</p><u data-for="alert(1)"></u>');
    bindLoadTarget(root, ctx());
    bindLoadTarget(root, ctx());
    expect(alert).not.toHaveBeenCalled();
    expect(root.querySelector('i')!.textContent).toBe('');
    expect(root.querySelector('p')!.hidden).toBe(true);
    expect(warnings().filter((w) => w.includes('"a + b"'))).toHaveLength(1);
    expect(warnings().some((w) => w.includes('data-if="alert(1)"'))).toBe(true);
    expect(warnings().some((w) => w.includes('data-for="alert(1)"'))).toBe(true);
    alert.mockRestore();
  });

  it('never throws on odd context (no tableId, non-array data)', () => {
    const root = mount('<li data-for="row in meta" data-text="row"></li><b data-text="meta.total"></b>');
    expect(() => bindLoadTarget(root, { state: { meta: { total: 3 } }, data: null as unknown as unknown[] })).not.toThrow();
    expect(root.querySelector('b')!.textContent).toBe('3');
    expect(root.querySelector('li')).toBeNull();
  });
});
