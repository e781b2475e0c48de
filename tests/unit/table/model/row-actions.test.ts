// Row action entries (spec "Row action entry"; design.md "Security rules": URL templates encode
// substituted values; "Bad input": every malformed entry warns and the rest keeps working).
import { describe, expect, it } from 'vitest';
import { fillUrl, parseRowActions, resolveActionUrl, type Place } from '../../../../src/table/model/row-actions';
import { HOSTILE } from '../../../../demo/api/hostile-corpus.mjs';

const PLACE: Place = { base: 'https://app.test/admin/users.html', origin: 'https://app.test' };

function parse(raw: unknown) {
  const warnings: string[] = [];
  const actions = parseRowActions(raw, PLACE, (m) => warnings.push(m));
  return { actions, warnings, names: actions.map((a) => a.name) };
}

describe('entry fields (spec "Row action entry")', () => {
  it('every field is read: title, className, method, url, condition, confirm', () => {
    const { actions, warnings } = parse({
      delete: { title: 'Delete', className: 'btn danger', method: 'delete', url: '/api/users/{id}', condition: "status == 'active'", confirm: 'Delete this user?' },
    });
    expect(warnings).toEqual([]);
    const [a] = actions;
    expect(a).toMatchObject({ name: 'delete', title: 'Delete', className: 'btn danger', method: 'DELETE', url: '/api/users/{id}', confirm: 'Delete this user?' });
    expect(a.test({ status: 'active' })).toBe(true);
    expect(a.test({ status: 'inactive' })).toBe(false);
  });

  it('defaults: title is the name, method GET, no url (event only), always shown, no confirm', () => {
    const { actions, warnings } = parse({ view: {} });
    expect(warnings).toEqual([]);
    expect(actions[0]).toMatchObject({ name: 'view', title: 'view', className: '', method: 'GET', url: null, confirm: null });
    expect(actions[0].test({})).toBe(true);
  });

  it('entries keep their order', () => {
    expect(parse({ b: {}, a: {}, c: {} }).names).toEqual(['b', 'a', 'c']);
  });

  it.each(['get', 'POST', 'Put', ' patch ', 'DELETE'])('method %j is accepted in any case', (method) => {
    expect(parse({ x: { method } }).actions[0].method).toBe(method.trim().toUpperCase());
  });

  it('condition false hides the action on every row without a warning; true shows it', () => {
    const { actions, warnings } = parse({ never: { condition: false }, always: { condition: true } });
    expect(warnings).toEqual([]);
    expect(actions.map((a) => a.test({}))).toEqual([false, true]);
  });

  it('confirm true asks the default question (the row-actions chunk says it)', () => {
    const { actions } = parse({ archive: { title: 'Archive', confirm: true } });
    expect(actions[0].confirm).toBe('');
    expect(parse({ a: { confirm: false } }).actions[0].confirm).toBeNull();
    expect(parse({ a: { confirm: '' } }).actions[0].confirm).toBeNull();
  });
});

describe('entries as the original framework writes them (issue 22 item 5)', () => {
  it('a plain string is the label: the text on the button, and the accessible name', () => {
    const { actions, warnings } = parse({ delete: 'Delete' });
    expect(warnings).toEqual([]);
    expect(actions[0]).toMatchObject({ name: 'delete', label: 'Delete', title: 'Delete', tooltip: false, method: 'GET', url: null, submenu: null, modal: null });
  });

  it('label is the visible text; title stays the tooltip', () => {
    const { actions } = parse({ view: { label: 'View', title: 'Show the details' }, edit: { title: 'Edit' }, open: { label: 'Open' } });
    expect(actions.map((a) => [a.label, a.title, a.tooltip])).toEqual([
      ['View', 'Show the details', true],
      ['Edit', 'Edit', true],
      ['Open', 'Open', false],
    ]);
  });

  it('submenu: a menu button whose items are row actions (each with its own url, method, condition)', () => {
    const { actions, warnings } = parse({
      more: { label: 'Actions', className: 'dropdown', submenu: { edit: 'Edit', delete: { label: 'Delete', method: 'DELETE', url: 'api/users/{id}', confirm: true, condition: 'canDelete' } } },
    });
    expect(warnings).toEqual([]);
    const [menu] = actions;
    expect(menu).toMatchObject({ name: 'more', label: 'Actions', className: 'dropdown', url: null });
    expect(menu.submenu?.map((a) => [a.name, a.label, a.method, a.url, a.confirm])).toEqual([
      ['edit', 'Edit', 'GET', null, null],
      ['delete', 'Delete', 'DELETE', 'api/users/{id}', ''],
    ]);
    expect(menu.submenu?.[1].test({ canDelete: false })).toBe(false);
  });

  it('a submenu inside a submenu, an empty submenu or one that is not an object warns and is left out', () => {
    const { names, warnings } = parse({
      a: { submenu: { inner: { submenu: { x: 'X' } }, ok: 'OK' } },
      b: { submenu: {} },
      c: { submenu: 'Edit' },
      d: { submenu: { x: 'X' }, url: '/api/{id}' },
    });
    expect(names).toEqual(['a', 'd']);
    expect(warnings).toEqual([
      'data-row-actions "inner": a submenu inside a submenu is not supported — left out',
      'data-row-actions "b": submenu has no valid items — action skipped',
      'data-row-actions "c": submenu "Edit" is not a JSON object — action skipped',
      'data-row-actions "d": url is ignored on a menu button (its items act)',
    ]);
  });

  it('modal: an object kept for the page\'s modal manager; anything else warns and is ignored', () => {
    const { actions, warnings } = parse({ view: { label: 'View', modal: { template: 'user-detail', title: 'User' } }, bad: { modal: 'user-detail' } });
    expect(actions[0].modal).toEqual({ template: 'user-detail', title: 'User' });
    expect(actions[1].modal).toBeNull();
    expect(warnings).toEqual(['data-row-actions "bad": modal "user-detail" is not a JSON object — ignored']);
  });

  it('on the server (no page origin) any http(s) URL passes; the browser checks the origin', () => {
    const server = { base: 'http://server.invalid/', origin: null };
    expect(resolveActionUrl('https://other.example/api/1', server)).toBe('https://other.example/api/1');
    expect(resolveActionUrl('javascript:alert(1)', server)).toBeNull();
    expect(resolveActionUrl('https://other.example/api/1', PLACE)).toBeNull();
  });
});

