// Row templates under an HTML parser (jsdom): whatever the data, the filled template keeps its shape.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderTemplate } from '../../../src/table/model/row-template';
import { safeUrl } from '../../../src/core/url';

describe('property: whatever the data, the filled template has exactly the template\'s elements and attributes', () => {
  const TEMPLATE = '<tr data-id="{{id}}"><td>{{name}}</td><td><a href="{{url}}" title=\'{{name}}\'>{{url}}</a></td><td class={{cls}}>x</td></tr>';
  /** Tag and attribute names as an HTML parser builds them (a table row parses inside a <tbody>). */
  const shape = (html: string) => {
    const tpl = document.createElement('template');
    tpl.innerHTML = `<table><tbody>${html}</tbody></table>`;
    return Array.from(tpl.content.querySelectorAll('*')).flatMap((el) => [el.localName, ...Array.from(el.attributes, (a) => `@${a.name}`)]);
  };
  const hostile = fc.string({ unit: fc.constantFrom('<', '>', '"', "'", '&', '=', ' ', '/', 'a', 'x', ':', '#', ';', '\t', 'javascript:', 'onerror') });

  it('never adds a tag or an attribute', () => {
    const expected = shape(renderTemplate(TEMPLATE, { id: 1, name: 'n', url: '/u', cls: 'c' }));
    fc.assert(fc.property(hostile, hostile, hostile, (name, url, cls) => {
      const got = shape(renderTemplate(TEMPLATE, { id: name, name, url, cls }));
      expect(got.filter((s) => s !== '@href')).toEqual(expected.filter((s) => s !== '@href'));
    }), { numRuns: 1000 });
  }, 20_000); // 1,000 jsdom parses: well over the 5 s default on a busy 2-core machine

  it('an href that survives is one the URL policy allows, as the parser decoded it', () => {
    fc.assert(fc.property(hostile, (url) => {
      const tpl = document.createElement('template');
      tpl.innerHTML = renderTemplate('<a href="{{url}}">x</a><a href=\'java{{url}}\'>y</a>', { url });
      for (const a of Array.from(tpl.content.querySelectorAll('a[href]'))) expect(safeUrl(a.getAttribute('href'))).not.toBeNull();
    }), { numRuns: 1000 });
  }, 20_000); // 1,000 jsdom parses: well over the 5 s default on a busy 2-core machine
});
