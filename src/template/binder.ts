/**
 * The directive binder behind `data-load-target` (design.md "Directive
 * binder"): after every table load the container is rebound from the
 * normalized payload. A host TemplateManager is used when the page has one;
 * otherwise the built-in directives data-text, data-attr, data-class, data-if,
 * data-for and data-on-load are applied. Never throws; problems warn once.
 */
import { describeError } from '../core/json';
import { resolveGlobalFunction } from '../core/path';
import { warn } from '../core/warn';
import { applyDirectives, type Report } from './directives';
import { parseLoop, resolvePath, type LoopExpr, type Scope } from './expr';

/** What the table passes on each load: the normalized payload and its rows. */
export interface BindContext {
  state: Record<string, unknown>;
  data: unknown[];
}

/** The host framework's template manager (Now.js style), when the page has one. */
interface HostTemplateManager {
  processTemplate(container: Element, context: BindContext): unknown;
  processDataOnLoad?(container: Element, context: BindContext): unknown;
}

/** A data-for element after its first bind: start/end comments around the rendered copies. */
interface Loop {
  expr: LoopExpr;
  /** The detached element (data-for removed) or a <template>'s content. */
  template: Node;
  end: Comment;
}

interface Run {
  report: Report;
  onLoad: string[];
}

const loops = new WeakMap<Comment, Loop>();
const ELEMENT = 1;
const COMMENT = 8;
const FRAGMENT = 11;

/** window.TemplateManager, else window.Now.TemplateManager, when it has processTemplate. */
function hostTemplateManager(): HostTemplateManager | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { TemplateManager?: unknown; Now?: { TemplateManager?: unknown } };
  for (const candidate of [w.TemplateManager, w.Now?.TemplateManager]) {
    const tm = candidate as Partial<HostTemplateManager> | null | undefined;
    if (tm && typeof tm.processTemplate === 'function') return tm as HostTemplateManager;
  }
  return undefined;
}

/** Replace a data-for element by start/end comments; returns the start, or null when malformed. */
function toLoop(el: Element, run: Run): Comment | null {
  const text = el.getAttribute('data-for') ?? '';
  const expr = parseLoop(text);
  if (!expr) {
    run.report(`data-for="${text}" is not "item in path" or "(item, index) in path" — ignored`);
    return null;
  }
  const doc = el.ownerDocument;
  const start = doc.createComment('almanac:for');
  const end = doc.createComment('/almanac:for');
  el.replaceWith(start, end);
  el.removeAttribute('data-for');
  const template = el.localName === 'template' && 'content' in el ? (el as HTMLTemplateElement).content : el;
  loops.set(start, { expr, template, end });
  return start;
}

/** Remove the previous copies and render one copy per item between the loop's comments. */
function renderLoop(start: Comment, loop: Loop, scope: Scope, run: Run): Comment {
  const { end, expr, template } = loop;
  if (end.parentNode !== start.parentNode) start.after(end);
  while (start.nextSibling && start.nextSibling !== end) start.nextSibling.remove();
  const items = resolvePath(scope, expr.source);
  if (items !== undefined && items !== null && !Array.isArray(items)) {
    run.report(`data-for source "${expr.source}" is not an array — nothing rendered`);
  }
  if (!Array.isArray(items)) return end;
  const doc = start.ownerDocument;
  items.forEach((item, i) => {
    const locals = new Map(scope.locals);
    locals.set(expr.item, item);
    if (expr.index) locals.set(expr.index, i);
    const copy = doc.importNode(template, true);
    const nodes = copy.nodeType === FRAGMENT ? Array.from(copy.childNodes) : [copy];
    end.before(copy);
    for (const node of nodes) if (node.nodeType === ELEMENT) bindElement(node as Element, { ...scope, locals }, run);
  });
  return end;
}

/** Bind one element and its subtree; returns the last node it now occupies (for the walk). */
function bindElement(el: Element, scope: Scope, run: Run, isRoot = false): Node {
  if (el.hasAttribute('data-for')) {
    if (isRoot) run.report('data-for on the container itself is ignored — put it on a child');
    const start = isRoot ? null : toLoop(el, run);
    if (start) return renderLoop(start, loops.get(start)!, scope, run);
  }
  applyDirectives(el, scope, run.report);
  const onLoad = el.getAttribute('data-on-load');
  if (onLoad !== null) {
    if (scope.locals.size) run.report(`data-on-load="${onLoad}" inside data-for is ignored`);
    else run.onLoad.push(onLoad.trim());
  }
  let node = el.firstChild;
  while (node) {
    let last: Node = node;
    const loop = node.nodeType === COMMENT ? loops.get(node as Comment) : undefined;
    if (loop) last = renderLoop(node as Comment, loop, scope, run);
    else if (node.nodeType === ELEMENT) last = bindElement(node as Element, scope, run);
    node = last.nextSibling;
  }
  return el;
}

/** Call each data-on-load function with (container, context); a missing one warns. */
function callOnLoad(container: Element, context: BindContext, run: Run): void {
  for (const name of run.onLoad) {
    const fn = resolveGlobalFunction(name) as ((c: Element, ctx: BindContext) => unknown) | undefined;
    if (!fn) {
      run.report(`data-on-load "${name}" is not a global function — skipped`);
      continue;
    }
    try {
      fn(container, context);
    } catch (error) {
      run.report(`data-on-load "${name}" threw (${describeError(error)})`);
    }
  }
}

/**
 * Rebind `container` from `context` (called after every load; idempotent:
 * binding twice with different data shows only the second). Uses a host
 * TemplateManager when the page has one (window.TemplateManager or
 * window.Now.TemplateManager: processTemplate then processDataOnLoad);
 * otherwise the built-in binder. Never throws: problems warn once via
 * warn('table', context.state.tableId, ...).
 */
export function bindLoadTarget(container: Element, context: BindContext): void {
  const state = context?.state && typeof context.state === 'object' ? context.state : {};
  const id = typeof state.tableId === 'string' ? state.tableId : null;
  const report: Report = (problem) => warn('table', id, `data-load-target: ${problem}`);
  try {
    const host = hostTemplateManager();
    if (host) {
      host.processTemplate(container, context);
      if (typeof host.processDataOnLoad === 'function') host.processDataOnLoad(container, context);
      return;
    }
    const data = Array.isArray(context?.data) ? context.data : [];
    const run: Run = { report, onLoad: [] };
    bindElement(container, { state, data, locals: new Map() }, run, true);
    callOnLoad(container, context, run);
  } catch (error) {
    report(`binding failed (${describeError(error)})`);
  }
}
