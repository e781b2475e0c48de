// How the build writes chunks as classic scripts (scripts/classic-split.mjs wrapChunk): pure string work.
import { describe, expect, it } from 'vitest';
import MagicString from 'magic-string';
import { beforeBundle, classicSplit, loader, partClosure, partDeps, partSheet, runtimeHosts, shortName, wrapChunk } from '../../../scripts/classic-split.mjs';

const table = () => ({ d: new Map<string, [string[], (...a: unknown[]) => void]>(), e: new Map(), f: new Map() });

describe('wrapChunk', () => {
  it('a part becomes one definition in the page-wide table: its name, its static dependencies, its body', () => {
    const code = wrapChunk(new MagicString('const dep = require("./dep.js");\nexports.x = dep.y;'), 'part.js', ['dep.js'], false).toString();
    const g = globalThis as Record<symbol, unknown>;
    const key = Symbol.for('almanac.parts');
    const saved = g[key];
    g[key] = table();
    try {
      new Function(code)();
      const [deps, factory] = (g[key] as ReturnType<typeof table>).d.get('part.js')!;
      expect(deps).toEqual(['dep.js']);
      const exports: Record<string, unknown> = {};
      factory(() => ({ y: 42 }), exports, { exports });
      expect(exports.x).toBe(42);
    } finally {
      g[key] = saved;
    }
  });

  it("a dynamic import of another chunk becomes a load by the bundle's loader", () => {
    const code = wrapChunk(new MagicString('const load = () => Promise.resolve().then(() => require("./almanac-table-footer-AbCd1234.js"));'), 'p.js', [], false).toString();
    expect(code).toContain('require.l("almanac-table-footer-AbCd1234.js")');
    expect(code).not.toContain('Promise.resolve().then(() => require(');
  });

  it('a dynamic import names every file the part needs, so that the loader requests them with it, at once', () => {
    const needs = (file: string) => (file === 'almanac-table-footer-AbCd1234.js' ? ['almanac-table-shared-x.js'] : []);
    const code = wrapChunk(new MagicString('const load = () => Promise.resolve().then(() => require("./almanac-table-footer-AbCd1234.js"));\nconst other = () => Promise.resolve().then(() => require("./almanac-table-x-EfGh5678.js"));'), 'p.js', [], false, false, needs).toString();
    expect(code).toContain('require.l("almanac-table-footer-AbCd1234.js",["almanac-table-shared-x.js"])');
    expect(code).toContain('require.l("almanac-table-x-EfGh5678.js")');
  });

  it("with the bundle's prefix, a load names its files short (no prefix, no ./, a script without .js), and a file without the prefix stops the build", () => {
    const needs = (file: string) => (file === 'almanac-table-footer-AbCd1234.js' ? ['almanac-table-footer-AbCd1234.css', 'almanac-table-shared-x.js'] : []);
    const code = wrapChunk(new MagicString('const load = () => Promise.resolve().then(() => require("./almanac-table-footer-AbCd1234.js"));'), 'p.js', [], false, false, needs, 'almanac-table-').toString();
    expect(code).toContain('require.l("footer-AbCd1234",["footer-AbCd1234.css","shared-x"])');
    expect(shortName('./almanac-th-Xy.js', '')).toBe('almanac-th-Xy.js');
    expect(() => shortName('other-Xy.js', 'almanac-table-')).toThrow(/does not start with almanac-table-/);
  });

  it("with the build's tag (one for every part file: scripts/build-tag.mjs), a load names its files without it; a part file without the tag stops the build", () => {
    const needs = (file: string) => (file === 'almanac-table-footer-Tg_12-.js' ? ['almanac-table-footer-Tg_12-.css', 'almanac-table-shared-Tg_12-.js'] : []);
    const code = wrapChunk(new MagicString('const load = () => Promise.resolve().then(() => require("./almanac-table-footer-Tg_12-.js"));'), 'p.js', [], false, false, needs, 'almanac-table-', '-Tg_12-').toString();
    expect(code).toContain('require.l("footer",["footer.css","shared"])');
    // Written in the order of the short names, whatever order the full names (with the tag) came in.
    const zone = (file: string) => (file === 'almanac-zone-Zz.js' ? ['almanac-zone-Zz.js', 'almanac-zone-part-Zz.css'].reverse() : []);
    const zoned = wrapChunk(new MagicString('const load = () => Promise.resolve().then(() => require("./almanac-zone-Zz.js"));'), 'p.js', [], false, false, zone, 'almanac-', '-Zz').toString();
    expect(zoned).toContain('require.l("zone",["zone","zone-part.css"])');
    expect(() => shortName('almanac-table-footer-AbCd12.js', 'almanac-table-', '-Tg_12-')).toThrow(/does not end with -Tg_12-\.js/);
    // The bundle hands its loader the prefix and the tag, once.
    const entry = wrapChunk(new MagicString('run();'), 'almanac-table-almanac-table-Tg_12-.js', [], true, true, () => [], 'almanac-table-', '-Tg_12-').toString();
    expect(entry).toContain(',"almanac-table-","-Tg_12-").r("almanac-table-almanac-table-Tg_12-.js")');
  });

  it("exports stay live getters, one table of them made into getters by the bundle's loader", () => {
    // Locals named like the helper's own names (get, key, k) too: a getter must reach the chunk's binding.
    const source = 'let n = 1;\nfunction bump() { n++; }\nconst get = () => "got", key = "K", k = "k";\n'
      + ['n', 'bump', 'get', 'key', 'k'].map((name) => `Object.defineProperty(exports, "${name}", {\n  enumerable: true,\n  get: function () {\n    return ${name};\n  }\n});`).join('\n');
    const code = wrapChunk(new MagicString(source), 'p.js', [], false).toString();
    expect(code).not.toMatch(/Object\.defineProperty/);
    const body = code.slice(code.indexOf('{\n') + 2, code.lastIndexOf('\n}]);'));
    const exports: Record<string, unknown> = {};
    const require = loader(null, table()); // its require.x makes the getters
    new Function('require', 'exports', 'module', body)(require, exports, { exports });
    expect(exports.n).toBe(1);
    (exports.bump as () => void)();
    expect(exports.n).toBe(2);
    expect([(exports.get as () => string)(), exports.key, exports.k]).toEqual(['got', 'K', 'k']);
    expect(Object.keys(exports)).toEqual(['n', 'bump', 'get', 'key', 'k']);
  });

  it("the bundle's own chunk brings the loader and runs at once, as a classic script", () => {
    const code = wrapChunk(new MagicString('exports.ran = true; globalThis.__ranBundle = true;'), 'almanac-table-X.js', [], true).toString();
    const g = globalThis as Record<string | symbol, unknown>;
    const key = Symbol.for('almanac.parts');
    const saved = g[key];
    delete g[key];
    try {
      new Function('document', code)({ currentScript: null, querySelector: () => null });
      expect(g.__ranBundle).toBe(true);
      expect((g[key] as ReturnType<typeof table>).e.has('almanac-table-X.js')).toBe(true);
    } finally {
      g[key] = saved;
      delete g.__ranBundle;
    }
  });
});

