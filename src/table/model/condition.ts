/**
 * Row-action conditions (spec "Row action entry", condition rules; design.md
 * "Security rules"): a small parser and evaluator, never eval or Function,
 * so it works under `script-src 'self'`. Compiled once per entry into plain
 * closures, evaluated once per row.
 *
 * Grammar, with JavaScript's precedence (lowest first):
 *
 *   or       := and ('||' and)*
 *   and      := equality ('&&' equality)*
 *   equality := relation (('===' | '!==' | '==' | '!=') relation)*
 *   relation := unary (('<' | '<=' | '>' | '>=') unary)*
 *   unary    := '!' unary | '-' number | primary
 *   primary  := number | string | true | false | null | field | '(' or ')' | '${' or '}'
 *
 * Decisions (documented here, tested in tests/unit/table/model/condition.test.ts):
 * - A field is one of the row's own fields, unprefixed (rule 1). `a.b` reads
 *   the nested own field b of the row's field a (still the row's own data,
 *   never page scope); a missing step, an inherited property or a key such
 *   as `__proto__` / `constructor` / `prototype` reads undefined.
 * - `${` opens a group and its `}` closes it, so the wrapper may stand
 *   anywhere (rule 2): '${a && b}', '${a} && ${b}' and 'a && b' are equal.
 * - A boolean is accepted as it is (rule 3); any other non-string is malformed.
 * - Values follow JavaScript: `==` is loose equality between primitives
 *   ('1' == 1, null == undefined), `===` strict; `<` compares two strings as
 *   strings and anything else as numbers; `&&` / `||` / `!` use truthiness
 *   ('' and 0 are false, the string '0' is true). Objects and arrays are
 *   never converted (no toString or valueOf runs): they are equal only to
 *   themselves and every ordering comparison with one is false.
 * - Malformed (reported, the caller hides the action): a syntax error, an
 *   empty text, more than MAX_LENGTH characters, or groups nested deeper
 *   than MAX_DEPTH.
 */
import { getPath } from '../../core/path';

/** Longer conditions are refused: no real one comes near, and a megabyte of text should not be parsed per table. */
export const MAX_LENGTH = 2000;
/** Deeper nesting is refused (the parser recurses once per level). */
export const MAX_DEPTH = 32;

export type RowTest = (row: unknown) => boolean;
export type Compiled = { ok: true; test: RowTest } | { ok: false; error: string };

type Value = unknown;
type Node = (row: unknown) => Value;
type Token = { kind: 'num' | 'str' | 'name' | 'op'; text: string; value?: Value; at: number };

const OPERATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '${', '<', '>', '!', '(', ')', '}', '-'];
const NAME = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/y;
const NUMBER = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0' };
const KEYWORDS = new Map<string, Value>([['true', true], ['false', false], ['null', null]]);

class Malformed extends Error {}

/**
 * Compile a condition: undefined (absent) and true always show, false never;
 * a string is parsed; anything else, or a string that does not parse, is
 * `{ ok: false, error }` with a short reason. The test never throws.
 */
export function compileCondition(source: unknown): Compiled {
  if (source === undefined || source === true) return { ok: true, test: () => true };
  if (source === false) return { ok: true, test: () => false };
  if (typeof source !== 'string') return { ok: false, error: `is a ${source === null ? 'null' : typeof source}, not text or a boolean` };
  if (source.length > MAX_LENGTH) return { ok: false, error: `is longer than ${MAX_LENGTH} characters` };
  try {
    const node = new Parser(tokenize(source)).parse();
    return { ok: true, test: (row) => safely(node, row) };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, error: error.message };
    throw error;
  }
}

function safely(node: Node, row: unknown): boolean {
  try {
    return !!node(row);
  } catch {
    return false; // a throwing getter in the row's data: the action is not shown
  }
}

// ----- tokens ------------------------------------------------------------

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i;
    if (c === '"' || c === "'") {
      const [value, end] = readString(text, i);
      tokens.push({ kind: 'str', text: c, value, at });
      i = end;
      continue;
    }
    const number = match(NUMBER, text, i);
    if (number) {
      tokens.push({ kind: 'num', text: number, value: Number(number), at });
      i += number.length;
      continue;
    }
    const name = text.startsWith('${', i) ? null : match(NAME, text, i);
    if (name) {
      tokens.push({ kind: 'name', text: name, at });
      i += name.length;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (!op) throw new Malformed(`has an unexpected ${JSON.stringify(c)} at ${at}`);
    tokens.push({ kind: 'op', text: op, at });
    i += op.length;
  }
  return tokens;
}

function match(re: RegExp, text: string, at: number): string | null {
  re.lastIndex = at;
  return re.exec(text)?.[0] ?? null;
}

