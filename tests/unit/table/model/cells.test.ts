import { describe, expect, it } from 'vitest';
import { cellText, elementId, resolveLookup, rowCellText, toLookup } from '../../../../src/table/model/cells';
import { escapeHtml } from '../../../../src/core/html';
import { renderTemplate } from '../../../../src/table/model/row-template';
import { makeColumn } from '../../../../src/table/model/columns';

const statusColumn = (options?: Record<string, string>) =>
  makeColumn({ field: 'status', format: 'lookup', formatOptions: options ? { options } : {} });
const entries = (m: Map<string, string> | undefined) => (m ? [...m.entries()] : m);

describe('lookup resolution order (rule 3): response options, then filter options, then data-options', () => {
  const response = { status: [{ value: 1, text: 'From response' }] };
  const filter = { status: [{ value: 1, text: 'From filter' }] };
  const own = { 1: 'From data-options' };

  it('response options win over filter options and data-options', () => {
    expect(entries(resolveLookup(statusColumn(own), response, filter))).toEqual([['1', 'From response']]);
  });

  it('filter options are used when the response has none for the field', () => {
    expect(entries(resolveLookup(statusColumn(own), { other: [] }, filter))).toEqual([['1', 'From filter']]);
    expect(entries(resolveLookup(statusColumn(own), undefined, filter))).toEqual([['1', 'From filter']]);
  });

  it('data-options are used when neither response nor filter has options for the field', () => {
    expect(entries(resolveLookup(statusColumn(own), {}, {}))).toEqual([['1', 'From data-options']]);
  });

  it('no source at all gives undefined', () => {
    expect(resolveLookup(statusColumn(), {}, undefined)).toBeUndefined();
  });

  it('the resolved label is what the cell shows', () => {
    const lookup = resolveLookup(statusColumn(own), response, filter);
    expect(rowCellText({ status: 1 }, statusColumn(own), lookup)).toBe('From response');
  });
});

describe('options as an array of {value, text} or as a map', () => {
  it('an array of {value, text} becomes value -> text', () => {
    expect(entries(toLookup([{ value: 1, text: 'One' }, { value: 'b', text: 'Bee' }]))).toEqual([['1', 'One'], ['b', 'Bee']]);
  });

  it('label is accepted instead of text, and the value is its own label otherwise', () => {
    expect(entries(toLookup([{ value: 'x', label: 'Ex' }, { value: 'y' }]))).toEqual([['x', 'Ex'], ['y', 'y']]);
  });

  it('array items without a value are skipped', () => {
    expect(entries(toLookup([{ text: 'orphan' }, null, 'x', { value: 0, text: 'Zero' }]))).toEqual([['0', 'Zero']]);
  });

  it('a map value -> label becomes the same map', () => {
    expect(entries(toLookup({ a: 'Apple', 2: 'Two' }))).toEqual([['2', 'Two'], ['a', 'Apple']]);
  });

  it('non-objects give undefined', () => {
    expect(toLookup(undefined)).toBeUndefined();
    expect(toLookup('a')).toBeUndefined();
    expect(toLookup(null)).toBeUndefined();
  });
});

describe("'__proto__' and 'constructor' keys are plain keys (style #15)", () => {
  it('a JSON map with __proto__ / constructor keys keeps them as data and pollutes nothing', () => {
    const parsed = JSON.parse('{"__proto__": "Proto label", "constructor": "Ctor label", "toString": "Str"}');
    const map = toLookup(parsed)!;
    expect(map.get('__proto__')).toBe('Proto label');
    expect(map.get('constructor')).toBe('Ctor label');
    expect(map.get('toString')).toBe('Str');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('an array with value "__proto__" is a plain entry', () => {
    expect(entries(toLookup([{ value: '__proto__', text: 'P' }]))).toEqual([['__proto__', 'P']]);
  });

  it('a column named "constructor" or "toString" does not pick up inherited members of the options object', () => {
    const ctor = makeColumn({ field: 'constructor' });
    expect(resolveLookup(ctor, {}, {})).toBeUndefined();
    const str = makeColumn({ field: 'toString' });
    expect(resolveLookup(str, {}, {})).toBeUndefined();
  });

  it('a column named "__proto__" reads an own "__proto__" entry of the response options', () => {
    const response = JSON.parse('{"__proto__": [{"value": "1", "text": "One"}]}');
    expect(entries(resolveLookup(makeColumn({ field: '__proto__' }), response))).toEqual([['1', 'One']]);
  });
});

describe('cellText without a format is plain text', () => {
  it('null and undefined are empty; other values are their string', () => {
    const col = makeColumn({ field: 'x' });
    expect(cellText(null, col)).toBe('');
    expect(cellText(undefined, col)).toBe('');
    expect(cellText(0, col)).toBe('0');
    expect(cellText('<b>', col)).toBe('<b>');
  });
});

describe('escapeHtml', () => {
  it('escapes & < > " and \'', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  });

  it('leaves plain text unchanged', () => {
    expect(escapeHtml('Plain text 123')).toBe('Plain text 123');
  });
});

describe('renderTemplate: {{field}} placeholders are escaped (design "Security rules")', () => {
  it('fills and escapes values', () => {
    const html = '<tr data-id="{{id}}"><td>{{name}}</td></tr>';
    expect(renderTemplate(html, { id: '7" onclick="x', name: '<img src=x onerror=alert(1)>' }))
      .toBe('<tr data-id="7&quot; onclick=&quot;x"><td>&lt;img src=x onerror=alert(1)&gt;</td></tr>');
  });

  it('supports dotted paths and spaces inside the braces', () => {
    expect(renderTemplate('<td>{{ user.email }}</td>', { user: { email: 'a&b@x.io' } })).toBe('<td>a&amp;b@x.io</td>');
  });

  it('a missing field or null renders as empty; 0 and false render as text', () => {
    expect(renderTemplate('[{{missing}}][{{nil}}][{{zero}}][{{no}}]', { nil: null, zero: 0, no: false })).toBe('[][][0][false]');
  });

  it('never follows __proto__ or constructor', () => {
    expect(renderTemplate('[{{__proto__}}][{{constructor.name}}][{{toString}}]', { id: 1 })).toBe('[][][]');
  });

  it('leaves text without placeholders alone', () => {
    expect(renderTemplate('<td>{single}</td>', { single: 'x' })).toBe('<td>{single}</td>');
  });
});

describe("elementId: '{tableId}_{field}_{rowId}'", () => {
  it('joins table id, field and row id with underscores', () => {
    expect(elementId('users', 'email', 42)).toBe('users_email_42');
    expect(elementId('orders', 'qty', 'a-7')).toBe('orders_qty_a-7');
  });

  it('a missing row id leaves the last part empty', () => {
    expect(elementId('users', 'email', undefined)).toBe('users_email_');
    expect(elementId('users', 'email', null)).toBe('users_email_');
  });
});
