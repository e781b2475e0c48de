/**
 * Did-you-mean suggestions: for misspelt data-* attributes and unknown
 * options of either widget. A part, loaded only by a page with a data-*
 * attribute or an option nobody knows (core/did-you-mean.ts).
 */
import { warn } from './warn';

/** Optimal string alignment distance (edits incl. transposition), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d[i] = [i];
  for (let j = 0; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * Attributes of `el` that look like a misspelt known one (e.g.
 * `data-page-szie`): returns [found, suggestion] pairs. Names are compared
 * without the `data-` prefix; short names (up to 6 letters) allow one edit,
 * longer ones two, so ordinary attributes like data-title or data-id are not
 * mistaken for data-table or data-min.
 */
export function misspeltAttributes(el: Element, known: readonly string[]): Array<[string, string]> {
  const knownSet = new Set(known);
  const bare = known.map((candidate) => candidate.replace(/^data-/, ''));
  const out: Array<[string, string]> = [];
  for (const { name } of Array.from(el.attributes)) {
    if (!name.startsWith('data-') || knownSet.has(name)) continue;
    const meant = closestName(name.slice(5), bare);
    if (meant !== undefined) out.push([name, known[bare.indexOf(meant)]]);
  }
  return out;
}

/**
 * The name of `known` that `name` most likely misspells (did-you-mean), or
 * undefined: within one edit when either is up to 6 letters, else two,
 * letter case aside (`showfooter` means `showFooter`).
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of known) {
    const allowed = Math.min(name.length, candidate.length) <= 6 ? 1 : 2;
    const dist = editDistance(name.toLowerCase(), candidate.toLowerCase(), allowed);
    if (dist <= allowed && dist < bestDistance) {
      best = candidate;
      bestDistance = dist;
    }
  }
  return best;
}

/** Name each unknown TableManager.init option once, with the known one it most likely misspells. */
export function unknownOptions(keys: readonly string[], known: readonly string[]): void {
  for (const key of keys) {
    const meant = closestName(key, known);
    warn('table', null, `TableManager.init: "${key}" is not an option — ignored${meant ? `; did you mean ${meant}?` : ''}`);
  }
}
