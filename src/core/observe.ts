/**
 * The observer of observed discovery (issue 49 item 3; the hook is
 * ./watch.ts): one MutationObserver per container, shared by the widgets
 * that watch it. Each batch of mutations is handled in the observer's
 * callback, a microtask after the task that made them: a widget moved
 * within the page (removed and put back in one task) is connected again by
 * then and keeps its instance; one removed for good is torn down.
 */

/**
 * A widget's side: `scan(element)` enhances the widgets in (or at) an element added to the page;
 * `scan(null, gone)` tears down its widgets no longer connected that were inside a removed node.
 */
export type Scan = (added: Element | null, gone?: Node[]) => void;

const watched = new WeakMap<Node, Set<Scan>>();

/** The document (`all`: init({observe: true})), else each `[data-almanac-observe]` container. */
export function start(all: unknown, scan: Scan): void {
  for (const root of all === true ? [document] : document.querySelectorAll('[data-almanac-observe]')) observe(root, scan);
}

/** Watch `root` (a container or the document) for `scan`'s widgets; once per root and scan. */
export function observe(root: Node, scan: Scan): void {
  // While the page is parsed a table is seen before its rows: wait for the DOM to be ready.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => observe(root, scan), { once: true });
    return;
  }
  let scans = watched.get(root);
  if (!scans) {
    const mine = (scans = new Set());
    watched.set(root, mine);
    new MutationObserver((records) => handle(records, mine)).observe(root, { childList: true, subtree: true });
  }
  scans.add(scan);
}

/** One batch: first what left the page, then what came in (an id given up is free for its replacement). */
export function handle(records: Array<Pick<MutationRecord, 'addedNodes' | 'removedNodes'>>, scans: Iterable<Scan>): void {
  const added: Element[] = [];
  const gone: Node[] = [];
  for (const record of records) {
    for (const node of record.addedNodes) if (node.nodeType === 1 && node.isConnected) added.push(node as Element);
    for (const node of record.removedNodes) if (!node.isConnected) gone.push(node);
  }
  for (const scan of scans) {
    if (gone.length) scan(null, gone);
    for (const element of added) scan(element);
  }
}
