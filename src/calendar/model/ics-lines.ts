/**
 * The content lines of an iCalendar feed (RFC 5545 3.1). Pure. Unfolding
 * works on the bytes, before they are decoded as UTF-8, so a fold inside a
 * multi-byte character joins it again; a well-formed string is unfolded as
 * it is (its characters' bytes are whole, so this is the same). Lines are
 * then read in place, one after the other, without a list of them: a feed
 * has tens of thousands.
 */

/** `;NAME=value[,value]` parameters and a value: a property line of a feed. */
export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** The parameters of a line that has none (shared: read only). */
const NO_PARAMS: Record<string, string> = Object.freeze(Object.create(null));

const LF = 0x0a;
const CR = 0x0d;
const isFoldSpace = (c: number | undefined) => c === 0x20 || c === 0x09;

/** The bytes with every fold (CRLF or LF, then a space or tab) taken out, decoded as UTF-8. */
function decodeUnfolded(bytes: Uint8Array): string {
  let out: Uint8Array | null = null;
  let n = 0;
  let from = 0;
  for (let lf = bytes.indexOf(LF); lf >= 0; lf = bytes.indexOf(LF, lf + 1)) {
    if (!isFoldSpace(bytes[lf + 1])) continue;
    out ??= new Uint8Array(bytes.length);
    const cut = lf > from && bytes[lf - 1] === CR ? lf - 1 : lf;
    out.set(bytes.subarray(from, cut), n);
    n += cut - from;
    from = lf + 2;
  }
  if (out) {
    out.set(bytes.subarray(from), n);
    n += bytes.length - from;
  }
  return new TextDecoder('utf-8').decode(out ? out.subarray(0, n) : bytes);
}

/** A UTF-16 surrogate: a string that has one is read through its bytes (a lone one decodes as U+FFFD). */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * The lines of a feed: its bytes decoded with their folds taken out, or a well-formed string as it is (no copy of
 * it: its folds are joined line by line, and a leading byte order mark dropped, as TextDecoder drops it).
 */
export function feedLines(input: string | Uint8Array): ContentLines {
  if (typeof input !== 'string') return new ContentLines(decodeUnfolded(input), false);
  if (SURROGATE.test(input)) return new ContentLines(decodeUnfolded(new TextEncoder().encode(input)), false);
  return new ContentLines(input, true);
}

/**
 * Unfold (RFC 5545 3.1): a line break followed by a space or tab is removed, on the bytes, before
 * they are decoded as UTF-8; then split into lines at CRLF, LF or CR.
 */
export function unfold(input: string | Uint8Array): string[] {
  const lines = feedLines(input);
  const out: string[] = [];
  while (lines.next()) out.push(lines.src.slice(lines.start, lines.end));
  return out;
}

/**
 * The lines of a text, read in place: after each next(), [start, end) of `src` is the line (split at CRLF, LF or
 * CR, as String.split would: a text ending in a line break has an empty last line). With `folds`, a line break
 * (LF or CRLF) and a space or tab after it are taken out, once, as on the bytes: `src` is then the line joined.
 */
class Lines {
  start = 0;
  end = -1;
  /** The text the current line is in: `text`, or a folded line joined. */
  src: string;
  #next = 0;
  #lf = -2;
  #cr = -2;
  /** The current physical line ended in LF or CRLF (a fold may follow), not in a lone CR nor the end. */
  #lfEnd = false;
  #first = true;

  constructor(
    readonly text: string,
    readonly folds: boolean,
  ) {
    this.src = text;
  }

