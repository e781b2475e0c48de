// The single-widget script bundles (design.md "Build outputs"): almanac-table.js and
// almanac-calendar.js each work alone, join each other's window.Almanac in either order with
// one EventManager, and a widget included twice is started once with one warning. Every page
// runs under the demo server's Content-Security-Policy; the harness fails a test on any page
// error or console.error.
import { describe, expect, it } from 'vitest';
import { columnTexts, openPage, partOf, partRequests, type TestPage, useBrowser, baseUrl } from './harness';

useBrowser();

interface Loaded {
  page: TestPage;
  /** Paths of every request the page made. */
  requests: string[];
  /** The Content-Security-Policy header the page itself was served with. */
  csp: string;
}

/** Records CSP violations (window.__cspViolations) from before any script of the page runs. */
function recordViolations() {
  const w = window as unknown as { __cspViolations: string[] };
  w.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
}

async function load(path: string, route?: { html: string }): Promise<Loaded> {
  const requests: string[] = [];
  let csp = '';
  const page = await openPage(path, {
    before: async (p) => {
      p.on('request', (r) => requests.push(new URL(r.url()).pathname));
      p.on('response', (r) => {
        if (new URL(r.url()).pathname === path) csp = r.headers()['content-security-policy'] ?? '';
      });
      await p.addInitScript(recordViolations);
      if (route) {
        // Served like a demo page, under the demo server's own CSP (read from a demo page's response).
        const demoCsp = (await p.request.get(`${baseUrl()}/bundle-table.html`)).headers()['content-security-policy'];
        await p.route(`**${path}`, (r) => r.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': demoCsp }, body: route.html }));
      }
    },
  });
  await page.waitForFunction(() => document.readyState === 'complete');
  return { page, requests, csp };
}

const violations = (page: TestPage) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
const almanacWarnings = (page: TestPage) => page.warnings.filter((w) => w.startsWith('[almanac]'));
const globals = (page: TestPage) => page.evaluate(() => {
  const w = window as unknown as Record<string, any>;
  return {
    almanac: Object.keys(w.Almanac ?? {}).sort(),
    TableManager: typeof w.TableManager,
    EventCalendar: typeof w.EventCalendar,
    sameEventManager: !!w.EventManager && w.EventManager === w.Almanac?.EventManager,
    sameTableManager: !w.TableManager || w.TableManager === w.Almanac?.TableManager,
    sameEventCalendar: !w.EventCalendar || w.EventCalendar === w.Almanac?.EventCalendar,
  };
});

/** The page runs under the demo's strict CSP (no 'unsafe-inline' styles or scripts) and nothing was blocked. */
async function expectStrictCspKept({ page, csp }: Loaded) {
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe');
  expect(await violations(page)).toEqual([]);
}

const TABLE = 'table[data-table="team"]';
const CALENDAR = '#team-calendar';

async function expectTableEnhanced(page: TestPage) {
  await expect.poll(() => columnTexts(page, TABLE, 1)).toEqual(['Ada Lovelace', 'Alan Turing', 'Åsa Berg', 'Chen Wei']);
  expect(await page.locator(`${TABLE} thead tr`).count()).toBe(1);
  expect(await page.locator('.alm-pagination').count()).toBe(1);
}

async function expectCalendarRendered(page: TestPage) {
  await expect.poll(() => page.locator(`${CALENDAR} .ec-current-period`).textContent()).toContain('November 2026');
  await expect.poll(() => page.locator(`${CALENDAR} [data-event-id="sprint"]`).count()).toBeGreaterThan(0);
}

describe('almanac-table.js alone', () => {
  it('a table-only page renders its table from almanac-table.js and loads no calendar code', async () => {
    const loaded = await load('/bundle-table.html');
    const { page, requests } = loaded;
    await expectTableEnhanced(page);
    const dist = requests.filter((p) => p.startsWith('/dist/')).filter((p) => !partOf(p) || partRequests([p]).length).map((p) => partRequests([p])[0] ?? p);
    // The formats chunk is there for its data-pattern column (chunks.e2e.ts covers the chunks).
    expect(dist.sort()).toEqual(['/dist/almanac-table.css', '/dist/almanac-table.js', '/dist/part:format-lazy']);
    expect(requests.some((p) => /almanac-calendar|\/almanac\.(js|css)$/.test(p))).toBe(false);
    const g = await globals(page);
    expect(g).toMatchObject({ almanac: ['EventManager', 'TableManager'], TableManager: 'object', EventCalendar: 'undefined', sameEventManager: true });
    await expectStrictCspKept(loaded);
    expect(almanacWarnings(page)).toEqual([]);
  });
});

describe('almanac-calendar.js alone', () => {
  it('a calendar-only page renders its calendar from almanac-calendar.js and loads no table code', async () => {
    const loaded = await load('/bundle-calendar.html');
    const { page, requests } = loaded;
    await expectCalendarRendered(page);
    expect(requests.filter((p) => p.startsWith('/dist/')).sort()).toEqual(['/dist/almanac-calendar.css', '/dist/almanac-calendar.js']);
    const g = await globals(page);
    expect(g).toMatchObject({ almanac: ['EventCalendar', 'EventManager'], TableManager: 'undefined', EventCalendar: 'object', sameEventManager: true });
    await expectStrictCspKept(loaded);
    expect(almanacWarnings(page)).toEqual([]);
  });
});

describe.each([
  ['table first', '/bundle-both-table-first.html'],
  ['calendar first', '/bundle-both-calendar-first.html'],
])('almanac-table.js and almanac-calendar.js on one page, %s', (_order, path) => {
  it('the second bundle joins the first: one window.Almanac with both widgets, both rendered, no warning', async () => {
    const loaded = await load(path);
    const { page } = loaded;
    await expectTableEnhanced(page);
    await expectCalendarRendered(page);
    expect(await globals(page)).toEqual({
      almanac: ['EventCalendar', 'EventManager', 'TableManager'], TableManager: 'object', EventCalendar: 'object',
      sameEventManager: true, sameTableManager: true, sameEventCalendar: true,
    });
    await expectStrictCspKept(loaded);
    expect(almanacWarnings(page)).toEqual([]);
  });

  it('one EventManager: listeners on window.Almanac.EventManager hear table:* and eventcalendar:* events from both bundles', async () => {
    const { page } = await load(path);
    await expectTableEnhanced(page);
    await expectCalendarRendered(page);
    // js/bus-log.js subscribed on window.Almanac.EventManager before discovery: the first render is heard.
    await expect.poll(() => page.evaluate(() => (window as any).busLog)).toContain('table:render');
    await page.locator(`${CALENDAR} .ec-next`).click();
    await expect.poll(() => page.evaluate(() => (window as any).busLog)).toContain('eventcalendar:navigate');
    // And after the page subscribed: a sort (table) and a view change (calendar), through window.EventManager.
    await page.evaluate(() => {
      const heard: string[] = ((window as any).heardLater = []);
      const em = (window as any).EventManager;
      for (const name of ['table:render', 'eventcalendar:viewChange']) em.on(name, () => heard.push(name));
    });
    await page.locator(`${TABLE} th[data-field="city"] .alm-sort-button`).click();
    await page.evaluate((sel) => (window as any).EventCalendar.changeView(sel, 'week'), CALENDAR);
    await expect.poll(() => page.evaluate(() => (window as any).heardLater.sort())).toEqual(['eventcalendar:viewChange', 'table:render']);
    expect(await page.locator('#bus-log').textContent()).toContain('eventcalendar:navigate');
  });
});

describe('a widget included twice', () => {
  it('almanac-table.js included twice warns once and enhances the table once', async () => {
    const loaded = await load('/bundle-table-twice.html');
    const { page } = loaded;
    await expectTableEnhanced(page);
    expect(await page.locator('.alm-toolbar').count()).toBe(1);
    const warnings = almanacWarnings(page);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TableManager is included more than once \(again by almanac-table\.js\); the first copy stays in charge/);
    await expectStrictCspKept(loaded);
  });

  it('almanac.js after almanac-table.js: TableManager warns once and is not started twice; its calendar joins', async () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="/dist/almanac-table.css"><link rel="stylesheet" href="/dist/almanac.css">
<script src="/dist/almanac-table.js" defer></script><script src="/dist/almanac.js" defer></script></head><body>
${await (await fetch(`${baseUrl()}/bundle-both-table-first.html`)).text().then((s) => s.slice(s.indexOf('<main>'), s.indexOf('</main>') + 7))}
</body></html>`;
    const loaded = await load('/__table-then-almanac.html', { html });
    const { page } = loaded;
    await expectTableEnhanced(page);
    await expectCalendarRendered(page);
    expect(await page.locator('.alm-toolbar').count()).toBe(1);
    const warnings = almanacWarnings(page);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TableManager is included more than once \(again by almanac\.js\)/);
    expect(await globals(page)).toMatchObject({ almanac: ['EventCalendar', 'EventManager', 'TableManager'], sameEventManager: true });
    await expectStrictCspKept(loaded);
  });
});