describe('a part reaches the page-wide table; what runs before the bundle makes it', () => {
  const key = Symbol.for('almanac.parts');
  const run = (code: string) => {
    const g = globalThis as Record<symbol, unknown>;
    const saved = g[key];
    delete g[key];
    try {
      new Function(code)();
      return g[key] as ReturnType<typeof table> | undefined;
    } finally {
      g[key] = saved;
    }
  };

  it('a part relies on the table its bundle made (fewer bytes in every part file); a chunk written before the bundle makes it', () => {
    expect(() => run(wrapChunk(new MagicString('exports.x = 1;'), 'part.js', [], false).toString())).toThrow(TypeError);
    expect(run(wrapChunk(new MagicString('exports.x = 1;'), 'rt.js', [], false, true).toString())?.d.has('rt.js')).toBe(true);
  });

  it("the chunks written before the bundle's code: what the bundle imports, with their imports, and the helpers it hosts", () => {
    const chunk = (fileName: string, imports: string[], more: Partial<{ name: string; isDynamicEntry: boolean; moduleIds: string[] }> = {}) =>
      ({ fileName, imports, name: fileName, isEntry: false, isDynamicEntry: false, moduleIds: [`/src/${fileName}.ts`], ...more });
    const runtime = chunk('rt.js', [], { moduleIds: ['\0rolldown/runtime.js'] });
    const part = chunk('a.js', ['rt.js'], { isDynamicEntry: true });
    expect(beforeBundle([chunk('b.js', [], { name: 'b' }), runtime, part], 'b')).toEqual(['rt.js']);
    expect(beforeBundle([chunk('b.js', ['interop.js'], { name: 'b' }), chunk('interop.js', ['rt.js']), runtime], 'b')).toEqual(['rt.js', 'interop.js']);
    expect(beforeBundle([chunk('b.js', [], { name: 'b' }), chunk('shared.js', []), chunk('a.js', ['rt.js', 'shared.js'], { isDynamicEntry: true }), runtime], 'b')).toEqual([]);
  });
});

