// The loader every script bundle runs (scripts/classic-split.mjs `loader`), in jsdom: where a part's
// file is fetched from, one <script> per file per page, a part and the files it needs requested at once, each module run once,
// and what a failure looks like. In the browser: tests/e2e/chunks.e2e.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { loader } from '../../../scripts/classic-split.mjs';

type Factory = (require: Require, exports: Record<string, unknown>, module: { exports: unknown }) => void;
type Require = ((name: string) => Record<string, unknown>) & { l: (name: string, needs?: string[]) => Promise<Record<string, unknown>> };
interface Table { d: Map<string, [string[], Factory]>; e: Map<string, unknown>; f: Map<string, Promise<void>> }

let table: Table;
const own = (src: string, nonce = '') => ({ src, nonce }) as unknown as HTMLScriptElement;
const scripts = () => Array.from(document.head.querySelectorAll('script'));
/** What a part's file does when it runs, then its load event. */
function arrive(script: HTMLScriptElement, name: string, deps: string[], factory: Factory) {
  table.d.set(name, [deps, factory]);
  script.dispatchEvent(new Event('load'));
}
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  table = { d: new Map(), e: new Map(), f: new Map() };
});

describe('where a part is fetched from', () => {
  it("next to the bundle's own script, the bundle's query string (a version) kept, its nonce given", async () => {
    const req = loader(own('https://shop.example/dist/almanac-table.js?v=7#x', 'n0nce'), table) as Require;
    const loading = req.l('./almanac-table-footer-AbCd1234.js');
    const [script] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(script.src).toBe('https://shop.example/dist/almanac-table-footer-AbCd1234.js?v=7');
    expect(script.nonce).toBe('n0nce');
    arrive(script, 'almanac-table-footer-AbCd1234.js', [], (_r, exports) => void (exports.attachFooter = 'footer'));
    await expect(loading).resolves.toEqual({ attachFooter: 'footer' });
  });

  it('data-almanac-base names the folder instead (resolved against the page, with or without a trailing slash)', () => {
    document.body.innerHTML = '<div data-almanac-base="/static/almanac"></div>';
    const req = loader(own('https://shop.example/dist/almanac-table.js?v=7'), table) as Require;
    void req.l('almanac-table-footer-AbCd1234.js');
    expect(scripts()[0].src).toBe(new URL('/static/almanac/almanac-table-footer-AbCd1234.js', document.baseURI).href);
  });

  it('without the bundle URL (no currentScript) and without data-almanac-base: no request, a rejection that says what to set', async () => {
    const req = loader(null, table) as Require;
    await expect(req.l('almanac-table-footer-AbCd1234.js')).rejects.toThrow('could not load almanac-table-footer-AbCd1234.js: set data-almanac-base');
    expect(scripts()).toHaveLength(0);
  });
});

describe('short names (the build writes a load without the bundle prefix, a script without .js)', () => {
  it("with the build's tag: a short name gets the prefix and the tag back, before .js or .css", async () => {
    const req = loader(own('https://shop.example/dist/almanac.js'), table, 'almanac-', '-Tg_12-') as Require;
    const loading = req.l('footer', ['footer.css', 'shared']);
    const files = () => Array.from(document.head.querySelectorAll('script, link')).map((e) => (e as HTMLScriptElement).src || (e as HTMLLinkElement).href);
    expect(files().map((f) => f.split('/').pop())).toEqual(['almanac-footer-Tg_12-.js', 'almanac-footer-Tg_12-.css', 'almanac-shared-Tg_12-.js']);
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    arrive(scripts()[1], 'almanac-shared-Tg_12-.js', [], (_r, exports) => void (exports.bus = 2));
    arrive(scripts()[0], 'almanac-footer-Tg_12-.js', ['almanac-shared-Tg_12-.js'], (r, exports) => void (exports.bus = r('almanac-shared-Tg_12-.js').bus));
    await expect(loading).resolves.toEqual({ bus: 2 });
  });


  it("a short name is requested and run under its file's full name: the bundle's prefix put back, .js added to a script, a stylesheet as named", async () => {
    const req = loader(own('https://shop.example/dist/almanac.js'), table, 'almanac-') as Require;
    const loading = req.l('footer-AbCd1234', ['footer-AbCd1234.css', 'shared-x']);
    const files = () => Array.from(document.head.querySelectorAll('script, link')).map((e) => (e as HTMLScriptElement).src || (e as HTMLLinkElement).href);
    expect(files().map((f) => f.split('/').pop())).toEqual(['almanac-footer-AbCd1234.js', 'almanac-footer-AbCd1234.css', 'almanac-shared-x.js']);
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    arrive(scripts()[1], 'almanac-shared-x.js', [], (_r, exports) => void (exports.bus = 1));
    arrive(scripts()[0], 'almanac-footer-AbCd1234.js', ['almanac-shared-x.js'], (r, exports) => void (exports.bus = r('almanac-shared-x.js').bus));
    await expect(loading).resolves.toEqual({ bus: 1 });
  });
});

