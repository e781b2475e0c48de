/**
 * The per-element directives of the binder: data-if, data-text, data-attr and
 * data-class. Each sets absolute state from the scope, so binding twice shows
 * only the second result. Values are always text; inline handlers and
 * script URLs are refused.
 */
import { isUrlAttribute, safeAttributeUrl } from '../core/url';
import { evaluate, parseExpr, type Scope } from './expr';

/** Reports one problem (the binder turns it into a single warning). */
export type Report = (problem: string) => void;

const ATTR_NAME_RE = /^[A-Za-z_][\w:.-]*$/;

/** Evaluate one attribute-held expression; a malformed one is reported and reads as undefined. */
function valueOf(scope: Scope, attr: string, text: string, report: Report): unknown {
  const expr = parseExpr(text);
  if (expr) return evaluate(scope, expr);
  report(`${attr}="${text}" is not a dotted path — ignored`);
  return undefined;
}

/** Split `name:path, name2:!path2` into pairs; a part without a colon is reported. */
function pairs(attr: string, raw: string, report: Report): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const part of raw.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const colon = item.indexOf(':');
    if (colon <= 0) report(`${attr} entry "${item}" is not name:path — ignored`);
    else out.push([item.slice(0, colon).trim(), item.slice(colon + 1).trim()]);
  }
  return out;
}

/**
 * Set one data-attr pair: null/undefined/false remove it; `on*` and srcdoc are
 * refused; a URL attribute (href, src, srcset...) takes only what the one URL
 * policy allows (core/url.ts: http, https, mailto, tel, relative), else it is removed.
 */
function setAttr(el: Element, name: string, value: unknown, report: Report): void {
  const lower = name.toLowerCase();
  if (!ATTR_NAME_RE.test(name) || lower.startsWith('on') || lower === 'srcdoc') {
    report(`data-attr may not set "${name}" — refused`);
    return;
  }
  if (value === undefined || value === null || value === false) {
    el.removeAttribute(name);
    return;
  }
  let text = String(value);
  if (isUrlAttribute(lower)) {
    const safe = safeAttributeUrl(lower, text);
    if (safe === null) {
      report(`data-attr refused a script URL for "${name}" — attribute removed`);
      el.removeAttribute(name);
      return;
    }
    text = safe;
  }
  el.setAttribute(name, text);
}

/** Apply data-if, data-text, data-attr and data-class of one element (those it carries). */
export function applyDirectives(el: Element, scope: Scope, report: Report): void {
  const cond = el.getAttribute('data-if');
  if (cond !== null) {
    const show = Boolean(valueOf(scope, 'data-if', cond, report));
    if (show) el.removeAttribute('hidden');
    else el.setAttribute('hidden', '');
  }
  const text = el.getAttribute('data-text');
  if (text !== null) {
    const value = valueOf(scope, 'data-text', text, report);
    el.textContent = value === undefined || value === null ? '' : String(value);
  }
  const attrs = el.getAttribute('data-attr');
  if (attrs !== null) {
    for (const [name, path] of pairs('data-attr', attrs, report)) {
      setAttr(el, name, valueOf(scope, 'data-attr', path, report), report);
    }
  }
  const classes = el.getAttribute('data-class');
  if (classes !== null) {
    for (const [name, path] of pairs('data-class', classes, report)) {
      if (/\s/.test(name)) report(`data-class name "${name}" contains whitespace — ignored`);
      else el.classList.toggle(name, Boolean(valueOf(scope, 'data-class', path, report)));
    }
  }
}
