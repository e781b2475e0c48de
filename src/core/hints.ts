/**
 * Did-you-mean suggestions for misspelt data-* attributes and option names.
 * A part of the table bundle, loaded only by a table that has a data-*
 * attribute it does not know (table/dom/markup.ts); the calendar reads its
 * options with it.
 */

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
  const out: Array<[string, string]> = [];
  for (const { name } of Array.from(el.attributes)) {
    if (!name.startsWith('data-') || knownSet.has(name)) continue;
    let best: string | null = null;
    let bestDistance = 3;
    const bare = name.slice(5);
    for (const candidate of known) {
      const other = candidate.replace(/^data-/, '');
      const allowed = Math.min(bare.length, other.length) <= 6 ? 1 : 2;
      const dist = editDistance(bare, other, allowed);
      if (dist <= allowed && dist < bestDistance) {
        best = candidate;
        bestDistance = dist;
      }
    }
    if (best) out.push([name, best]);
  }
  return out;
}
