/**
 * Colours from data (an event's `color`) end up in a CSS custom property; only
 * a single CSS colour may get there, never a declaration list (`red;position:
 * fixed`), a URL (`url(//x)`, which would be fetched), a variable, an
 * expression, a comment or quotes.
 */
const FORBIDDEN = /[;{}\\"'<>@]|\/\*|url\(|var\(|env\(|attr\(|image|expression/i;
const NUM = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?';
const ARG = `${NUM}(?:%|deg|grad|rad|turn)?`;
const FUNCTIONAL = new RegExp(`^(?:rgba?|hsla?)\\(\\s*${ARG}(?:\\s*,\\s*|\\s+)${ARG}(?:\\s*,\\s*|\\s+)${ARG}(?:\\s*[,/]\\s*${ARG})?\\s*\\)$`, 'i');
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NAMED = /^[a-z]+$/i;

/** The strict syntax used where CSS.supports is missing (Node): hex, rgb()/rgba()/hsl()/hsla() with numbers, a name of letters. */
export function isStrictColorSyntax(value: string): boolean {
  return HEX.test(value) || FUNCTIONAL.test(value) || NAMED.test(value);
}

/** What the page's CSS engine says, or undefined without one. */
function browserSupports(value: string): boolean | undefined {
  const css = (globalThis as { CSS?: { supports?: (property: string, value: string) => boolean } }).CSS;
  if (typeof css?.supports !== 'function') return undefined;
  try {
    return css.supports('color', value);
  } catch {
    return undefined;
  }
}

/**
 * `value` trimmed when it is one CSS colour, else null: no `;`, braces,
 * backslashes, quotes, comments, url(), var(), expression; then
 * CSS.supports('color', v) where the page has it, else the strict syntax.
 */
export function safeCssColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v === '' || v.length > 100 || FORBIDDEN.test(v)) return null;
  const supported = browserSupports(v);
  return (supported ?? isStrictColorSyntax(v)) ? v : null;
}