describe('runtimeHosts', () => {
  const chunk = (fileName: string, imports: string[], more: Partial<{ name: string; isDynamicEntry: boolean; moduleIds: string[] }> = {}) =>
    ({ fileName, imports, name: fileName, isEntry: false, isDynamicEntry: false, moduleIds: [`/src/${fileName}.ts`], ...more });
  const runtime = chunk('rt.js', [], { moduleIds: ['\0rolldown/runtime.js'] });
  const group = chunk('b.js', [], { name: 'b' });

  it("the bundler's helpers go in the shared file every chunk needing them needs, the one fewest chunks need", () => {
    const shared = chunk('shared.js', []);
    const changes = chunk('changes.js', ['shared.js']);
    const parts = [
      chunk('a.js', ['rt.js', 'changes.js', 'shared.js'], { isDynamicEntry: true }),
      chunk('c.js', ['rt.js', 'changes.js', 'shared.js'], { isDynamicEntry: true }),
      chunk('d.js', ['shared.js'], { isDynamicEntry: true }),
    ];
    expect(runtimeHosts([group, runtime, shared, changes, ...parts], 'b')).toEqual(new Map([['rt.js', 'changes.js']]));
  });

  it('into the bundle file when no shared file fits (never a file of their own), and not at all when the bundle imports them', () => {
    const parts = [chunk('a.js', ['rt.js'], { isDynamicEntry: true }), chunk('c.js', ['rt.js', 'shared.js'], { isDynamicEntry: true })];
    expect(runtimeHosts([group, runtime, chunk('shared.js', []), ...parts], 'b')).toEqual(new Map([['rt.js', 'b.js']]));
    expect(runtimeHosts([chunk('b.js', ['rt.js'], { name: 'b' }), runtime, ...parts], 'b').size).toBe(0);
  });
});

describe('partDeps: the files a part names to be loaded before it runs', () => {
  const chunk = (fileName: string, imports: string[], more: Partial<{ name: string; isDynamicEntry: boolean; moduleIds: string[] }> = {}) =>
    ({ fileName, imports, name: fileName, isEntry: false, isDynamicEntry: false, moduleIds: [`/src/${fileName}.ts`], ...more });
  const group = chunk('b.js', [], { name: 'b' });
  const runtime = chunk('rt.js', [], { moduleIds: ['\0rolldown/runtime.js'] });

  it("what it imports, but never the bundle's own chunk (defined before any part is asked for) nor itself", () => {
    const part = chunk('a.js', ['b.js', 'shared.js', 'a.js'], { isDynamicEntry: true });
    expect(partDeps(part, [group, chunk('shared.js', ['b.js']), part], 'b')).toEqual(['shared.js']);
  });

  it('a runtime helper as the file that hosts it, once; the bundle file hosting it is not named', () => {
    const shared = chunk('shared.js', ['b.js']);
    const parts = [chunk('a.js', ['rt.js', 'shared.js'], { isDynamicEntry: true }), chunk('c.js', ['rt.js', 'shared.js'], { isDynamicEntry: true })];
    expect(partDeps(parts[0], [group, runtime, shared, ...parts], 'b')).toEqual(['shared.js']);
    const alone = chunk('d.js', ['rt.js', 'b.js'], { isDynamicEntry: true });
    expect(partDeps(alone, [group, runtime, alone, chunk('e.js', ['rt.js'], { isDynamicEntry: true })], 'b')).toEqual([]);
  });
});

describe('the bundle file', () => {
  it("opens with V8's explicit compile hint (its functions compile while it streams in), its source map one line down", () => {
    const files: Record<string, Record<string, unknown>> = {
      'entry.js': { type: 'chunk', fileName: 'entry.js', isEntry: true, imports: ['b-x.js'], dynamicImports: [], moduleIds: ['/src/entry.ts'], code: '' },
      'b-x.js': { type: 'chunk', fileName: 'b-x.js', name: 'b', isEntry: false, isDynamicEntry: false, imports: [], dynamicImports: [], moduleIds: ['/src/b.ts'], code: 'run();\n//# sourceMappingURL=b-x.js.map\n' },
      'b-x.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
    };
    const emitted: Array<{ fileName: string; source: string }> = [];
    const plugin = classicSplit('b');
    plugin.generateBundle.handler.call({ emitFile: (f: { fileName: string; source: string }) => emitted.push(f), error: (m: string) => { throw new Error(m); } }, {}, files);
    expect(files['entry.js'].code).toBe('//# allFunctionsCalledOnLoad\nrun();\n//# sourceMappingURL=entry.js.map\n');
    expect(JSON.parse(emitted[0].source).mappings).toBe(';AAAA');
    expect(files['b-x.js']).toBeUndefined();
  });
});

