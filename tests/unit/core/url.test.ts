import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pathSegment, safeAttributeUrl, safeUrl, sameOriginUrl } from '../../../src/core/url';

const ORIGIN = 'https://app.example';
const DANGEROUS = ['javascript:', 'data:', 'vbscript:', 'blob:', 'file:', 'filesystem:', 'about:', 'ftp:', 'ws:', 'chrome:', 'view-source:'];

/** Known obfuscations: each is read by a browser as a script or data URL. */
const OBFUSCATED = [
  'javascript:alert(1)', 'JavaScript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)',
  'java\rscript:alert(1)', 'j\ta\nv\ra\tscript:alert(1)', '\u0001javascript:alert(1)', '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)', '\u0020\u0020javascript:alert(1)', 'javascript\t:alert(1)', 'javascript:\nalert(1)',
  ' \t\n javascript:alert(1)\u0000 ', 'JAVASCRIPT:alert(1)', 'javascript://%0aalert(1)', 'javascript:void(0)',
  'data:text/html,<script>alert(1)</script>', 'DATA:text/html;base64,PHNjcmlwdD4=', ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)', 'VBScript:msgbox(1)', 'blob:https://app.example/uuid', 'file:///etc/passwd', 'jav&#x09;ascript:alert(1)'.replace('&#x09;', '\t'),
];

/** The scheme the URL parser reads (WHATWG "scheme start state"), written independently of safeUrl. */
function schemeOf(raw: string): string | null {
  const cleaned = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return m ? `${m[1].toLowerCase()}:` : null;
}

/** Strings built from pieces a hostile value would use: schemes, controls, case changes, separators. */
const hostileUrl = fc
  .array(fc.oneof(fc.constantFrom(...DANGEROUS, 'http:', 'https:', 'mailto:', 'tel:', '//', '/', '\\', '?', '#', ':', '%0a', '&#58;'),
    fc.constantFrom('\t', '\n', '\r', '\u0000', '\u0001', ' ', '\u00a0', '\u200b', '\ufeff'), fc.string({ maxLength: 6 })), { maxLength: 8 })
  .map((parts) => parts.join(''));

/** Insert tabs/newlines anywhere, flip case, and pad with C0 controls and spaces: what the parser ignores. */
const obfuscate = (text: string) =>
  fc.tuple(fc.array(fc.constantFrom('\t', '\n', '\r'), { minLength: text.length + 1, maxLength: text.length + 1 }),
    fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }),
    fc.string({ unit: fc.constantFrom(...Array.from({ length: 33 }, (_, i) => String.fromCharCode(i))), maxLength: 4 }))
    .map(([gaps, upper, pad]) => pad + [...text].map((c, i) => gaps[i].repeat(i % 2) + (upper[i] ? c.toUpperCase() : c)).join('') + gaps[text.length] + pad);

