// Tests wait for what the user would see (expect.poll, waitForFunction, networkQuiet before a "nothing more
// happened"), never a fixed sleep or an event count read at one instant right after an action (issue 48).
// Shared e2e helpers: connect to the one Chromium, open a demo page, and fail
// the test on any page error or console.error (style.md #14).
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Request } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let browser: Browser;
/**
 * With files run two at a time, each worker launches a browser of its own, kept for all its files (the
 * files of a worker share this module): one browser for both would do the work of both on its one main thread.
 */
const OWN_BROWSER = !process.env.ALMANAC_E2E_SERIAL;
let ownBrowser: Browser | null = null;
/** Contexts and pages a test opened, closed after it. */
const contexts: BrowserContext[] = [];
const pages: Page[] = [];
/**
 * One browser context for the pages of a file (not one per page): the browser keeps the compiled
 * bundles and the files it fetched between tests, as it does for a reader going from page to page.
 * Each page starts with the demo origin's cookies and storage cleared (openPage), so a test still sees
 * a first visit. ALMANAC_E2E_FRESH_CONTEXTS=1 gives each page a context of its own, as before.
 */
let shared: BrowserContext | null = null;
const FRESH = !!process.env.ALMANAC_E2E_FRESH_CONTEXTS;
const problems: string[] = [];

/**
 * This worker's demo server (global-setup.ts starts one per worker, so files running at the same
 * time never see each other's database changes).
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
}

/** Call once per e2e file: wires browser connection and the error guard. */
export function useBrowser() {
  beforeAll(async () => {
    if (OWN_BROWSER) browser = ownBrowser ??= await chromium.launch({ ...inject('launchPlan'), headless: true });
    else browser = await chromium.connect(inject('wsEndpoint'));
  });
  // A retry (CI) hides why the first attempt failed: each failed attempt says it in the log, so that a flake
  // leaves its reason behind even when the retry passes (issue 48).
  beforeEach((context) => context.onTestFailed(({ task }) => {
    const why = task.result?.errors?.map((e) => e.message).join('\n') ?? '';
    console.log(`[failed attempt ${(task.result?.retryCount ?? 0) + 1}] ${task.name}\n${why.slice(0, 2_000)}`);
  }));
  afterEach(async () => {
    const seen = problems.splice(0);
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
    // The last one opened first: the pool keeps that one (the one in front) and closes the others.
    for (const page of pages.splice(0).reverse()) await release(page);
    // Tabs the page opened itself (window.open): closed, so that none stays in front of the kept one.
    for (const page of shared?.pages() ?? []) if (page !== idle && !blockPages.has(page)) await page.close().catch(() => {});
    expect(seen, 'page errors / console.error').toEqual([]);
  });
  afterAll(async () => {
    idle = null;
    await shared?.close().catch(() => {});
    shared = null;
    if (!OWN_BROWSER) await browser?.close();
  });
}

export interface OpenOptions {
  width?: number;
  height?: number;
  /** Do not fail the test on console.error (pages that exercise failing requests). */
  allowConsoleErrors?: boolean;
  /** Runs after the page is created and before it navigates (request listeners, routes). */
  before?: (page: TestPage) => unknown;
  /** When navigation counts as done (default 'load'; a held request delays 'load'). */
  waitUntil?: 'load' | 'domcontentloaded';
  /** A touch screen (touch events; drive it with CDP Input.dispatchTouchEvent). */
  hasTouch?: boolean;
  /** The browser's own time zone (an IANA name; a context of its own). */
  timezoneId?: string;
  /** Milliseconds the demo server waits before it answers each file (page, bundles, parts, styles; not the API): a slow network. */
  latency?: number;
}

export type TestPage = Page & {
  warnings: string[];
  /** Requests sent and not yet answered (or failed), and when the last one started or ended: networkQuiet(). */
  network: { open: Set<Request>; changed: number };
};

