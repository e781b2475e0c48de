/**
 * Event text colour chosen for WCAG AA contrast (4.5:1) against the event's
 * own colour, whatever the data or the palette gives it: white when white
 * reaches AA, else the near-black #111 when it does, else black (which always
 * does where white does not). Hex, rgb() and hsl() colours are read; for
 * other syntaxes (colour names) the bars keep the stylesheet's text colour. Pure.
 */

type Rgb = [number, number, number];

const hex = (v: string): Rgb | null => {
  let h = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(v)?.[1];
  if (!h) return null;
  if (h.length < 6) h = h.replace(/./g, (c) => c + c);
  return [0, 2, 4].map((i) => parseInt(h!.slice(i, i + 2), 16)) as Rgb;
};

/** Numbers of a functional colour: 'rgb(1 2 3 / .5)' -> [1, 2, 3]; '%' is kept as a flag. */
const args = (v: string, name: string): string[] | null => {
  const m = new RegExp(`^${name}a?\\(([^)]*)\\)$`, 'i').exec(v);
  return m ? m[1].split(/[\s,/]+/).filter(Boolean) : null;
};

const num = (s: string, full: number) => (s.endsWith('%') ? (parseFloat(s) / 100) * full : parseFloat(s));

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** sRGB channels of a hex, rgb() or hsl() colour; null for anything else. */
export function parseColor(color: string): Rgb | null {
  const v = color.trim();
  const rgb = args(v, 'rgb');
  if (rgb && rgb.length >= 3) return rgb.slice(0, 3).map((s) => num(s, 255)) as Rgb;
  const h = args(v, 'hsl');
  if (h && h.length >= 3) return hsl(parseFloat(h[0]), num(h[1], 1) / (h[1].endsWith('%') ? 1 : 100), num(h[2], 1) / (h[2].endsWith('%') ? 1 : 100));
  return hex(v);
}

/** WCAG relative luminance of sRGB channels 0..255. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = Math.max(0, Math.min(255, c)) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two luminances. */
export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** '#fff', '#111' or '#000' on `color` (see above); '' when the colour cannot be read. */
export function textColorFor(color: string): string {
  const rgb = parseColor(color);
  if (!rgb) return '';
  const l = luminance(rgb);
  if (contrast(l, 1) >= 4.5) return '#fff';
  return contrast(l, luminance([17, 17, 17])) >= 4.5 ? '#111' : '#000';
}
