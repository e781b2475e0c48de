// In-page harness shared by every bench page. A page registers an adapter
// (how its library mounts, sorts, filters, pages, and how to read the DOM);
// the harness owns the data, the timing and the "is the result on screen"
// checks, so every library is measured the same way.
//
// Timing: performance.now() just before the action, then after every frame
// (requestAnimationFrame, then a MessageChannel task, which runs once that
// frame's style, layout and paint are done) the DOM is checked for the
// result; the figure is the time at the end of the first frame that shows it.
// Libraries that render asynchronously therefore pay for the frames they wait.

import { COLUMNS, FILTER_TEXT, FILTER_TEXT_2, makeEvents, makeRows, nameExtremes } from './data.js';

export { COLUMNS };

const params = new URLSearchParams(location.search);
const TIMEOUT_MS = Number(params.get('timeout') || 30000);

/** Resolves after the next frame has been produced (rAF + a task after it). */
export function afterFrame() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

async function timed(action, done) {
  // Marks for bench/profile.mjs (it keeps only the samples and trace events between them).
  performance.mark('bench:start');
  const t0 = performance.now();
  try {
    action();
  } catch (e) {
    return { error: String(e && e.stack || e) };
  }
  // `script`: from the action to the start of the next frame (the first requestAnimationFrame
  // callback), i.e. the action's synchronous work and microtasks before the browser can lay out
  // and paint. Only meaningful for libraries that render synchronously or in microtasks.
  let script = null;
  requestAnimationFrame(() => { script = performance.now() - t0; });
  let frames = 0;
  for (;;) {
    await afterFrame();
    frames++;
    const ms = performance.now() - t0;
    let ok = false;
    try { ok = !!done(); } catch { ok = false; }
    if (ok) {
      performance.mark('bench:end');
      return { ms, frames, script };
    }
    if (ms > TIMEOUT_MS) return { timeout: true, ms, frames };
  }
}

/** A click as a user makes it: pointer and mouse events, then click, dispatched synchronously. */
export function click(el) {
  if (!el) throw new Error('click: element not found');
  const rect = el.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: window,
    clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
  el.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerId: 1, isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mousedown', init));
  el.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0, pointerId: 1, isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  el.dispatchEvent(new MouseEvent('click', { ...init, buttons: 0 }));
}

/** Set an input's value as typing does (input + keyup events). */
export function type(input, value) {
  if (!input) throw new Error('type: input not found');
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, key: value.slice(-1) }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const text = (el) => (el ? el.textContent.trim() : null);
export { text };

function host() {
  const el = document.getElementById('host');
  el.replaceChildren();
  return el;
}

/**
 * The element that scrolls the rows: the largest scrollable element inside
 * #host (a windowed grid's viewport), else the document.
 */
export function findScroller() {
  let best = null;
  for (const el of document.getElementById('host').querySelectorAll('*')) {
    if (el.scrollHeight <= el.clientHeight + 10) continue;
    const oy = getComputedStyle(el).overflowY;
    if ((oy === 'auto' || oy === 'scroll') && (!best || el.scrollHeight > best.scrollHeight)) best = el;
  }
  return best ?? document.scrollingElement;
}

/**
 * Steady scroll: 60 frames, each scrolling the rows by 100 px; the figure is
 * the 95th percentile of the frame intervals (a smooth scroll keeps it near
 * the empty-frame time; a frame that renders thousands of rows shows here).
 * Scrolls back to the top afterwards (untimed).
 */
async function steadyScroll() {
  const sc = findScroller();
  await afterFrame();
  const gaps = [];
  let last = performance.now();
  for (let i = 0; i < 60; i++) {
    sc.scrollTop += 100;
    await afterFrame();
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }
  sc.scrollTop = 0;
  for (let i = 0; i < 5; i++) await afterFrame();
  gaps.sort((a, b) => a - b);
  return { ms: gaps[Math.ceil(gaps.length * 0.95) - 1], frames: gaps.length, median: gaps[gaps.length >> 1] };
}

/** Elements in the document (the DOM size figure). */
const domElements = () => document.getElementsByTagName('*').length;