describe('one instance of every module per page', () => {
  it('a part and every file it needs are requested at once (one round trip), and a module two parts need runs once: both see the same exports', async () => {
    const req = loader(own('https://shop.example/dist/almanac.js', 'n0nce'), table) as Require;
    let runs = 0;
    const shared: Factory = (_r, exports) => void ((runs += 1), (exports.bus = {}));
    const a = req.l('./a.js', ['shared.js', 'more.js']);
    // All three <script> elements are there before any of them has answered, each with the page's nonce.
    expect(scripts().map((s) => [s.src.split('/').pop(), s.nonce])).toEqual([['a.js', 'n0nce'], ['shared.js', 'n0nce'], ['more.js', 'n0nce']]);
    // They may answer in any order: nothing runs until all are there.
    arrive(scripts()[2], 'more.js', [], (_r, exports) => void (exports.more = 1));
    arrive(scripts()[0], 'a.js', ['./shared.js'], (r, exports) => void (exports.bus = r('./shared.js').bus));
    await flush();
    expect(runs).toBe(0);
    arrive(scripts()[1], 'shared.js', ['more.js'], shared);
    const b = req.l('b.js', ['shared.js']);
    arrive(scripts()[3], 'b.js', ['./shared.js'], (r, exports) => void (exports.bus = r('./shared.js').bus));
    const [first, second] = await Promise.all([a, b]);
    expect(first.bus).toBe(second.bus);
    expect(runs).toBe(1);
    expect(scripts()).toHaveLength(4); // shared.js fetched once
  });

  it('concurrent and later requests for a part share its one load', async () => {
    const req = loader(own('https://shop.example/dist/almanac.js'), table) as Require;
    const first = req.l('a.js');
    const second = req.l('./a.js');
    arrive(scripts()[0], 'a.js', [], (_r, exports) => void (exports.x = 1));
    expect(await first).toBe(await second);
    await req.l('a.js');
    expect(scripts()).toHaveLength(1);
  });

  it('two parts that need each other (a cycle) both load', async () => {
    const req = loader(own('https://shop.example/dist/almanac.js'), table) as Require;
    const loading = req.l('a.js', ['b.js']);
    arrive(scripts()[0], 'a.js', ['b.js'], (r, exports) => void ((exports.a = 1), (exports.b = () => r('b.js').b)));
    arrive(scripts()[1], 'b.js', ['a.js'], (r, exports) => void ((exports.b = 2), (exports.a = () => r('a.js').a)));
    const a = await loading;
    expect((a.b as () => number)()).toBe(2);
  });
});

describe('a part that cannot be loaded', () => {
  it('a file it needs that fails rejects the load naming that URL; the part does not run', async () => {
    const req = loader(own('https://shop.example/dist/almanac-table.js'), table) as Require;
    let ran = false;
    const loading = req.l('a.js', ['shared.js']);
    arrive(scripts()[0], 'a.js', ['shared.js'], () => void (ran = true));
    scripts()[1].dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/^could not load https:\/\/shop\.example\/dist\/shared\.js$/);
    expect(ran).toBe(false);
  });

  it('an error event rejects naming its URL, and no second request is made for it', async () => {
    const req = loader(own('https://shop.example/dist/almanac-table.js'), table) as Require;
    const loading = req.l('almanac-table-footer-AbCd1234.js');
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/^could not load https:\/\/shop\.example\/dist\/almanac-table-footer-AbCd1234\.js$/);
    await expect(req.l('almanac-table-footer-AbCd1234.js')).rejects.toThrow(/could not load/);
    expect(scripts()).toHaveLength(1);
  });

  it('a file that loads but defines nothing is a failure too', async () => {
    const req = loader(own('https://shop.example/dist/almanac-table.js'), table) as Require;
    const loading = req.l('x.js');
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(/could not load .*x\.js/);
  });
});

describe("a part's own stylesheet", () => {
  const links = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));

  it('is requested with the part, at once, as a <link> beside the bundle (its query string and nonce kept), and the part runs only once it has loaded', async () => {
    const req = loader(own('https://shop.example/dist/almanac-calendar.js?v=7', 'n0nce'), table) as Require;
    let ran = false;
    const loading = req.l('./almanac-calendar-overlays-AbCd12.js', ['almanac-calendar-overlays-AbCd12.css']);
    expect(links().map((l) => [l.href, l.nonce])).toEqual([['https://shop.example/dist/almanac-calendar-overlays-AbCd12.css?v=7', 'n0nce']]);
    expect(scripts()).toHaveLength(1);
    arrive(scripts()[0], 'almanac-calendar-overlays-AbCd12.js', [], (_r, exports) => void ((ran = true), (exports.Dialog = 'dialog')));
    await flush();
    expect(ran).toBe(false); // not drawn unstyled
    links()[0].dispatchEvent(new Event('load'));
    await expect(loading).resolves.toEqual({ Dialog: 'dialog' });
  });

  it('one that cannot be loaded does not stop the part (it works unstyled); asked for again, it is not fetched again', async () => {
    const req = loader(own('https://shop.example/dist/almanac-calendar.js'), table) as Require;
    const loading = req.l('p.js', ['p.css']);
    links()[0].dispatchEvent(new Event('error'));
    arrive(scripts()[0], 'p.js', [], (_r, exports) => void (exports.ok = true));
    await expect(loading).resolves.toEqual({ ok: true });
    void req.l('q.js', ['p.css']);
    expect(links()).toHaveLength(1);
    expect(scripts().map((x) => x.src.split('/').pop())).toEqual(['p.js', 'q.js']);
  });
});

