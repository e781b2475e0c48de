// data-attr URL attributes go through the one URL policy (core/url.ts), like row templates.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindLoadTarget } from '../../../src/template/binder';
import { resetWarnings } from '../../../src/core/warn';

let warnSpy: { mock: { calls: unknown[][] }; mockRestore(): void };
beforeEach(() => {
  resetWarnings();
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warnSpy.mockRestore();
  document.body.innerHTML = '';
});

/** Bind `<tag data-attr="attr:link">` with `link` in the payload; returns the element. */
function bindUrl(link: unknown, attr = 'href', tag = 'a'): Element {
  const root = document.createElement('div');
  root.innerHTML = `<${tag} data-attr="${attr}:link">x</${tag}>`;
  document.body.append(root);
  bindLoadTarget(root, { state: { tableId: 'users', link }, data: [] });
  return root.firstElementChild!;
}

const REFUSED = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'blob:https://x/y', 'file:///etc/passwd'];

describe('data-attr: a URL attribute takes only http, https, mailto, tel and relative URLs', () => {
  it.each(REFUSED)('refuses %j for href (attribute removed, one warning naming the table)', (link) => {
    const a = bindUrl(link);
    expect(a.hasAttribute('href')).toBe(false);
    expect(warnSpy.mock.calls.map((c) => String(c[0])).filter((w) => w.includes('table "users"') && w.includes('"href"'))).toHaveLength(1);
  });

  it.each([['src', 'img'], ['action', 'form'], ['formaction', 'button'], ['poster', 'video'], ['srcset', 'img'], ['xlink:href', 'a']])(
    'refuses a data: URL for %s', (attr, tag) => {
      expect(bindUrl('data:image/svg+xml,<svg onload=alert(1)>', attr, tag).hasAttribute(attr)).toBe(false);
    });

  it('sets allowed URLs as given', () => {
    expect(bindUrl('mailto:ada@example.com').getAttribute('href')).toBe('mailto:ada@example.com');
    expect(bindUrl(' /users/\t7 ').getAttribute('href')).toBe(' /users/\t7 ');
    expect(bindUrl('a.png 1x, b.png 2x', 'srcset', 'img').getAttribute('srcset')).toBe('a.png 1x, b.png 2x');
  });

  it('a non-URL attribute keeps the text as it is (it is never read as a URL)', () => {
    expect(bindUrl('javascript:alert(1)', 'title').getAttribute('title')).toBe('javascript:alert(1)');
  });
});