/**
 * Table pages: adapter = {
 *   mount(host, rows, pageSize, searchAll)  start rendering (pageSize 0: all rows; searchAll: see search)
 *   cell(which, field)           text of the first/last data row shown ('first' | 'last'), or null
 *   rowCount()                   data rows in the DOM
 *   sort()                       click the Name header
 *   filter(text)                 filter the Name column by substring
 *   page2()                      go to page 2 with the pager (paged mode)
 *   search(text)                 search every column for a substring: the library's global search
 *                                (its search box, or its API where the box is its own markup)
 * }
 * With `search=1` in the page's query the table is set up for searching every column
 * (Almanac: data-search-columns listing all 8, which adds its search box).
 */
export function registerTable(adapter) {
  const n = Number(params.get('rows') || 1000);
  const pageSize = Number(params.get('pageSize') || 0);
  const searchAll = params.get('search') === '1';
  const rows = makeRows(n);
  const { min, max } = nameExtremes(rows);
  const firstName = () => adapter.cell('first', 'name') || '';
  const lastName = () => adapter.cell('last', 'name') || '';
  const shows = (t) => firstName().toLowerCase().includes(t) && lastName().toLowerCase().includes(t);
  let before = null;
  const steps = {
    frame: () => timed(() => {}, () => true),
    render: () => timed(() => adapter.mount(host(), rows, pageSize, searchAll),
      () => adapter.cell('first', 'id') === '1' && adapter.rowCount() >= Math.min(n, 10)),
    scroll: () => steadyScroll(),
    sort: () => timed(() => adapter.sort(), () => firstName() === min),
    sort2: () => timed(() => adapter.sort(), () => firstName() === max),
    filter: () => timed(() => adapter.filter(FILTER_TEXT), () => shows(FILTER_TEXT)),
    filter2: () => timed(() => adapter.filter(FILTER_TEXT_2), () => shows(FILTER_TEXT_2)),
    page2: () => {
      before = adapter.cell('first', 'id');
      return timed(() => adapter.page2(), () => adapter.cell('first', 'id') !== before && shows(FILTER_TEXT_2));
    },
    // The substrings occur only in one last name each and the e-mails made from them, so a search
    // of every column selects the same rows as the Name filter.
    search: () => timed(() => adapter.search(FILTER_TEXT), () => shows(FILTER_TEXT)),
    search2: () => timed(() => adapter.search(FILTER_TEXT_2), () => shows(FILTER_TEXT_2)),
  };
  window.bench = {
    kind: 'table',
    steps: Object.keys(steps),
    run: (name) => steps[name](),
    dom: domElements,
    probe: () => ({ first: adapter.cell('first', 'name'), last: adapter.cell('last', 'name'), firstId: adapter.cell('first', 'id'), rows: adapter.rowCount() }),
  };
  window.benchReady = true;
}

/**
 * Calendar pages: adapter = {
 *   available()                  false when the library is not in the page (Almanac before EventCalendar lands)
 *   mount(host, events, view)    start rendering ('month' | 'week'), on the current period
 *   title()                      the period title shown
 *   eventCount()                 event elements in the DOM
 *   next(), prev(), toWeek()
 *   view()                       'month' | 'week' as shown
 * }
 */
export function registerCalendar(adapter) {
  const kind = params.get('view') || 'month';
  const n = Number(params.get('events') || 200);
  const events = makeEvents(kind, n);
  let before = null;
  const changed = () => { const t = adapter.title(); return !!t && t !== before && adapter.eventCount() > 0; };
  const steps = {
    frame: () => timed(() => {}, () => true),
    render: () => timed(() => adapter.mount(host(), events, kind), () => !!adapter.title() && adapter.eventCount() > 0),
    next: () => { before = adapter.title(); return timed(() => adapter.next(), changed); },
    prev: () => { before = adapter.title(); return timed(() => adapter.prev(), changed); },
    week: () => { before = adapter.title(); return timed(() => adapter.toWeek(), () => changed() && adapter.view() === 'week'); },
  };
  window.bench = {
    kind: 'calendar',
    available: adapter.available ? adapter.available() : true,
    steps: Object.keys(steps),
    run: (name) => steps[name](),
    dom: domElements,
    probe: () => ({ title: adapter.title(), events: adapter.eventCount(), view: adapter.view() }),
  };
  window.benchReady = true;
}
