/**
 * Reading a clipboard's tab-separated text (issue 46 item 3, the first
 * step of paste), pure: as Excel, Google Sheets and LibreOffice write it —
 * a tab between cells, CRLF, LF or CR between rows, a field in double
 * quotes when it holds a tab, a line break or a quote (quotes doubled), the
 * last line break left out. A quote that is never closed is read as text
 * (the field ends at the next tab or line break, as spreadsheets do). A
 * clipboard of more than `maxCells` cells is refused (null): a block that
 * large is no paste a reader meant, and reading it would freeze the page.
 */

/** The rows of cells of `text` (at least one row), or null when it holds more than `maxCells` cells. */
export function parseTsv(text: string, maxCells = 100_000): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cells = 0;
  let i = 0;
  const n = text.length;
  const push = (field: string) => {
    row.push(field);
    return ++cells <= maxCells;
  };
  while (i <= n) {
    let field: string;
    if (text.charCodeAt(i) === 34 /* " */) {
      const end = closingQuote(text, i + 1);
      if (end < 0) field = plainField(text, i);
      else {
        field = text.slice(i + 1, end).replace(/""/g, '"');
        i = end + 1;
        // Text after the closing quote, before the next tab or line break, belongs to the field.
        const rest = plainField(text, i);
        field += rest;
        i += rest.length;
      }
      if (end < 0) i += field.length;
    } else {
      field = plainField(text, i);
      i += field.length;
    }
    if (!push(field)) return null;
    const c = text.charCodeAt(i);
    if (c === 9) i++;
    else {
      // A line break (CRLF, LF or CR) or the end.
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      rows.push(row);
      row = [];
      if (i >= n) break;
    }
  }
  return rows.length ? rows : [['']];
}

/** The text from `from` to the next tab or line break. */
function plainField(text: string, from: number): string {
  let end = from;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === 9 || c === 10 || c === 13) break;
    end++;
  }
  return text.slice(from, end);
}

/** The quote that closes a field opened before `from` (a doubled quote is a quote), or -1 when none does. */
function closingQuote(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text.charCodeAt(i) !== 34) continue;
    if (text.charCodeAt(i + 1) === 34) i++;
    else return i;
  }
  return -1;
}