/** A page in a context of its own (closed after the test). */
async function ownPage(viewport: { width: number; height: number }, hasTouch?: boolean, timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch, timezoneId });
  contexts.push(context);
  return context.newPage();
}

/**
 * The page of the shared context that the last test left clean, blank and open, for the next test (a new
 * tab costs the browser about three times what a navigation does: half of a short test's time).
 */
let idle: Page | null = null;
/** The pages of blockPage, open until their describe block ends. */
const blockPages = new WeakSet<Page>();
/** What a test added to a page and the pool takes away again: routes, init scripts, bindings. */
const added = new WeakMap<Page, { dispose(): Promise<void> | void }[]>();
/** Pages a test changed in ways that cannot be taken back (a CDP session, emulated media): closed after it. */
const spoiled = new WeakSet<Page>();

/** Keys and mouse buttons a test pressed and did not release (keyboard.down, mouse.down): released after it. */
const held = new WeakMap<Page, { keys: Set<string>; buttons: Set<string> }>();

/** Record what `page`'s undoable methods add, and spoil it on the rest. */
function watch(page: Page): Page {
  const undo: { dispose(): Promise<void> | void }[] = [];
  added.set(page, undo);
  const down = { keys: new Set<string>(), buttons: new Set<string>() };
  held.set(page, down);
  const { keyboard, mouse } = page;
  const track = <T extends object>(target: T, name: keyof T, apply: (arg: unknown) => void) => {
    const original = (target[name] as (...args: unknown[]) => Promise<void>).bind(target);
    (target as Record<keyof T, unknown>)[name] = async (...args: unknown[]) => (apply(args[0]), original(...args));
  };
  track(keyboard, 'down', (key) => down.keys.add(String(key)));
  track(keyboard, 'up', (key) => down.keys.delete(String(key)));
  track(mouse, 'down', (options) => down.buttons.add((options as { button?: string } | undefined)?.button ?? 'left'));
  track(mouse, 'up', (options) => down.buttons.delete((options as { button?: string } | undefined)?.button ?? 'left'));
  for (const name of ['route', 'addInitScript', 'exposeBinding', 'exposeFunction', 'routeWebSocket'] as const) {
    const original = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page);
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const handle = await original(...args);
      if (handle && typeof (handle as { dispose?: unknown }).dispose === 'function') undo.push(handle as { dispose(): Promise<void> });
      else spoiled.add(page);
      return handle;
    };
  }
  for (const name of ['emulateMedia', 'setExtraHTTPHeaders', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'routeFromHAR'] as const) {
    const original = (page[name] as (...args: unknown[]) => unknown).bind(page);
    (page as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => (spoiled.add(page), original(...args));
  }
  return page;
}

/**
 * After a test: a page it left clean goes back to the pool, blank, with nothing the test added (its
 * listeners, routes and init scripts); any other page is closed, as a page whose reset fails or hangs.
 */
async function release(page: Page): Promise<void> {
  if (page.isClosed()) return;
  // One tab is kept, the last a test opened: an older one is behind it, and a tab behind another gets an
  // animation frame a second (every click waits for two).
  if (spoiled.has(page) || page.context() !== shared || idle) return void (await page.close().catch(() => {}));
  const reset = async () => {
    await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
    for (const handle of added.get(page)?.splice(0) ?? []) await handle.dispose();
    await page.goto('about:blank');
    const { keys, buttons } = held.get(page)!;
    for (const button of [...buttons]) await page.mouse.up({ button: button as 'left' }).catch(() => {});
    await page.mouse.move(-1, -1);
    for (const key of [...keys]) await page.keyboard.up(key);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = await Promise.race([reset().then(() => true, () => false), new Promise<false>((ok) => (timer = setTimeout(() => ok(false), 3_000)))]);
  clearTimeout(timer);
  if (done && shared && page.context() === shared && !page.isClosed()) idle = page;
  else await page.close().catch(() => {});
}

/**
 * A page in the file's shared context, as on a first visit: no cookies, storage (session storage of a
 * reused tab included) or databases of the demo origin (the HTTP cache stays).
 */
async function sharedPage(viewport: { width: number; height: number }): Promise<Page> {
  if (!shared) {
    const context = (shared = await browser.newContext({ viewport }));
    context.on('close', () => void (shared === context && ((shared = null), (idle = null))));
    // A test's CDP session on a page can change it for good (touch emulation, throttling): that page is not reused.
    context.newCDPSession = (target) => (spoiled.add(target as Page), rawSession(context, target as Page));
  }
  let page = idle && !idle.isClosed() ? idle : null;
  idle = null;
  page ??= watch(await shared.newPage());
  pages.push(page);
  await page.setViewportSize(viewport);
  // The pool's own DevTools session of the tab, kept with it (a session a test opens spoils the tab).
  const cdp: CDPSession = sessions.get(page) ?? (await rawSession(shared, page));
  sessions.set(page, cdp);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl()).origin, storageTypes: 'all' });
  return page;
}

