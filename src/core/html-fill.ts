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

/** Hears about a placeholder not filled as written: the field, and the attribute (or 'tag' / 'raw text' where it is never filled). */
export type Refuse = (field: string, where: string) => void;

type Fill = (field: string) => string;

const PLACEHOLDER = /\{\{\s*([\w.$-]+)\s*\}\}/g;
/** A script/style element, a tag or comment (quoted values may hold '>'; placeholders in a comment are names: never filled), a placeholder in text, or a '<' that opens nothing. */
const TOKEN = /<(script|style)\b[\s\S]*?(?:<\/\1|$)|<[!/]?[a-z-](?:"[^"]*"|'[^']*'|[^'">])*>?|\{\{\s*([\w.$-]+)\s*\}\}|</gi;
const ATTR = /([^\s/>=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** Plain style values only: numbers, words, hex colours, percentages (no ; : ( ) url or quotes). */
const STYLE_VALUE = /^[\w\s.,#%+-]*$/;
/**
 * A character reference in the author's literal URL text that could spell a
 * scheme character around the data (`{{a}}&#58;{{b}}`, `&colon;`, `&Tab;`):
 * such an attribute is refused rather than decoded (`&amp;` is fine).
 */
const SCHEME_REFERENCE = /&(?:#|colon|tab|newline)/i;

/** Remove the placeholders of `text` (never filled there), reporting each. */
function unfilled(text: string, where: string, refuse: Refuse): string {
  return text.replace(PLACEHOLDER, (_, field: string) => (refuse(field, where), ''));
}

/** Whether attribute `name` may hold `value` (what the browser will read: `literal` is the author's part, `data` the filled-in one). */
function allowed(name: string, value: string, literal: string, data: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || lower === 'srcdoc') return false;
  if (lower === 'style') return STYLE_VALUE.test(data);
  return !isUrlAttribute(lower) || (!SCHEME_REFERENCE.test(literal) && safeAttributeUrl(lower, value) !== null);
}

/** One attribute with placeholders in its value: re-quoted with escaped values, or '' (dropped, reported) when refused. */
function fillAttr(name: string, value: string, singleQuoted: boolean, fill: Fill, refuse: Refuse): string {
  const parts = value.split(/\{\{\s*([\w.$-]+)\s*\}\}/);
  let html = '';
  let judged = '';
  let literal = '';
  let data = '';
  parts.forEach((part, i) => {
    if (i % 2) {
      const v = fill(part);
      html += escapeHtml(v);
      judged += v;
      data += v;
      return;
    }
    let lit = singleQuoted ? part.replace(/"/g, '&quot;') : part;
    // A trailing '&' (or '&#1', '&am') must not join the value into a character reference.
    if (i < parts.length - 1) lit = lit.replace(/&([#\w]*)$/, '&amp;$1');
    html += lit;
    judged += lit.replace(/&amp;/gi, '&');
    literal += lit;
  });
  if (allowed(name, judged, literal, data)) return `${name}="${html}"`;
  refuse(parts[1], name);
  return '';
}

/** A start or end tag: attributes with placeholders filled or dropped; placeholders in names are never filled (in the tag name they stay as written). */
function fillTag(tag: string, fill: Fill, refuse: Refuse): string {
  if (!tag.includes('{{')) return tag;
  const head = /^<\/?[^\s/>]*/.exec(tag)![0];
  return head + tag.slice(head.length).replace(ATTR, (whole, name: string, dq?: string, sq?: string, uq?: string) => {
    const value = dq ?? sq ?? uq;
    if (name.includes('{{')) return (unfilled(whole, 'tag', refuse), '');
    return value !== undefined && value.includes('{{') ? fillAttr(name, value, sq !== undefined, fill, refuse) : whole;
  });
}

/**
 * Fill `html` (an author's template): `fill` gives a field's raw text,
 * `refuse` hears about each placeholder or attribute refused.
 */
export function fillHtml(html: string, fill: Fill, refuse: Refuse = () => {}): string {
  return html.replace(TOKEN, (token, raw?: string, field?: string) => {
    if (field !== undefined) return escapeHtml(fill(field));
    if (raw !== undefined) return unfilled(token, 'raw text', refuse);
    return token === '<' ? '&lt;' : fillTag(token, fill, refuse); // a '<' that opens nothing stays text, whatever data follows it
  });
}
