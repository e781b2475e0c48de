/**
 * A file name a page asked for, made safe on every desktop system whatever
 * the page passes (the table's exportData, the calendar's exportIcs). Pure.
 */

/** Characters no file name may hold: C0/C1 controls, and bidi controls that make a name read differently than it is. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Characters Windows refuses in a name. */
const RESERVED_CHARS = /[<>:"|?*]/g;
/** Windows device names, refused whatever the extension (`con.txt` too). */
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/** The longest base name kept, in UTF-8 bytes (file systems allow 255 for the whole name). */
const MAX_BYTES = 200;

/** `name` cut to at most `max` UTF-8 bytes, never inside a character. */
function cutBytes(name: string, max: number): string {
  let bytes = 0;
  let out = '';
  for (const ch of name) {
    const cp = ch.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (bytes > max) break;
    out += ch;
  }
  return out;
}

const trimEnds = (name: string) => name.replace(/^[\s.]+|[\s.]+$/g, '');

/**
 * A base name without folders, invisible characters, reserved characters,
 * leading or trailing dots and spaces, an `.ext` ending, or a device name;
 * Unicode kept; at most MAX_BYTES. '' when nothing usable is left.
 */
export function cleanBase(raw: string, ext: string): string {
  let name = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  name = trimEnds(name.replace(INVISIBLE, '').replace(RESERVED_CHARS, '_'));
  if (name.toLowerCase().endsWith(`.${ext}`)) name = trimEnds(name.slice(0, -ext.length - 1));
  if (DEVICE.test(name.split('.')[0])) name = `_${name}`;
  return trimEnds(cutBytes(name, MAX_BYTES));
}

export interface FileName {
  name: string;
  /** Why the requested name was not used as given (for one warning), if it was not. */
  problem?: string;
}

/**
 * `requested` made safe (cleanBase) with the extension `ext` added once
 * ("report.csv" stays, "report.txt" becomes "report.txt.csv"); `fallback()`
 * when none was asked for or nothing usable is left. A name that is not a
 * string, or that had to change, comes with a `problem`.
 */
export function safeFileName(requested: unknown, ext: string, fallback: () => string): FileName {
  if (requested === undefined || requested === null || requested === '') return { name: fallback() };
  if (typeof requested !== 'string') return { name: fallback(), problem: `filename is not a string — ${fallback()} used` };
  const base = cleanBase(requested, ext);
  const name = base ? `${base}.${ext}` : fallback();
  const asGiven = requested === base || (requested.startsWith(base) && requested.slice(base.length).toLowerCase() === `.${ext}`);
  return asGiven ? { name } : { name, problem: `filename ${JSON.stringify(requested.slice(0, 80))} is not a safe file name — saved as ${JSON.stringify(name)}` };
}