describe('safeUrl: only http, https, mailto, tel and relative URLs, read as the browser reads them', () => {
  it.each(OBFUSCATED)('refuses the known obfuscation %j', (raw) => {
    expect(safeUrl(raw)).toBeNull();
  });

  it.each(['https://example.com/a?b#c', 'http://x', 'mailto:ada@example.com', 'tel:+1-555', '/users/1', 'users/1', '?page=2', '#top', '//cdn.example/x', ''])(
    'allows %j', (raw) => {
      expect(safeUrl(raw)).toBe(raw);
    });

  it('refuses non-strings and URLs that do not parse', () => {
    for (const raw of [null, undefined, 1, {}, ['javascript:x'], 'http://[::1', 'https://exa mple.com']) expect(safeUrl(raw)).toBeNull();
  });

  it('returns the text as given (the browser reads it as judged), or the absolute URL against a base', () => {
    expect(safeUrl(' \u0001/a\tb\n ')).toBe(' \u0001/a\tb\n ');
    expect(safeUrl(' \u0001/a\tb\n ', ORIGIN)).toBe(`${ORIGIN}/ab`);
  });

  it('property: the scheme it judges is the scheme the URL parser reads', () => {
    fc.assert(fc.property(hostileUrl, (raw) => {
      const scheme = schemeOf(raw);
      const parsed = (() => { try { return new URL(raw, ORIGIN); } catch { return null; } })();
      const allowed = parsed !== null && ['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol);
      expect(safeUrl(raw) !== null).toBe(allowed);
      if (scheme && !['http:', 'https:', 'mailto:', 'tel:'].includes(scheme)) expect(safeUrl(raw)).toBeNull();
    }), { numRuns: 2000 });
  });

  it('property: a dangerous scheme stays refused under any tab/newline/case/control-padding obfuscation', () => {
    fc.assert(fc.property(fc.constantFrom(...DANGEROUS), fc.string({ maxLength: 10 }), (scheme, rest) =>
      fc.assert(fc.property(obfuscate(scheme), (obf) => {
        expect(safeUrl(obf + rest)).toBeNull();
      }), { numRuns: 5 })), { numRuns: 300 });
  });
});

describe('safeAttributeUrl: every candidate of a srcset is checked', () => {
  it('allows ordinary candidate lists and refuses a list with one script or data candidate', () => {
    expect(safeAttributeUrl('srcset', 'a.png 1x, /b.png 2x')).toBe('a.png 1x, /b.png 2x');
    expect(safeAttributeUrl('srcset', 'a.png 1x, javascript:alert(1) 2x')).toBeNull();
    expect(safeAttributeUrl('srcset', 'data:image/svg+xml,<svg onload=alert(1)> 1x')).toBeNull();
    expect(safeAttributeUrl('SRCSET', ',,java\tscript:x')).toBeNull();
    expect(safeAttributeUrl('href', 'javascript:x')).toBeNull();
  });
});

describe('pathSegment: one encoded path segment, never a dot segment', () => {
  it.each(['.', '..', '', '%2e', '%2E%2e', '.%2e'])('refuses %j (it would change the path, not name a segment)', (value) => {
    // '%2e' itself encodes to '%252e' and is allowed; the forms are refused when they are the encoded result.
    const result = pathSegment(value);
    if (value.includes('%')) expect(result).toBe(encodeURIComponent(value));
    else expect(result).toBeNull();
  });

  it('encodes separators so they stay inside the segment', () => {
    expect(pathSegment('a/b?c#d')).toBe('a%2Fb%3Fc%23d');
    expect(pathSegment('../admin')).toBe('..%2Fadmin');
    expect(pathSegment(42)).toBe('42');
    expect(pathSegment(null)).toBeNull();
    expect(pathSegment('\ud800')).toBeNull();
  });

  it('property: a filled segment is exactly one path segment to the URL parser, and decodes to the value', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.constantFrom('.', '..', '...', './', '/..', '\\..', '%2e%2e')), (value) => {
      const segment = pathSegment(value);
      if (segment === null) return;
      expect(new URL(`${ORIGIN}/api/${segment}/click`).pathname).toBe(`/api/${segment}/click`);
      expect(decodeURIComponent(segment)).toBe(value);
    }), { numRuns: 2000 });
  });
});

describe('sameOriginUrl: redirects and downloads stay on the page origin', () => {
  it('resolves relative and same-origin URLs, refuses others', () => {
    expect(sameOriginUrl('/next', ORIGIN)).toBe(`${ORIGIN}/next`);
    expect(sameOriginUrl(`${ORIGIN}/x?y`, ORIGIN)).toBe(`${ORIGIN}/x?y`);
    for (const raw of ['//evil.example/x', 'https://evil.example', '\\\\evil.example', ' java\tscript:alert(1)', 'data:,x', '', '   ', 5]) {
      expect(sameOriginUrl(raw, ORIGIN)).toBeNull();
    }
  });

  // Regression (issue 22 item 5): relative URLs resolved against location.origin, so a page at
  // /admin/users.html with data-action-url="api/bulk" posted to /api/bulk at the site root.
  it('resolves against the base (document.baseURI, as fetch does) and checks the origin on the resolved URL', () => {
    const page = `${ORIGIN}/admin/users.html`;
    expect(sameOriginUrl('api/bulk', page, ORIGIN)).toBe(`${ORIGIN}/admin/api/bulk`);
    expect(sameOriginUrl('../api/x?y=1', page, ORIGIN)).toBe(`${ORIGIN}/api/x?y=1`);
    expect(sameOriginUrl('/root', page, ORIGIN)).toBe(`${ORIGIN}/root`);
    expect(sameOriginUrl('api/bulk', `${ORIGIN}/admin/`)).toBe(`${ORIGIN}/admin/api/bulk`); // origin defaults to the base's
    // A <base href> on another origin: relative URLs resolve there and are refused (the page's origin rules).
    expect(sameOriginUrl('api/bulk', 'https://cdn.example/assets/', ORIGIN)).toBeNull();
    expect(sameOriginUrl(`${ORIGIN}/api/bulk`, 'https://cdn.example/assets/', ORIGIN)).toBe(`${ORIGIN}/api/bulk`);
  });

  it('no URL of an attribute or option is judged against location.origin: every site goes through pageUrl (document.baseURI)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|svelte)$/.test(name) && !path.endsWith(join('core', 'url.ts'))) {
          readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
            // location.origin only beside document.baseURI (the origin rule), never as the base a URL resolves against.
            if (/location\.origin/.test(line) && !/baseURI/.test(line)) offenders.push(`${path}:${i + 1}`);
          });
        }
      }
    };
    walk(join(__dirname, '../../../src'));
    expect(offenders).toEqual([]);
  });

  it('property: whatever it returns is on the origin', () => {
    fc.assert(fc.property(hostileUrl, (raw) => {
      const url = sameOriginUrl(raw, ORIGIN);
      if (url !== null) expect(new URL(url).origin).toBe(ORIGIN);
    }), { numRuns: 2000 });
  });
});
