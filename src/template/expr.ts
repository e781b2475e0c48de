/**
 * Expressions of the directive binder (design.md "Directive binder"): a plain
 * dotted path, optionally negated (`!hasData`), resolved against the
 * normalized payload, `state.` / `data` prefixes, or loop variables in scope.
 * Nothing is ever evaluated: anything else is reported and reads as undefined.
 */
import { FORBIDDEN, getPath } from '../core/path';

/** What a binder call resolves against: the load context plus loop variables. */
export interface Scope {
  state: Record<string, unknown>;
  data: unknown[];
  /** Loop variables (`row`, `i`); a Map so `__proto__` is just a missing key. */
  locals: ReadonlyMap<string, unknown>;
}

/** A parsed expression: the path and whether it is negated. */
export interface Expr {
  path: string;
  negate: boolean;
}

/** A parsed `data-for`: `row in data` or `(row, i) in data`. */
export interface LoopExpr {
  item: string;
  index: string | null;
  source: string;
}

const IDENT = '[A-Za-z_$][\\w$]*';
const PATH = `${IDENT}(?:\\.(?:[\\w$]+))*`;
const EXPR_RE = new RegExp(`^(!?)\\s*(${PATH})$`);
const LOOP_RE = new RegExp(`^(?:\\(\\s*(${IDENT})\\s*(?:,\\s*(${IDENT})\\s*)?\\)|(${IDENT}))\\s+in\\s+(${PATH})$`);

/** Parse `path` or `!path`; null when the text is anything else (`a + b`, `alert(1)`). */
export function parseExpr(text: string): Expr | null {
  const m = EXPR_RE.exec(text.trim());
  return m ? { path: m[2], negate: m[1] === '!' } : null;
}

/** Parse a `data-for` value; null when malformed or a loop variable is a forbidden name. */
export function parseLoop(text: string): LoopExpr | null {
  const m = LOOP_RE.exec(text.trim());
  if (!m) return null;
  const item = m[1] ?? m[3];
  const index = m[2] ?? null;
  if (FORBIDDEN.has(item) || (index !== null && FORBIDDEN.has(index))) return null;
  return { item, index, source: m[4] };
}

/**
 * Resolve a dotted path: loop variables first, then `state.` (the payload),
 * `data` (context.data), then the payload itself (`meta.total`, `hasData`).
 */
export function resolvePath(scope: Scope, path: string): unknown {
  const dot = path.indexOf('.');
  const head = dot < 0 ? path : path.slice(0, dot);
  const rest = dot < 0 ? '' : path.slice(dot + 1);
  if (scope.locals.has(head)) return getPath(scope.locals.get(head), rest);
  if (head === 'state') return getPath(scope.state, rest);
  if (head === 'data') return getPath(scope.data, rest);
  return getPath(scope.state, path);
}

/** Value of a parsed expression; negation yields a boolean. */
export function evaluate(scope: Scope, expr: Expr): unknown {
  const value = resolvePath(scope, expr.path);
  return expr.negate ? !value : value;
}
