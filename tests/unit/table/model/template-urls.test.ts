// Row templates fill {{field}} by where the placeholder stands (core/html-fill.ts, via row-template.renderTemplate).
import { describe, expect, it, vi } from 'vitest';
import { renderTemplate } from '../../../../src/table/model/row-template';

const SCRIPT_URLS = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'blob:https://x/y'];

describe('a placeholder in a URL attribute is checked with the one URL policy', () => {
  it.each(SCRIPT_URLS)('an href of %j drops the attribute (an <a> without href navigates nowhere)', (url) => {
    expect(renderTemplate('<a href="{{url}}" class="x">go</a>', { url })).toBe('<a  class="x">go</a>');
  });

  it.each(['src', 'SRC', 'action', 'formaction', 'xlink:href', 'poster', 'srcset', 'background', 'ping'])('%s is a URL attribute too', (name) => {
    expect(renderTemplate(`<x ${name}="{{u}}">`, { u: 'javascript:alert(1)' })).toBe('<x >');
  });

  it('the whole value is judged, so a template prefix cannot be completed into a scheme', () => {
    expect(renderTemplate('<a href="java{{rest}}">', { rest: 'script:alert(1)' })).toBe('<a >');
    expect(renderTemplate('<a href="{{a}}{{b}}">', { a: 'java', b: 'script:alert(1)' })).toBe('<a >');
  });

  it('allowed URLs keep the attribute, escaped and double-quoted', () => {
    expect(renderTemplate('<a href="mailto:{{email}}">', { email: 'a"b@x.io' })).toBe('<a href="mailto:a&quot;b@x.io">');
    expect(renderTemplate("<a href='/u/{{id}}?q=\"1\"'>", { id: 7 })).toBe('<a href="/u/7?q=&quot;1&quot;">');
    expect(renderTemplate('<a href={{url}}>', { url: 'https://x.io/a b onmouseover=alert(1)' }))
      .toBe('<a href="https://x.io/a b onmouseover=alert(1)">');
  });

  it('data cannot complete a character reference the template left open', () => {
    // '&' + '#115;cript:' would read as "javascript:" if the '&' were left raw.
    const html = renderTemplate('<a href="java&{{x}}">', { x: '#115;cript:alert(1)' });
    expect(html).toBe('<a href="java&amp;#115;cript:alert(1)">');
  });

  it('a template whose literal URL text spells scheme characters as references is refused, not decoded', () => {
    expect(renderTemplate('<a href="{{a}}&#58;{{b}}">', { a: 'javascript', b: 'alert(1)' })).toBe('<a >');
    expect(renderTemplate('<a href="{{a}}&colon;{{b}}">', { a: 'https', b: '//x' })).toBe('<a >');
    expect(renderTemplate('<a href="/s?a=1&amp;q={{q}}">', { q: 'x y' })).toBe('<a href="/s?a=1&amp;q=x y">');
  });

  it('entity-encoded data stays literal text (the browser decodes our escaping back to the raw value)', () => {
    expect(renderTemplate('<a href="{{u}}">', { u: '&#106;avascript:alert(1)' })).toBe('<a href="&amp;#106;avascript:alert(1)">');
  });

  it('a refusal is reported once per refused attribute through the optional hook', () => {
    const onRefused = vi.fn();
    renderTemplate('<a href="{{url}}">{{url}}</a>', { url: 'javascript:alert(1)' }, onRefused);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith('url', 'href');
  });
});

describe('placeholders that would be code, markup, names or raw text are never filled', () => {
  it('event handler and srcdoc attributes are dropped', () => {
    expect(renderTemplate(`<b onclick="show('{{n}}')" title="{{n}}">`, { n: "');alert(1);//" }))
      .toBe('<b  title="&#39;);alert(1);//">');
    expect(renderTemplate('<iframe srcdoc="{{h}}">', { h: '<script>1</script>' })).toBe('<iframe >');
  });

  it('a placeholder in a tag or attribute name is dropped', () => {
    expect(renderTemplate('<td {{attrs}}>x</td>', { attrs: 'onmouseover=alert(1)' })).toBe('<td >x</td>');
    expect(renderTemplate('<td data-{{n}}="{{v}}">', { n: 'x', v: 'y' })).toBe('<td >');
    expect(renderTemplate('<{{tag}}>', { tag: 'img src=x onerror=alert(1)' })).toBe('&lt;img src=x onerror=alert(1)>');
  });

  it('inside <script> and <style> nothing is filled', () => {
    expect(renderTemplate('<style>.a{color:{{c}}}</style>', { c: 'red}body{display:none' })).toBe('<style>.a{color:}</style>');
    expect(renderTemplate('<script>var a="{{a}}"</script>', { a: '";alert(1)//' })).toBe('<script>var a=""</script>');
  });

  it('a style attribute takes plain values only', () => {
    expect(renderTemplate('<i style="width:{{w}}%">', { w: 42 })).toBe('<i style="width:42%">');
    expect(renderTemplate('<i style="color:{{c}}">', { c: 'red;position:fixed;inset:0' })).toBe('<i >');
    expect(renderTemplate('<i style="background:{{c}}">', { c: 'url(//evil.example/x)' })).toBe('<i >');
  });
});