/** The pool's DevTools session of each of its tabs (closed with the tab). */
const sessions = new WeakMap<Page, CDPSession>();

/** The context's own newCDPSession (a test's goes through the wrapper in sharedPage). */
const rawSession = (context: BrowserContext, page: Page) => Object.getPrototypeOf(context).newCDPSession.call(context, page);

/** The page's open requests, kept as they start, finish or fail. */
function trackNetwork(page: Page): TestPage['network'] {
  const network: TestPage['network'] = { open: new Set(), changed: performance.now() };
  const change = (request: Request, open: boolean) => {
    if (open) network.open.add(request);
    else network.open.delete(request);
    network.changed = performance.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  return network;
}

/** Open a demo page (path relative to the demo server root) and wait for load; with path null, a blank page the caller navigates. */
export async function openPage(path: string | null, options: OpenOptions = {}): Promise<TestPage> {
  const viewport = { width: options.width ?? 1280, height: options.height ?? 800 };
  const own = FRESH || options.hasTouch || options.timezoneId;
  const page = (own ? await ownPage(viewport, options.hasTouch, options.timezoneId) : await sharedPage(viewport)) as TestPage;
  page.warnings = [];
  page.network = trackNetwork(page);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'warning') page.warnings.push(msg.text());
    if (msg.type() === 'error' && !options.allowConsoleErrors) problems.push(`console.error: ${msg.text()}`);
  });
  // (The cookie goes with the demo origin's data before the next page: sharedPage clears it.)
  if (options.latency) await page.context().addCookies([{ name: 'almanac-latency', value: String(options.latency), url: baseUrl() }]);
  await options.before?.(page);
  if (path !== null) await page.goto(baseUrl() + path, { waitUntil: options.waitUntil ?? 'load' });
  return page;
}

/**
 * One page for the tests of a describe block that only read it (call inside the describe): opened before
 * the block's first test, closed after its last; `page()` gives it to a test. A test that changes the page
 * (clicks, types, navigates) opens its own with openPage.
 */
export function blockPage(path: string, options: OpenOptions = {}): () => TestPage {
  let page: TestPage | null = null;
  beforeAll(async () => {
    page = await openPage(path, options);
    blockPages.add(page);
    // Kept after each test, closed after the block (with its context when it has one of its own).
    for (const list of [pages, contexts] as (Page | BrowserContext)[][]) {
      const at = list.findIndex((item) => item === page || item === page!.context());
      if (at >= 0) list.splice(at, 1);
    }
  });
  afterAll(async () => {
    const own = page && page.context() !== shared ? page.context() : null;
    await (own ?? page)?.close().catch(() => {});
    page = null;
  });
  return () => {
    if (!page) throw new Error(`blockPage(${path}) is used outside its describe block`);
    return page;
  };
}

