/**
 * `{{field}}` placeholders in an author's HTML (row templates), filled from
 * data by where each one stands (design.md "Security rules"): in text it is
 * escaped; in an attribute value it is escaped and the attribute is
 * re-quoted; an attribute whose value would be a refused URL (href, src,
 * srcset...), code (on*), markup (srcdoc) or more than a plain style value
 * is dropped; a placeholder in a tag or attribute name, or inside
 * <script>/<style>, is never filled. Dropping the attribute is the safe
 * refusal: an <a> without href is not a link and an <img> without src
 * requests nothing, while "" or "#" would still navigate or fetch the page.
 */
import { escapeHtml } from './html';
import { isUrlAttribute, safeAttributeUrl } from './url';

/** Why a placeholder was not filled as written: for one warning. */
export interface Refusal {
  field: string;
  /** The attribute, or 'tag' / 'raw text' for placeholders never filled. */
  where: string;
  value?: string;
}

type Part = string | { field: string };
interface Attr { name: string; parts: Part[] }
type Piece = string | { field: string; text: true } | { attr: Attr } | { refused: Refusal };

const PLACEHOLDER = /\{\{\s*([\w.$-]+)\s*\}\}/g;
const TAG_OPEN = /<(\/?)([A-Za-z][^\t\n\f\r />]*)/y;
const SPACE = /[\t\n\f\r ]*/y;
const ATTR = /([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r >]+)))?/y;
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
/** Plain style values only: numbers, words, hex colours, percentages (no ; : ( ) url or quotes). */
const STYLE_VALUE = /^[\w\s.,#%+-]*$/;

/** A private-use character absent from `html`, standing for each placeholder while parsing. */
function sentinelFor(html: string): string {
  let code = 0xe000;
  while (html.includes(String.fromCharCode(code))) code++;
  return String.fromCharCode(code);
}

/** Holes and literal text of a piece of markup read as text (or, `raw`, never filled). */
function textPieces(text: string, mark: string, fields: string[], raw = false): Piece[] {
  const out: Piece[] = [];
  text.split(mark).forEach((lit, i) => {
    if (i > 0) {
      const field = fields.shift() as string;
      out.push(raw ? { refused: { field, where: 'raw text' } } : { field, text: true });
    }
    if (lit) out.push(lit);
  });
  return out;
}

/** One attribute: literal text when it holds no placeholder, else an Attr (or a refusal for a placeholder in its name). */
function attrPieces(m: RegExpExecArray, mark: string, fields: string[]): Piece[] {
  const [whole, name] = m;
  const value = m[2] ?? m[3] ?? m[4];
  if (name.includes(mark)) {
    const refused: Piece[] = [];
    for (let n = whole.split(mark).length - 1; n > 0; n--) refused.push({ refused: { field: fields.shift() as string, where: 'tag' } });
    return refused;
  }
  if (value === undefined || !value.includes(mark)) return [whole];
  const parts: Part[] = [];
  value.split(mark).forEach((lit, i) => {
    if (i > 0) parts.push({ field: fields.shift() as string });
    parts.push(m[3] !== undefined ? lit.replace(/"/g, '&quot;') : lit);
  });
  return [{ attr: { name, parts } }];
}

/** A start or end tag at `start` (TAG_OPEN matched): pieces and the index after it. */
function tagPieces(html: string, start: number, m: RegExpExecArray, mark: string, fields: string[]): [Piece[], number] {
  const out: Piece[] = [`<${m[1]}${m[2].split(mark).join('')}`];
  for (let n = m[2].split(mark).length - 1; n > 0; n--) out.push({ refused: { field: fields.shift() as string, where: 'tag' } });
  let i = start + m[0].length;
  while (i < html.length) {
    SPACE.lastIndex = i;
    const space = SPACE.exec(html)![0];
    if (space) out.push(space);
    i += space.length;
    if (html.startsWith('>', i) || html.startsWith('/>', i)) {
      const end = html.startsWith('>', i) ? 1 : 2;
      out.push(html.slice(i, i + end));
      return [out, i + end];
    }
    ATTR.lastIndex = i;
    const a = ATTR.exec(html);
    if (!a) {
      out.push(...textPieces(html[i], mark, fields));
      i++;
      continue;
    }
    out.push(...attrPieces(a, mark, fields));
    i += a[0].length;
  }
  return [out, i];
}

/** Parse a template once into literal markup and placeholder slots by context. */
export function compileTemplate(html: string): Piece[] {
  const mark = sentinelFor(html);
  const fields: string[] = [];
  const marked = html.replace(PLACEHOLDER, (_, field: string) => (fields.push(field), mark));
  const out: Piece[] = [];
  let i = 0;
  while (i < marked.length) {
    const lt = marked.indexOf('<', i);
    if (lt < 0 || lt > i) {
      out.push(...textPieces(marked.slice(i, lt < 0 ? marked.length : lt), mark, fields));
      i = lt < 0 ? marked.length : lt;
      continue;
    }
    if (marked.startsWith('<!--', i)) {
      const close = marked.indexOf('-->', i + 4);
      const end = close < 0 ? marked.length : close + 3;
      out.push(...textPieces(marked.slice(i, end), mark, fields)); // escaped: '>' cannot close it
      i = end;
      continue;
    }
    TAG_OPEN.lastIndex = i;
    const m = TAG_OPEN.exec(marked);
    if (!m) {
      out.push('&lt;'); // a '<' that opens nothing stays text, whatever data follows it
      i++;
      continue;
    }
    const [pieces, next] = tagPieces(marked, i, m, mark, fields);
    out.push(...pieces);
    i = next;
    const tag = m[2].toLowerCase();
    if (!m[1] && RAW_TEXT.has(tag)) {
      const close = marked.toLowerCase().indexOf(`</${tag}`, i);
      const end = close < 0 ? marked.length : close;
      out.push(...textPieces(marked.slice(i, end), mark, fields, true));
      i = end;
    }
  }
  return out;
}

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/', bsol: '\\',
  nbsp: '\u00a0', num: '#', percnt: '%', lpar: '(', rpar: ')', semi: ';', equals: '=', quest: '?', period: '.', comma: ',',
};

/** Character references of the author's literal attribute text (numeric ones and the ASCII-producing names). */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : parseInt(hex as string, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** Whether the attribute may hold `value` (the text the browser will see) and `data` (the filled-in part). */
function attrAllowed(name: string, value: string, data: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || lower === 'srcdoc') return false;
  if (lower === 'style') return STYLE_VALUE.test(data);
  return !isUrlAttribute(lower) || safeAttributeUrl(lower, value) !== null;
}

/** Render one attribute: re-quoted with escaped values, or '' (dropped) when refused. */
function renderAttr(attr: Attr, valueOf: (field: string) => string, refuse: (r: Refusal) => void): string {
  let html = '';
  let decoded = '';
  let data = '';
  attr.parts.forEach((part, i) => {
    if (typeof part === 'string') {
      // A trailing '&' (or '&#1', '&am') must not join the value into a character reference.
      const lit = i < attr.parts.length - 1 ? part.replace(/&([#\w]*)$/, '&amp;$1') : part;
      html += lit;
      decoded += decodeEntities(lit);
      return;
    }
    const value = valueOf(part.field);
    html += escapeHtml(value);
    decoded += value;
    data += value;
  });
  if (attrAllowed(attr.name, decoded, data)) return `${attr.name}="${html}"`;
  const field = attr.parts.find((p): p is { field: string } => typeof p !== 'string')?.field ?? '';
  refuse({ field, where: attr.name, value: decoded });
  return '';
}

/** Fill compiled pieces: `valueOf` gives a field's raw text; `refuse` hears about each refused slot. */
export function fillTemplate(pieces: readonly Piece[], valueOf: (field: string) => string, refuse: (r: Refusal) => void = () => {}): string {
  let out = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') out += piece;
    else if ('text' in piece) out += escapeHtml(valueOf(piece.field));
    else if ('attr' in piece) out += renderAttr(piece.attr, valueOf, refuse);
    else refuse(piece.refused);
  }
  return out;
}
