// Paste's first step (issue 46 item 3): the HTML table of a clipboard, read as text in an inert document —
// Excel's and Google Sheets' markup, Almanac's own copy (raw values in data-value), and hostile markup
// (scripts, event handlers, javascript: links): nothing runs, nothing is inserted, text only.
import { afterEach, describe, expect, it } from 'vitest';
import { readHtmlTable } from '../../../src/table/dom/clip-html';
import { toHtmlTable } from '../../../src/table/model/clipboard';

afterEach(() => {
  delete (window as unknown as { pwned?: boolean }).pwned;
});

describe('readHtmlTable', () => {
  it('reads a spreadsheet\'s table: text per cell, white space as shown, <br> a line break, colspan followed by empty cells', () => {
    const excel = '<html><body><!--StartFragment--><table><tr><td class=xl65>  Ann\n Lee </td><td x:num>1200</td></tr>'
      + '<tr><td colspan=2>wide</td></tr><tr><td>two<br>lines</td><td></td></tr></table><!--EndFragment--></body></html>';
    expect(readHtmlTable(excel)).toEqual([['Ann Lee', '1200'], ['wide', ''], ['two\nlines', '']]);
  });

  it('reads Almanac\'s own copy: the raw value in data-value wins over the shown text', () => {
    const html = toHtmlTable([[{ text: '$1,200.00', value: 1200 }, { text: "'=SUM(A1)", value: '=SUM(A1)' }]]);
    expect(readHtmlTable(html)).toEqual([['1200', '=SUM(A1)']]);
  });

  it('hostile markup: scripts, handlers and javascript: links run nothing and leave nothing in the page', () => {
    const before = document.body.innerHTML;
    const html = '<table><tr><td><script>window.pwned = true</script>a</td><td><img src=x onerror="window.pwned = true">b</td>'
      + '<td><a href="javascript:window.pwned=true">c</a></td><td><style>td{color:red}</style>d</td></tr></table>';
    expect(readHtmlTable(html)).toEqual([['a', 'b', 'c', 'd']]);
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
  });

  it('no table: null; more cells than the limit, or 10 MB of markup: null, unread', () => {
    expect(readHtmlTable('<p>text</p>')).toBeNull();
    expect(readHtmlTable('<table><tr><td>1</td><td>2</td><td>3</td></tr></table>', 2)).toBeNull();
    expect(readHtmlTable(`<table><tr><td>${'x'.repeat(10_000_000)}</td></tr></table>`)).toBeNull();
  });
});