describe("a part's stylesheet is written under the name its loader asks for", () => {
  const files = (css: string[]) => ({
    'entry.js': { type: 'chunk', fileName: 'entry.js', isEntry: true, imports: ['b-x.js'], dynamicImports: ['p-Q1.js'], moduleIds: ['/src/entry.ts'], code: '' },
    'b-x.js': { type: 'chunk', fileName: 'b-x.js', name: 'b', isEntry: false, isDynamicEntry: false, imports: [], dynamicImports: [], moduleIds: ['/src/b.ts'], code: 'run();\n' },
    'p-Q1.js': { type: 'chunk', fileName: 'p-Q1.js', name: 'p', isEntry: false, isDynamicEntry: true, imports: [], dynamicImports: [], moduleIds: ['/src/p.ts', '/src/styles/p.css'], code: '', viteMetadata: { importedCss: new Set(css) } },
    ...Object.fromEntries(css.map((f) => [f, { type: 'asset', fileName: f, source: '.p{}' }])),
  } as Record<string, Record<string, unknown>>);
  const build = (bundle: Record<string, Record<string, unknown>>) => {
    const emitted: Array<{ fileName: string; source: string }> = [];
    classicSplit('b').generateBundle.handler.call({ emitFile: (f: { fileName: string; source: string }) => emitted.push(f), error: (m: string) => { throw new Error(m); } }, {}, bundle);
    return emitted;
  };

  it("Vite's own name for it goes; the part's file name with .css comes", () => {
    const bundle = files(['p-vite9.css']);
    expect(build(bundle)).toEqual([{ type: 'asset', fileName: 'p-Q1.css', source: '.p{}' }]);
    expect(bundle['p-vite9.css']).toBeUndefined();
  });

  it('a part with CSS modules but no emitted sheet fails the build (the loader would ask for a missing file)', () => {
    expect(() => build(files([]))).toThrow('p-Q1.js has stylesheets [], expected p-Q1.css');
  });
});

describe('partClosure: every file a part needs, so that one round trip brings them all', () => {
  const chunk = (fileName: string, imports: string[], more: Partial<{ name: string; isDynamicEntry: boolean; moduleIds: string[] }> = {}) =>
    ({ fileName, imports, name: fileName, isEntry: false, isDynamicEntry: false, moduleIds: [`/src/${fileName}.ts`], ...more });
  const group = chunk('b.js', [], { name: 'b' });

  it("what it needs, what those need, and so on, each once, in one order; never its own file nor the bundle's", () => {
    const chunks = [
      group,
      chunk('shared.js', ['b.js']),
      chunk('changes.js', ['shared.js', 'actions.js']),
      chunk('actions.js', ['shared.js']),
      chunk('bar.js', ['changes.js', 'b.js'], { isDynamicEntry: true }),
      chunk('menu.js', ['bar.js'], { isDynamicEntry: true }),
      chunk('alone.js', ['b.js'], { isDynamicEntry: true }),
    ];
    expect(partClosure('bar.js', chunks, 'b')).toEqual(['actions.js', 'changes.js', 'shared.js']);
    expect(partClosure('menu.js', chunks, 'b')).toEqual(['actions.js', 'bar.js', 'changes.js', 'shared.js']);
    expect(partClosure('alone.js', chunks, 'b')).toEqual([]);
  });

  it("the stylesheets of the part and of the files it needs come with them (a part's styles never cost a second round trip)", () => {
    const css = (file: string) => ({ moduleIds: [`/src/${file}.ts`, '/src/styles/x.css?used'] });
    const chunks = [group, chunk('shared-A1.js', ['b.js'], css('shared')), chunk('menu-B2.js', ['shared-A1.js'], { isDynamicEntry: true, ...css('menu') }), chunk('bar-C3.js', ['shared-A1.js'], { isDynamicEntry: true })];
    expect(partClosure('menu-B2.js', chunks, 'b')).toEqual(['menu-B2.css', 'shared-A1.css', 'shared-A1.js']);
    expect(partClosure('bar-C3.js', chunks, 'b')).toEqual(['shared-A1.css', 'shared-A1.js']);
    expect(partSheet(chunks[3])).toBeNull();
    expect(partSheet({ fileName: 'almanac-calendar-overlays-!~{8}~.js', moduleIds: ['/src/a.ts', '/src/styles/calendar-overlays.css'] })).toBe('almanac-calendar-overlays-!~{8}~.css');
  });

  it('a cycle of parts ends; a file the bundle defines before its code (an interop helper) is not asked for', () => {
    const runtime = chunk('rt.js', [], { moduleIds: ['\0rolldown/runtime.js'] });
    const chunks = [chunk('b.js', ['rt.js'], { name: 'b' }), runtime, chunk('p.js', ['q.js', 'rt.js'], { isDynamicEntry: true }), chunk('q.js', ['p.js'], { isDynamicEntry: true })];
    expect(partClosure('p.js', chunks, 'b')).toEqual(['q.js']);
    expect(partClosure('q.js', chunks, 'b')).toEqual(['p.js']);
  });
});
