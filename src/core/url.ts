/**
 * The one URL policy (design.md "Security rules"). A URL that comes from data
 * is judged the way the browser will read it: the WHATWG URL parser strips
 * leading and trailing C0 controls and spaces, drops tabs and newlines
 * anywhere, and lower-cases the scheme, so "java\tscript:", " JaVaScRiPt:"
 * and "\u0001javascript:" are all javascript: URLs. Only http:, https:,
 * mailto:, tel: and relative URLs pass.
 */
const ALLOWED_SCHEME = /^(?:https?|mailto|tel):$/;

/** A base for judging relative URLs when the caller gives none (never requested). */
const JUDGING_BASE = 'https://a.invalid/';

/** Attributes whose value the browser reads as a URL (or a list of URLs: srcset). */
const URL_ATTRIBUTE = /^(?:href|src|action|formaction|xlink:href|poster|(?:image)?srcset|background|cite|data|ping)$/i;

/** Whether an attribute name (any case) holds a URL. */
export function isUrlAttribute(name: string): boolean {
  return URL_ATTRIBUTE.test(name);
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
 * null. Without `base` the text is returned as given (the browser reads it
 * as judged here); with `base` the resolved absolute URL.
 */
export function safeUrl(raw: unknown, base?: string): string | null {
  const url = typeof raw === 'string' ? parse(raw, base ?? JUDGING_BASE) : null;
  if (!url || !ALLOWED_SCHEME.test(url.protocol)) return null;
  return base === undefined ? (raw as string) : url.href;
}

/**
 * A value for URL attribute `name`: safeUrl, or for srcset/imagesrcset every
 * word between spaces and commas (URLs and descriptors alike: a refused
 * scheme anywhere refuses the list). Null when refused.
 */
export function safeAttributeUrl(name: string, raw: unknown): string | null {
  const words = /srcset$/i.test(name) && typeof raw === 'string' ? raw.split(/[\s,]+/) : [raw];
  return words.every((word) => safeUrl(word) !== null) ? (raw as string) : null;
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
 * `raw` resolved against `base` as an absolute http(s) URL on `origin` (by
 * default the base's), or null (another origin, another scheme, not a
 * string, empty). The origin is checked on the resolved URL.
 */
export function sameOriginUrl(raw: unknown, base: string, origin = new URL(base).origin): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const absolute = safeUrl(raw, base);
  if (absolute === null) return null;
  const url = parse(absolute, base);
  return url && url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

/**
 * A URL an attribute, option or response names, for a request or a
 * navigation (issue 22 item 5): resolved against document.baseURI, as fetch
 * and the data source resolve it (a page at /admin/users.html with
 * "api/bulk" means /admin/api/bulk), and only when that is on the page's
 * origin; else null.
 */
export const pageUrl = (raw: unknown): string | null => sameOriginUrl(raw, document.baseURI, location.origin);