  next(): boolean {
    if (!this.#physical()) return false;
    this.src = this.text;
    if (this.folds && this.#foldNext()) this.#join();
    // The byte order mark TextDecoder drops: at the start of the first line, once its folds are joined.
    if (this.#first && this.folds && this.src.charCodeAt(this.start) === 0xfeff) this.start++;
    this.#first = false;
    return true;
  }

  /** Whether a fold (a space or tab) starts the next physical line. */
  #foldNext(): boolean {
    const c = this.text.charCodeAt(this.#next);
    return this.#lfEnd && (c === 0x20 || c === 0x09);
  }

  /** The current line and the physical lines folded into it, as one. */
  #join(): void {
    const parts = [this.text.slice(this.start, this.end)];
    while (this.#foldNext()) {
      this.#next++;
      this.#physical();
      parts.push(this.text.slice(this.start, this.end));
    }
    this.src = parts.join('');
    this.start = 0;
    this.end = this.src.length;
  }

  /** The next physical line of `text`, into [start, end). */
  #physical(): boolean {
    const { text } = this;
    const from = this.#next;
    if (from > text.length) return false;
    if (this.#lf !== -1 && this.#lf < from) this.#lf = text.indexOf('\n', from);
    if (this.#cr !== -1 && this.#cr < from) this.#cr = text.indexOf('\r', from);
    const lf = this.#lf;
    const cr = this.#cr;
    const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    const crlf = end === cr && lf === cr + 1;
    this.start = from;
    this.end = end === -1 ? text.length : end;
    this.#lfEnd = end !== -1 && (end === lf || crlf);
    this.#next = end === -1 ? text.length + 1 : crlf ? end + 2 : end + 1;
    return true;
  }
}

/** One `;NAME=value[,value]` parameter, values quoted or not (sticky: read where the last one ended, in linear time). */
const PARAM = /;([A-Za-z0-9-]+)=((?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)/y;

/** `NAME;PARAM=value;PARAM="quoted":value` (RFC 5545 3.1.1); null when the line has no `:` after its name and parameters. */
export function parseLine(line: string): ContentLine | null {
  const head = /^[A-Za-z0-9-]+/.exec(line);
  if (!head) return null;
  const params: Record<string, string> = Object.create(null);
  PARAM.lastIndex = head[0].length;
  let i = PARAM.lastIndex;
  for (let m = PARAM.exec(line); m; m = PARAM.exec(line)) {
    params[m[1].toUpperCase()] = /^"[^"]*"$/.test(m[2]) ? m[2].slice(1, -1) : m[2];
    i = PARAM.lastIndex;
  }
  return line[i] === ':' ? { name: head[0].toUpperCase(), params, value: line.slice(i + 1) } : null;
}

/** A name character: A-Z, a-z, 0-9 or `-`. */
const nameChar = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d;

/** The names the reader looks for (./ics-read.ts), and OTHER for any other name. */
const NAMES = ['BEGIN', 'END', 'UID', 'DTSTART', 'DTEND', 'DURATION', 'SUMMARY', 'DESCRIPTION', 'LOCATION', 'CATEGORIES', 'URL', 'RRULE', 'EXDATE', 'RDATE', 'RECURRENCE-ID'];
const OTHER = '?';

/** The upper-case name [start, end) of `text` as one of NAMES, or OTHER: no copy of each line's name. */
function nameAt(text: string, start: number, end: number): string {
  for (const name of NAMES) if (name.length === end - start && text.startsWith(name, start)) return name;
  return OTHER;
}

/** Name and parameters by the text before their `:` (a feed repeats a few: `DTSTART;TZID=Europe/Berlin`), read only. */
const heads = new Map<string, { name: string; params: Record<string, string> }>();
const MAX_HEADS = 64;

/**
 * The name, parameters and where the value starts of the line [start, end) of `text` whose name ends at `semi`
 * (a `;`); null when it is no content line. Parameters without a quote are read once per feed (`heads`).
 */
function headOf(text: string, start: number, semi: number, end: number): { name: string; params: Record<string, string>; at: number } | null {
  const colon = text.indexOf(':', semi);
  let plain = colon >= 0 && colon < end;
  for (let i = semi; plain && i < colon; i++) if (text.charCodeAt(i) === 0x22) plain = false;
  const key = plain ? text.slice(start, colon) : '';
  const known = plain ? heads.get(key) : undefined;
  if (known) return { name: known.name, params: known.params, at: colon + 1 };
  const line = parseLine(text.slice(start, end));
  if (!line) return null;
  const at = end - line.value.length;
  if (plain && at === colon + 1) {
    if (heads.size >= MAX_HEADS) heads.clear();
    heads.set(key, { name: line.name, params: Object.freeze(line.params) });
  }
  return { name: line.name, params: line.params, at };
}

/** The feed's lines read as content lines in place: after a true read(), the line's name, parameters and value. */
export class ContentLines extends Lines {
  /** Upper case; OTHER for a name without parameters that the reader does not look for. */
  name = '';
  params = NO_PARAMS;
  /** Where the value starts in `text` (it ends at `end`). */
  at = 0;

  /** Whether the current line is a content line (RFC 5545 3.1.1); one without parameters is read without a copy of it. */
  read(): boolean {
    const { src: text, start, end } = this;
    let i = start;
    let lower = false;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (!nameChar(c)) break;
      if (c >= 0x61) lower = true;
    }
    if (i === start || i === end) return false;
    const c = text.charCodeAt(i);
    if (c === 0x3a) {
      this.name = lower ? text.slice(start, i).toUpperCase() : nameAt(text, start, i);
      this.params = NO_PARAMS;
      this.at = i + 1;
      return true;
    }
    const head = c === 0x3b ? headOf(text, start, i, end) : null;
    if (!head) return false;
    this.name = head.name;
    this.params = head.params;
    this.at = head.at;
    return true;
  }

  /** The current line's value. */
  value(): string {
    return this.src.slice(this.at, this.end);
  }

  /** The current line as a ContentLine. */
  line(): ContentLine {
    return { name: this.name, params: this.params, value: this.value() };
  }
}