/**
 * Wait until no request of the page is open and none has started or ended for `quietMs`: the parts a
 * page asked for have loaded, the requests they make in turn included. (Playwright's 'networkidle'
 * waits 500 ms, and only once per navigation.)
 */
export async function networkQuiet(page: TestPage, quietMs = 150, timeoutMs = 10_000): Promise<void> {
  const start = performance.now();
  for (;;) {
    const now = performance.now();
    if (page.network.open.size === 0 && now - page.network.changed >= quietMs) return;
    if (now - start > timeoutMs) throw new Error(`network not quiet after ${timeoutMs} ms: ${[...page.network.open].map((r) => `${r.method()} ${r.url()}`).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Texts of the cells of one column (1-based index) of a table's body. */
export async function columnTexts(page: Page, table: string, index: number): Promise<string[]> {
  return page.locator(`${table} tbody tr td:nth-child(${index})`).allTextContents().then((t) => t.map((s) => s.trim()));
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Run axe-core on `selector` (evaluated through DevTools, so the page's CSP does not block it); every violation as 'impact id: targets'. */
export async function axeViolations(page: Page, selector = 'main'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (sel) => {
    const result = await (window as any).axe.run(sel, { resultTypes: ['violations'] });
    return result.violations.map((v: { id: string; impact: string; nodes: Array<{ target: string[] }> }) =>
      `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/** The serious and critical ones among axeViolations, without the impact. */
export async function seriousAxeViolations(page: Page, selector = 'main'): Promise<string[]> {
  return (await axeViolations(page, selector)).filter((v) => /^(serious|critical) /.test(v)).map((v) => v.replace(/^\S+ /, ''));
}

/**
 * The parts of the script bundles (scripts/classic-split.mjs): dist/<bundle>-<module>-<hash>.js,
 * named after the module a dynamic import() loads (old chunk names in the comments of the tests).
 */
const PART_FILE = /almanac(?:-table|-calendar|-elements)?-([A-Za-z]+(?:-[a-z]+)*?)-[\w-]{6}\.js/;
/** The parts a feature asks for by import() (the files they need besides are shared parts). */
const FEATURE_PARTS = ['range-paste', 'load-target', 'format-lazy', 'row-actions', 'BulkBar', 'FilterActions', 'TableFoot', 'export', 'xlsx', 'hints', 'CellControl', 'RowsBar', 'row-drag', 'refresh-timer', 'host-state', 'auth', 'FilterRow', 'filter-form', 'click-api', 'contrast', 'th', 'PeriodPicker', 'overlays', 'EditLayer', 'edit', 'ExportProgress', 'ActionMenu', 'ListView', 'GroupedBody', 'cell-range'];
/** A URL's part name ('TableFoot'), or null when it is no part of a script bundle. */
export const partOf = (url: string): string | null => PART_FILE.exec(url)?.[1] ?? null;
/** Requests (path + query) for feature parts, each written `<folder>part:<name><query>` ('/dist/part:TableFoot'). */
export const partRequests = (requests: string[]): string[] =>
  requests.filter((r) => FEATURE_PARTS.includes(partOf(r) ?? '')).map((r) => r.replace(PART_FILE, (_all, name: string) => `part:${name}`));
/** A route pattern for part `name`'s file, from any bundle, with any query. */
export const partRoute = (name: string): RegExp => new RegExp(`/almanac(?:-table|-calendar)?-${name}-[\\w-]{6}\\.js(?:\\?.*)?$`);

/** Whether part `name` has run on the page (the page-wide table of the script bundles' parts). */
export function partRan(page: Page, name: string): Promise<boolean> {
  return page.evaluate((n) => {
    const table = (globalThis as unknown as Record<symbol, { e: Map<string, unknown> } | undefined>)[Symbol.for('almanac.parts')];
    return [...(table?.e.keys() ?? [])].some((file) => new RegExp(`^almanac(?:-table|-calendar)?-${n}-[\\w-]{6}\\.js$`).test(file));
  }, name);
}
