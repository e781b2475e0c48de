/**
 * Reading a clipboard's HTML table (issue 46 item 3, the first step of
 * paste): what Excel, Google Sheets, LibreOffice and the range part's own
 * copy put on the clipboard as `text/html`. The markup is parsed into an
 * inert document (DOMParser: no browsing context, so nothing in it runs or
 * loads) and only text is read from it: nothing of it is ever inserted into
 * the page. A cell's `data-value` (the raw value Almanac's copy writes) wins
 * over its text; a cell spanning columns is followed by empty ones.
 */

/** Markup longer than this is no paste a reader meant (10 MB and more): refused, unparsed. */
const MAX_HTML = 8_000_000;

/** A <br> while the white space is collapsed (a private-use character). */
const BREAK = '\uE000';

/**
 * Style blocks and attributes, scripts and event handler attributes, cut from the markup before it is
 * parsed: none of them would run in the inert document, but a page under a strict CSP has each one reported
 * as a violation (Excel's mso styles alone make dozens).
 */
const BLOCKS = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<[a-z][^>]*>/gi;
const ATTRS = /\s(?:style|on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const quiet = (html: string) => html.replace(BLOCKS, ' ').replace(TAG, (tag) => tag.replace(ATTRS, ''));

/** The cells of the first table in `html`, row by row; null when there is none, or more than `maxCells` cells. */
export function readHtmlTable(html: string, maxCells = 100_000): string[][] | null {
  if (html.length > MAX_HTML) return null;
  const table = new DOMParser().parseFromString(quiet(html), 'text/html').querySelector('table');
  if (!table) return null;
  const rows: string[][] = [];
  let cells = 0;
  for (const tr of Array.from(table.rows)) {
    const row: string[] = [];
    for (const td of Array.from(tr.cells)) {
      for (const hidden of td.querySelectorAll('script, style, template, noscript')) hidden.remove(); // never shown
      // As shown: source line breaks and runs of white space are one space, a <br> a line break.
      for (const br of td.querySelectorAll('br')) br.replaceWith(BREAK);
      const raw = td.getAttribute('data-value');
      const text = raw ?? (td.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/ ?\uE000 ?/g, '\n');
      const span = Math.min(Math.max(td.colSpan || 1, 1), 1000);
      cells += span;
      if (cells > maxCells) return null;
      row.push(text);
      for (let i = 1; i < span; i++) row.push('');
    }
    rows.push(row);
  }
  return rows.length ? rows : null;
}
