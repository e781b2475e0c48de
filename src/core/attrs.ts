/**
 * Attribute parsers and option descriptors (style.md #6): one table per widget
 * lists each option's name, attribute, default and parser; the bootstrap
 * reads markup through it, so a default is written once. A bad value calls
 * `report` (which warns once, naming widget, id and attribute) and the
 * option falls back to its default.
 */
import { describeError } from './json';

export type Report = (problem: string) => void;
export type Parser<T> = (raw: string, report: Report) => T | undefined;

export interface OptionSpec<T> {
  /** data-* attribute name, or null when the option has no declarative form. */
  attr: string | null;
  default: T;
  parse: Parser<T>;
  /** What the widget does without this option, said in the warning. */
  fallback?: string;
}

const TRUE = new Set(['', 'true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

/** Comma-separated list, trimmed, empties dropped. A JSON array is accepted too. */
function listParser(raw: string, report: Report): string[] | undefined {
  const v = raw.trim();
  if (v.startsWith('[')) {
    const parsed = parseJson(v, report);
    return Array.isArray(parsed) ? parsed.map(String) : undefined;
  }
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

export const parsers = {
  /** `data-x`, `data-x="true"` → true; `"false"` → false. */
  flag: ((raw, report) => {
    const v = raw.trim().toLowerCase();
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
    report(`"${raw}" is not true or false`);
    return undefined;
  }) as Parser<boolean>,

  int(min = -Infinity, max = Infinity): Parser<number> {
    return (raw, report) => {
      const v = raw.trim();
      if (!/^[+-]?\d+$/.test(v)) {
        report(`"${raw}" is not a whole number`);
        return undefined;
      }
      const n = Number(v);
      if (n < min || n > max) {
        report(`${n} is out of range (${min}..${max})`);
        return undefined;
      }
      return n;
    };
  },

  number(min = -Infinity): Parser<number> {
    return (raw, report) => {
      const n = Number(raw.trim());
      if (raw.trim() === '' || !Number.isFinite(n)) {
        report(`"${raw}" is not a number`);
        return undefined;
      }
      if (n < min) {
        report(`${n} is below ${min}`);
        return undefined;
      }
      return n;
    };
  },

  string: ((raw) => raw) as Parser<string>,

  list: listParser,

  /** List of positive integers: `10,25,50` or `[10,25,50]`. */
  intList: ((raw, report) => {
    const items: string[] | undefined = listParser(raw, report);
    if (!items) return undefined;
    const nums = items.map(Number);
    if (!nums.length || nums.some((n) => !Number.isInteger(n) || n < 1)) {
      report(`"${raw}" is not a list of positive whole numbers`);
      return undefined;
    }
    return nums;
  }) as Parser<number[]>,

  /** A JSON object (not array, not null). */
  jsonObject: ((raw, report) => {
    const parsed = parseJson(raw, report);
    if (parsed === undefined) return undefined;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      report('is not a JSON object');
      return undefined;
    }
    return parsed as Record<string, unknown>;
  }) as Parser<Record<string, unknown>>,

  oneOf<T extends string>(...values: T[]): Parser<T> {
    return (raw, report) => {
      const v = raw.trim();
      if ((values as string[]).includes(v)) return v as T;
      report(`"${raw}" is not one of ${values.join(', ')}`);
      return undefined;
    };
  },
};

/** JSON.parse that reports `is not valid JSON (reason)` instead of throwing. */
export function parseJson(raw: string, report: Report): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    report(`is not valid JSON (${describeError(error)})`);
    return undefined;
  }
}

/**
 * Read every option of `specs` from `el`'s attributes. Options without an
 * attribute on the element are left out, so callers can layer defaults,
 * global config and markup.
 */
export function readAttributes<S extends Record<string, OptionSpec<any>>>(
  el: Element,
  specs: S,
  warnFor: (attr: string, problem: string, fallback: string) => void,
): Partial<{ [K in keyof S]: S[K]['default'] }> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    if (!spec.attr || !el.hasAttribute(spec.attr)) continue;
    const raw = el.getAttribute(spec.attr) ?? '';
    const value = spec.parse(raw, (problem) => warnFor(spec.attr as string, problem, spec.fallback ?? 'using the default'));
    if (value !== undefined) out[name] = value;
  }
  return out as Partial<{ [K in keyof S]: S[K]['default'] }>;
}

/** Defaults of every option in `specs`. */
export function defaultsOf<S extends Record<string, OptionSpec<any>>>(specs: S): { [K in keyof S]: S[K]['default'] } {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const d = spec.default;
    out[name] = Array.isArray(d) ? [...d] : d;
  }
  return out as { [K in keyof S]: S[K]['default'] };
}

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

/** Whether `el` has a data-* attribute not in `known` (then the hints chunk says which one was meant). */
export function hasUnknownData(el: Element, known: readonly string[]): boolean {
  return Array.from(el.attributes).some(({ name }) => name.startsWith('data-') && !known.includes(name));
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
