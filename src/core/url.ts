/**
 * The one URL policy (design.md "Security rules"). A URL that comes from data
 * is judged the way the browser will read it: the WHATWG URL parser strips
 * leading and trailing C0 controls and spaces, drops tabs and newlines
 * anywhere, and lower-cases the scheme, so "java\tscript:", " JaVaScRiPt:"
 * and "\u0001javascript:" are all javascript: URLs. Only http:, https:,
 * mailto:, tel: and relative URLs pass.
 */
export const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A base for judging relative URLs when the caller gives none (never requested). */
const JUDGING_BASE = 'https://almanac.invalid/';

/** Attributes whose value the browser reads as a URL (or a list of URLs: srcset). */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset', 'background', 'cite',
  'data', 'codebase', 'longdesc', 'manifest', 'ping', 'usemap', 'icon', 'lowsrc', 'dynsrc', 'archive', 'classid', 'imagesrcset',
]);

/** Whether an attribute name (any case) holds a URL. */
export function isUrlAttribute(name: string): boolean {
  return URL_ATTRIBUTES.has(name.toLowerCase());
}

/** What the URL parser does before reading a scheme: trim C0 controls and spaces, drop tabs and newlines. */
export function cleanUrl(raw: string): string {
  return raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The URL as the browser resolves it against `base`, or null when it does not parse. */
function parse(text: string, base: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/**
 * A URL from data, or null when the browser would read it as anything but
 * http:, https:, mailto:, tel: or a relative URL (javascript:, data:,
 * vbscript:, blob:, file: ...), or when it does not parse. Non-strings are
 * null. Without `base` the cleaned text is returned (still relative when it
 * was); with `base` the resolved absolute URL.
 */
export function safeUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  const text = cleanUrl(raw);
  const url = parse(text, base ?? JUDGING_BASE);
  if (!url || !ALLOWED_SCHEMES.has(url.protocol)) return null;
  return base === undefined ? text : url.href;
}

/**
 * A `srcset` (or imagesrcset) value: every candidate URL must pass safeUrl.
 * Returns the value unchanged, or null when any candidate is refused.
 */
export function safeSrcset(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  for (const candidate of raw.split(',')) {
    const piece = candidate.trim();
    const url = piece.split(/[\t\n\f\r ]+/)[0] ?? '';
    // The whole piece too: a tab inside "java\tscript:" splits the candidate for the browser, not for every reader.
    if (url !== '' && (safeUrl(url) === null || safeUrl(piece) === null)) return null;
  }
  return raw;
}

/** A value for a URL-bearing attribute: srcset lists checked candidate by candidate, others with safeUrl. */
export function safeAttributeUrl(name: string, raw: unknown): string | null {
  const lower = name.toLowerCase();
  return lower === 'srcset' || lower === 'imagesrcset' ? safeSrcset(raw) : safeUrl(raw);
}

/** Dot segments as the URL parser reads them ('%2e' counts as '.'). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * A value for a placeholder that fills one path segment: encodeURIComponent'd
 * (so '/', '?', '#' stay inside it); null when the result would be empty, '.'
 * or '..' (or a percent-encoded form of those), which would change the path
 * instead of naming something in it.
 */
export function pathSegment(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let encoded: string;
  try {
    encoded = encodeURIComponent(typeof value === 'string' ? value : String(value));
  } catch {
    return null; // lone surrogates, or a value whose toString throws
  }
  return encoded === '' || DOT_SEGMENT.test(encoded) ? null : encoded;
}

/**
 * An absolute http(s) URL on `origin` for a redirect or download from a
 * response, or null (another origin, another scheme, not a string, empty).
 */
export function sameOriginUrl(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || cleanUrl(raw) === '') return null;
  const absolute = safeUrl(raw, origin);
  if (absolute === null) return null;
  const url = parse(absolute, origin);
  return url && url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}
