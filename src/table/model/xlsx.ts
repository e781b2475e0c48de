/**
 * A one-sheet .xlsx workbook (Office Open XML SpreadsheetML), written in the
 * browser: the seven parts a spreadsheet needs, zipped with fflate. This is the
 * `xlsx` chunk (the xlsx part), loaded by the export chunk on
 * the first Excel export. Pure: a Sheet in, the file's bytes out.
 *
 * Numbers are number cells, dates are serial numbers with a date format,
 * everything else is a shared string (each distinct text stored once): text
 * is never a formula (no <f> is ever written), so a cell reading "=cmd|..."
 * stays that text. Text is XML escaped and stripped of the characters XML
 * 1.0 cannot hold.
 */
import { strToU8, zipSync } from 'fflate';
import type { Sheet, SheetStyle } from './export';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Excel's limit for one cell's text. */
const MAX_CELL_CHARS = 32_767;

/** Index in cellXfs (styles.xml) of each column style; 1 is the bold header. */
const STYLE_INDEX: Record<SheetStyle, number> = { text: 0, number: 0, money: 2, percent: 3, date: 4, datetime: 5 };
const HEADER_STYLE = 1;

/** Characters XML 1.0 cannot hold (controls other than TAB LF CR, U+FFFE/U+FFFF, unpaired surrogates). */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text for an XML element or double-quoted attribute. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]);
}

/**
 * Text of a cell: xmlText, with CR as a character reference (XML readers turn
 * a literal CR into LF) and text that reads like Excel's own `_xHHHH_` escape
 * escaped itself, so Excel shows it as written.
 */
function cellText(text: string): string {
  return xmlText(text).replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1').replace(/\r/g, '&#13;');
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The workbook's shared strings: each distinct text once (xl/sharedStrings.xml), cells refer to it by index. */
class SharedStrings {
  readonly #index = new Map<string, number>();
  readonly #xml: string[] = [];
  count = 0;

  /** The index of `text` (cut to Excel's limit), added on first use. */
  add(text: string): number {
    this.count++;
    const cut = text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text;
    let i = this.#index.get(cut);
    if (i === undefined) {
      this.#index.set(cut, (i = this.#xml.length));
      this.#xml.push(`<si><t xml:space="preserve">${cellText(cut)}</t></si>`);
    }
    return i;
  }

  toXml(): string {
    return `${HEAD}<sst xmlns="${MAIN}" count="${this.count}" uniqueCount="${this.#xml.length}">${this.#xml.join('')}</sst>`;
  }
}

/** One cell's XML; '' for an empty one (left out). Text is a shared string (t="s"), never a formula. */
function cellXml(ref: string, value: string | number, style: number, strings: SharedStrings): string {
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${s} t="n"><v>${value}</v></c>` : cellXml(ref, String(value), 0, strings);
  }
  return value === '' ? '' : `<c r="${ref}"${s} t="s"><v>${strings.add(value)}</v></c>`;
}

/** Column widths from the longest text among the headers and the first rows (a guess: characters, 8 to 60). */
function colsXml(sheet: Sheet): string {
  const widths = sheet.headers.map((h) => h.length);
  for (const row of sheet.rows.slice(0, 1000)) {
    row.forEach((v, i) => (widths[i] = Math.max(widths[i], typeof v === 'number' ? 12 : v.length)));
  }
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.min(60, Math.max(8, w + 2))}" customWidth="1"/>`);
  return cols.length ? `<cols>${cols.join('')}</cols>` : '';
}

/** xl/worksheets/sheet1.xml: the header row frozen and bold, then the rows. */
function sheetXml(sheet: Sheet, strings: SharedStrings): string {
  const names = sheet.headers.map((_, i) => columnName(i));
  const styles = sheet.styles.map((s) => STYLE_INDEX[s] ?? 0);
  const parts: string[] = [
    `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">`,
    sheet.outline ? '<sheetPr><outlinePr summaryBelow="0"/></sheetPr>' : '',
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>',
    sheet.outline ? `<sheetFormatPr defaultRowHeight="15" outlineLevelRow="${Math.max(0, ...sheet.outline)}"/>` : '',
    colsXml(sheet),
    '<sheetData>',
    `<row r="1">${sheet.headers.map((h, i) => cellXml(`${names[i]}1`, h, HEADER_STYLE, strings)).join('')}</row>`,
  ];
  for (let r = 0; r < sheet.rows.length; r++) {
    const row = sheet.rows[r];
    const level = sheet.outline?.[r];
    let xml = `<row r="${r + 2}"${level ? ` outlineLevel="${level}"` : ''}>`;
    for (let c = 0; c < names.length; c++) {
      const value = row[c] ?? '';
      xml += cellXml(`${names[c]}${r + 2}`, value, typeof value === 'number' ? styles[c] : 0, strings);
    }
    parts.push(`${xml}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

/** xl/styles.xml: cellXfs 0 general, 1 bold, 2 #,##0.00, 3 0.00%, 4 yyyy-mm-dd, 5 yyyy-mm-dd hh:mm. */
const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}">`
  + '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts>'
  + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
  + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
  + [4, 10, 164, 165].map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('')
  + '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const CONTENT_TYPES = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
  + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
  + '<Default Extension="xml" ContentType="application/xml"/>'
  + `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>`
  + `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>`
  + `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/>`
  + `<Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/></Types>`;

const ROOT_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}">`
  + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}">`
  + `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`
  + `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>`
  + `<Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/** A sheet name Excel accepts: no : \ / ? * [ ], no apostrophe at either end, 1 to 31 characters. */
export function sheetName(name: string): string {
  const clean = name.replace(NOT_XML, '').replace(/[:\\/?*[\]]/g, ' ').replace(/^'+|'+$/g, '').trim();
  const cut = Array.from(clean).slice(0, 31).join('').trim();
  return cut && cut.toLowerCase() !== 'history' ? cut : 'Sheet1';
}

/** The .xlsx file of one sheet. */
export function xlsxWorkbook(sheet: Sheet): Uint8Array {
  const workbook = `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>`
    + `<sheet name="${xmlText(sheetName(sheet.name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const strings = new SharedStrings();
  const worksheet = strToU8(sheetXml(sheet, strings));
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(workbook),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    'xl/worksheets/sheet1.xml': worksheet,
    'xl/styles.xml': strToU8(STYLES),
    'xl/sharedStrings.xml': strToU8(strings.toXml()),
  }, { level: 4 }); // half the time of level 6 for 6% more bytes (100,000 rows: 5.4 MB against 5.1 MB)
}