describe('bad entries warn once each, naming the action, and the rest keeps working', () => {
  it('an entry that is not text or an object, or has an empty name, is skipped', () => {
    const { names, warnings } = parse({ a: 'Edit', b: null, c: [1], d: 3, '': { title: 'x' }, ok: {} });
    expect(names).toEqual(['a', 'ok']);
    expect(warnings).toEqual([
      'data-row-actions "b": is not text or a JSON object — action skipped',
      'data-row-actions "c": is not text or a JSON object — action skipped',
      'data-row-actions "d": is not text or a JSON object — action skipped',
      'data-row-actions "": has an empty name — action skipped',
    ]);
  });

  it('an unknown method skips the action (never a different request than the one meant)', () => {
    const { names, warnings } = parse({ a: { method: 'destroy' }, b: { method: 5 }, c: { method: 'GET' } });
    expect(names).toEqual(['c']);
    expect(warnings).toEqual([
      'data-row-actions "a": method "destroy" is not one of GET, POST, PUT, PATCH, DELETE — action skipped',
      'data-row-actions "b": method 5 is not one of GET, POST, PUT, PATCH, DELETE — action skipped',
    ]);
  });

  it('a malformed condition hides that action, with the reason', () => {
    const { names, warnings } = parse({ a: { condition: 'status = 1' }, b: { condition: 7 }, c: { condition: 'ok' } });
    expect(names).toEqual(['c']);
    expect(warnings).toEqual([
      'data-row-actions "a": condition "status = 1" has an unexpected "=" at 7 — action hidden',
      'data-row-actions "b": condition 7 is a number, not text or a boolean — action hidden',
    ]);
  });

  it('a title or className that is not text is reported and ignored', () => {
    const { actions, warnings } = parse({ a: { title: 5, className: ['x'] } });
    expect(actions[0]).toMatchObject({ title: 'a', className: '' });
    expect(warnings).toEqual([
      'data-row-actions "a": title 5 is not text — the name is shown',
      'data-row-actions "a": className ["x"] is not text — ignored',
    ]);
  });

  it('a confirm that is not text still asks (the default question): a delete never loses its confirmation', () => {
    const { actions, warnings } = parse({ a: { confirm: 1 } });
    expect(actions[0].confirm).toBe('');
    expect(warnings).toEqual(['data-row-actions "a": confirm 1 is not text — the default question is asked']);
  });

  it('unknown fields are reported (a misspelt "condition" would show a button meant to be hidden)', () => {
    const { names, warnings } = parse({ a: { conditon: 'false', icon: 'x' } });
    expect(names).toEqual(['a']);
    expect(warnings).toEqual(['data-row-actions "a": unknown field "conditon" ignored', 'data-row-actions "a": unknown field "icon" ignored']);
  });

  it('not an object at all: nothing, no throw', () => {
    for (const raw of [null, undefined, 'x', 5]) expect(parse(raw).actions).toEqual([]);
  });

  it('a key named __proto__ (from JSON.parse) is an ordinary action name', () => {
    const { names } = parse(JSON.parse('{"__proto__": {"title": "P"}, "constructor": {}}'));
    expect(names).toEqual(['__proto__', 'constructor']);
  });
});