/** A quoted string from `start` (its quote); returns the value and the index after the closing quote. */
function readString(text: string, start: number): [string, number] {
  const quote = text[start];
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === quote) return [value, i + 1];
    if (c === '\\' && i + 1 < text.length) {
      const next = text[++i];
      value += ESCAPES[next] ?? next;
    } else {
      value += c;
    }
  }
  throw new Malformed(`has a string without its closing quote at ${start}`);
}

// ----- parser --------------------------------------------------------------

class Parser {
  #i = 0;
  #depth = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Node {
    if (!this.tokens.length) throw new Malformed('is empty');
    const node = this.#or();
    const extra = this.tokens[this.#i];
    if (extra) throw new Malformed(`has an unexpected ${JSON.stringify(extra.text)} at ${extra.at}`);
    return node;
  }

  #peek(...ops: string[]): string | null {
    const t = this.tokens[this.#i];
    return t && t.kind === 'op' && ops.includes(t.text) ? t.text : null;
  }

  #binary(next: () => Node, ops: string[], combine: (op: string, a: Node, b: Node) => Node): Node {
    let left = next();
    for (let op = this.#peek(...ops); op; op = this.#peek(...ops)) {
      this.#i++;
      left = combine(op, left, next());
    }
    return left;
  }

  #or = (): Node => this.#binary(this.#and, ['||'], (_, a, b) => (row) => a(row) || b(row));
  #and = (): Node => this.#binary(this.#equality, ['&&'], (_, a, b) => (row) => a(row) && b(row));
  #equality = (): Node => this.#binary(this.#relation, ['===', '!==', '==', '!='], (op, a, b) => {
    const test = op.length === 3 ? strictEquals : looseEquals;
    return op[0] === '!' ? (row) => !test(a(row), b(row)) : (row) => test(a(row), b(row));
  });
  #relation = (): Node => this.#binary(this.#unary, ['<=', '>=', '<', '>'], (op, a, b) => (row) => compare(op, a(row), b(row)));

  #unary = (): Node => {
    if (this.#peek('!')) {
      this.#i++;
      const operand = this.#nested(this.#unary);
      return (row) => !operand(row);
    }
    if (this.#peek('-')) {
      this.#i++;
      const t = this.tokens[this.#i];
      if (t?.kind !== 'num') throw this.#unexpected('"-" stands only before a number');
      this.#i++;
      const value = -(t.value as number);
      return () => value;
    }
    return this.#primary();
  };

  #primary(): Node {
    const t = this.tokens[this.#i++];
    if (!t) throw new Malformed('ends where a value was expected');
    if (t.kind === 'num' || t.kind === 'str') {
      const value = t.value;
      return () => value;
    }
    if (t.kind === 'name') {
      if (KEYWORDS.has(t.text)) {
        const value = KEYWORDS.get(t.text);
        return () => value;
      }
      const path = t.text;
      return (row) => getPath(row, path);
    }
    if (t.text === '(' || t.text === '${') {
      const inner = this.#nested(this.#or);
      const close = t.text === '(' ? ')' : '}';
      if (!this.#peek(close)) throw this.#unexpected(`"${t.text}" at ${t.at} has no "${close}"`);
      this.#i++;
      return inner;
    }
    this.#i--;
    throw this.#unexpected('expected a value');
  }

  /** Parse one level deeper, refusing nesting beyond MAX_DEPTH. */
  #nested(parse: () => Node): Node {
    if (++this.#depth > MAX_DEPTH) throw new Malformed(`is nested deeper than ${MAX_DEPTH} levels`);
    const node = parse();
    this.#depth--;
    return node;
  }

  #unexpected(why: string): Malformed {
    const t = this.tokens[this.#i];
    return new Malformed(t ? `has an unexpected ${JSON.stringify(t.text)} at ${t.at} (${why})` : `ends early (${why})`);
  }
}

// ----- values ----------------------------------------------------------------

const strictEquals = (a: Value, b: Value) => a === b;
const isObject = (v: Value) => v !== null && (typeof v === 'object' || typeof v === 'function');

/** JavaScript's == between primitives (without ToPrimitive on objects: those are equal only to themselves). */
function looseEquals(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (isObject(a) || isObject(b)) return false;
  if (typeof a === 'bigint' || typeof b === 'bigint' || typeof a === 'symbol' || typeof b === 'symbol') return false;
  return a == b; // two primitives: no user code can run
}

/** `<` and friends: two strings compare as strings, anything else as numbers; objects compare false. */
function compare(op: string, a: Value, b: Value): boolean {
  if (isObject(a) || isObject(b) || typeof a === 'symbol' || typeof b === 'symbol') return false;
  const [x, y] = typeof a === 'string' && typeof b === 'string' ? [a, b] : [toNumber(a), toNumber(b)];
  return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
}

function toNumber(v: Value): number {
  return typeof v === 'bigint' ? Number(v) : Number(v as string | number | boolean | null | undefined);
}
