/**
 * Colours from data (an event's `color`) end up in a CSS custom property; only
 * a single CSS colour may get there, never a declaration list (`red;position:
 * fixed`), a URL (`url(//x)`, which would be fetched), a variable, an
 * expression, a comment or quotes.
 */
const FORBIDDEN = /[;{}\\"'@]|\/\*|(?:url|var|attr|env)\(|expression/i;

/**
 * The strict syntax used where CSS.supports is missing (Node): '#' and 3 to 8
 * hex digits, rgb()/rgba()/hsl()/hsla() of numbers (digits, signs, dots,
 * commas, spaces, %, '/', deg), or a name of letters only.
 */
const STRICT = /^(?:#[\da-f]{3,8}|(?:rgb|hsl)a?\((?:[\d\s.,%/+-]|deg)+\)|[a-z]+)$/i;

/** Whether `value` matches the strict colour syntax. */
export function isStrictColorSyntax(value: string): boolean {
  return STRICT.test(value);
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
  const css = (globalThis as { CSS?: { supports?(property: string, value: string): boolean } }).CSS;
  return (css?.supports ? css.supports('color', v) : STRICT.test(v)) ? v : null;
}