describe('URLs: http(s) on this site only (the request carries the session and the CSRF token)', () => {
  it.each([
    'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,x',
    'vbscript:msgbox(1)', 'https://evil.invalid/x', '//evil.invalid/x', 'mailto:a@b.c', 'ftp://app.test/x', '', '   ', 5, {},
    'https://{host}/api', '//{host}/api',
  ])('url %j skips the action', (url) => {
    const { names, warnings } = parse({ a: { url } });
    expect(names).toEqual([]);
    expect(warnings[0]).toMatch(/^data-row-actions "a": url .* is not an http\(s\) URL on this site — action skipped$/);
  });

  it.each(['/api/users/{id}', 'api/users/{id}', '../api/{id}?x={name}', 'https://app.test/api/{id}', '{id}/edit', '/api/{{id}}'])('url %j is kept', (url) => {
    expect(parse({ a: { url } }).names).toEqual(['a']);
  });

  it('resolveActionUrl resolves against the page and keeps only this origin', () => {
    expect(resolveActionUrl('api/users/1', PLACE)).toBe('https://app.test/admin/api/users/1');
    expect(resolveActionUrl('/api/users/1', PLACE)).toBe('https://app.test/api/users/1');
    expect(resolveActionUrl('https://other.test/x', PLACE)).toBeNull();
    expect(resolveActionUrl('javascript:alert(1)', PLACE)).toBeNull();
  });
});

describe('placeholders {field} are filled from the row and encoded', () => {
  it('fills path placeholders, {{field}} too, and dotted names from nested own fields', () => {
    expect(fillUrl('/api/users/{id}/toggle', { id: 7 })).toEqual({ url: '/api/users/7/toggle' });
    expect(fillUrl('/api/users/{{id}}', { id: 'a b' })).toEqual({ url: '/api/users/a%20b' });
    expect(fillUrl('/api/{team.slug}/{id}', { id: 1, team: { slug: 'x' } })).toEqual({ url: '/api/x/1' });
    expect(fillUrl('/api/{ id }', { id: 3 })).toEqual({ url: '/api/3' });
  });

  it('a value can never add a path segment, a query, a fragment, a scheme or a host', () => {
    const { url } = fillUrl('/api/users/{id}', { id: '../../admin?x=1#y' }) as { url: string };
    expect(url).toBe('/api/users/..%2F..%2Fadmin%3Fx%3D1%23y');
    expect(new URL(url, PLACE.base).pathname).toBe('/api/users/..%2F..%2Fadmin%3Fx%3D1%23y');
    const scheme = fillUrl('{u}', { u: 'javascript:alert(1)' }) as { url: string };
    expect(resolveActionUrl(scheme.url, PLACE)).toBe('https://app.test/admin/javascript%3Aalert(1)');
    const host = fillUrl('{u}/x', { u: '//evil.invalid' }) as { url: string };
    expect(new URL(host.url, PLACE.base).origin).toBe(PLACE.origin);
  });

  it('in a path: a missing, null, object, empty, "." or ".." value hides the action for that row (never /api/users//x)', () => {
    for (const row of [{}, { id: null }, { id: undefined }, { id: '' }, { id: '.' }, { id: '..' }, { id: {} }, { id: [1] }]) {
      expect(fillUrl('/api/users/{id}/toggle', row), JSON.stringify(row)).toEqual({ missing: 'id' });
    }
  });

  it('a value that spells a dot segment in percent-encoding is encoded again: a literal segment, not a step up', () => {
    expect(fillUrl('/api/users/{id}/toggle', { id: '%2e%2e' })).toEqual({ url: '/api/users/%252e%252e/toggle' });
  });

  it('in the query: an empty value is kept; missing and null still hide the action', () => {
    expect(fillUrl('/api/search?q={name}&id={id}', { id: 1, name: '' })).toEqual({ url: '/api/search?q=&id=1' });
    expect(fillUrl('/api/search?q={name}', { name: 'a&b=c #d' })).toEqual({ url: '/api/search?q=a%26b%3Dc%20%23d' });
    expect(fillUrl('/api/search?q={name}', {})).toEqual({ missing: 'name' });
    expect(fillUrl('/api/x#{name}', { name: null })).toEqual({ missing: 'name' });
  });

  it('reads own fields only: inherited and prototype names are missing', () => {
    expect(fillUrl('/a/{constructor}', {})).toEqual({ missing: 'constructor' });
    expect(fillUrl('/a/{__proto__}', {})).toEqual({ missing: '__proto__' });
    expect(fillUrl('/a/{toString}', Object.create({ toString: 'x' }))).toEqual({ missing: 'toString' });
  });

  it('numbers, booleans and bigints fill; a template without placeholders is unchanged', () => {
    expect(fillUrl('/a/{n}/{b}/{g}', { n: 1.5, b: false, g: 2n })).toEqual({ url: '/a/1.5/false/2' });
    expect(fillUrl('/api/ping', {})).toEqual({ url: '/api/ping' });
  });

  it('every hostile string fills a path segment as one encoded segment on this site (or is refused)', () => {
    for (const h of HOSTILE) {
      const filled = fillUrl('/api/items/{name}/go', { name: h });
      if ('missing' in filled) {
        expect(['..', '.'], h).toContain(h);
        continue;
      }
      const url = new URL(resolveActionUrl(filled.url, PLACE)!);
      expect(url.origin, h).toBe(PLACE.origin);
      expect(url.pathname.split('/').length, h).toBe(5);
      expect(decodeURIComponent(url.pathname.split('/')[3]), h).toBe(h);
      expect(url.search + url.hash, h).toBe('');
    }
  });
});
