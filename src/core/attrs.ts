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
  /** data-* attribute name, or null when the option has no declarative form (an option table made with `named`: its name's data-* form unless given). */
  attr: string | null;
  default: T;
  parse: Parser<T>;
  /** What the widget does without this option, said in the warning. */
  fallback?: string;
}

/** An option's attribute by default: `pageSize` -> `data-page-size`. */
export const attrOf = (name: string): string => `data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * An option table whose specs were made without an attribute (`attr` undefined) gets each its name's
 * data-* form (attrOf), written once here instead of once per option (bytes every page loads).
 */
export function named<S extends Record<string, OptionSpec<any>>>(specs: S): S {
  // (Not `??=`: null is an option without an attribute.)
  for (const [name, spec] of Object.entries(specs)) if (spec.attr === undefined) spec.attr = attrOf(name);
  return specs;
}

const TRUE = new Set(['', 'true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

/**
 * Comma-separated list, trimmed, empties dropped; split between items, never inside one's parentheses
 * (a colour `rgb(1, 2, 3)` stays one item). A JSON array is accepted too.
 */
function listParser(raw: string, report: Report): string[] | undefined {
  const v = raw.trim();
  if (v.startsWith('[')) {
    const parsed = parseJson(v, report);
    return Array.isArray(parsed) ? parsed.map(String) : undefined;
  }
  return v.split(/,(?![^(]*\))/).map((s) => s.trim()).filter(Boolean);
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
      const n = Number(v);
      // Past 2^53 a number is no longer the one written (data-page-size="99999999999999999999").
      if (!/^[+-]?\d+$/.test(v) || !Number.isSafeInteger(n)) {
        report(`"${raw}" is not a whole number`);
        return undefined;
      }
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
    if (!nums.length || nums.some((n) => !Number.isSafeInteger(n) || n < 1)) {
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
