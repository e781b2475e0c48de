// How a script bundle splits (design.md "Lazy parts"): one bundler run per bundle, in the bundler's
// own code splitting, written out as classic scripts.
//
// - Every module the entry reaches by static imports is one chunk (a code-splitting group on
//   rolldown's `$initial` tag); that chunk becomes the bundle itself, dist/<bundle>.js, a classic
//   script that a page includes in <head> and whose globals exist as soon as it has run.
// - Every dynamic import() of the source is a part: a chunk of its own, dist/<bundle>-<name>-<tag>.js
//   (the build's one tag, scripts/build-tag.mjs),
//   loaded on first use, with the files of the modules it shares with other parts (a few shared
//   groups, vite.config.ts SHARED; else one chunk per set of parts that share). The bundler's own
//   runtime helpers (namespace objects, CommonJS interop) are never a file of their own: they are
//   defined in the shared file every chunk needing them needs, else in the bundle (runtimeHosts).
// - Chunks are written in CommonJS form (imports are reads of another chunk's `exports` object,
//   so bindings stay live), each wrapped as a definition in one page-wide table
//   (globalThis[Symbol.for('almanac.parts')]): `[dependencies, function (require, exports, module) {...}]`.
//   The bundle runs the small loader below: a dynamic import is `require.l(name, files)`, `files` being
//   every file the part needs (written in by the build: partClosure), so that the part's file and all
//   of those are requested at once, one round trip (design.md "Build outputs"), each with a <script>
//   element (the page's nonce, the bundle's query string, the folder of the bundle or
//   data-almanac-base); then it runs them once. A module runs once per page, whichever part asked for
//   it: one event bus, one CSRF setting, one warning set.
// Pure string work on the bundler's output; tested in tests/unit/scripts/classic-split.test.ts.
import MagicString from 'magic-string';

/** The page-wide table of definitions (d), run modules (e) and file loads (f). */
const KEY = 'almanac.parts';

/**
 * The loader, run by the bundle before its own code (written into the bundle as source text):
 * `own` is the bundle's <script> (document.currentScript while it runs).
 */
/* eslint-disable */
export function loader(own, table, prefix = '', tag = '') {
  // (Arrow functions: bytes every page loads.)
  const S = table;
  const strip = (n) => n.replace(/^\.\//, '');
  // A part's name as the build writes it into a load (shortName): without the bundle's prefix and the build's
  // tag, a script without `.js`; a full name (`.js`) is left as it is.
  const full = (n) => prefix + strip(n).replace(/(\.css)?$/, (x) => (/\.js$/.test(n) ? x : tag + (x || '.js')));
  const url = (n) => {
    const base = document.querySelector('[data-almanac-base]')?.getAttribute('data-almanac-base');
    try {
      const u = new URL(n, base ? new URL(base.replace(/\/?$/, '/'), document.baseURI) : own.src);
      if (!base) u.search = new URL(own.src).search;
      return u.href;
    } catch {
      return '';
    }
  };
  // Run module n (its dependencies are defined): once per page, CommonJS-style (a cycle sees the exports so far).
  const req = (n) => {
    n = strip(n);
    let m = S.e.get(n);
    if (m) return m.exports;
    S.e.set(n, (m = { exports: {} }));
    S.d.get(n)[1](req, m.exports, m);
    return m.exports;
  };
  // The file of n, once per page (a failure too: no retries).
  const file = (n) => {
    let p = S.f.get(n);
    if (!p) {
      S.f.set(n, (p = new Promise((ok, no) => {
        const href = url(n);
        const done = () => (S.d.has(n) ? ok() : no(new Error('could not load ' + (href || n + ': set data-almanac-base'))));
        // A part's stylesheet: a <link> (style-src 'self' allows it); loaded or not, the part runs (unstyled at worst).
        const css = n.endsWith('.css');
        if (!css && (S.d.has(n) || !href)) return done();
        const s = document.createElement(css ? 'link' : 'script');
        s.onload = s.onerror = css ? ok : done;
        if (own?.nonce) s.nonce = own.nonce;
        if (css) (s.rel = 'stylesheet'), (s.href = href);
        else s.src = href;
        document.head.append(s);
      })));
    }
    return p;
  };
  // The bundle itself: run now. The same bundle included again runs again, unregistered (its
  // install() warns and leaves the first in charge), so parts keep the first's modules.
  req.r = (n) => {
    if (!S.e.has(n)) return req(n);
    const m = { exports: {} };
    S.d.get(n)[1](req, m.exports, m);
  };
  // A chunk's live exports, one getter each (`getters`: name -> () => binding): written once here, not in every file.
  req.x = (exports, getters) => Object.keys(getters).forEach((k) => Object.defineProperty(exports, k, { enumerable: true, get: getters[k] }));
  // A dynamic import: a part that has run answers at once (the next microtask, as a loaded chunk did);
  // else its file and `needs`, every file it needs (the build wrote them in), requested together.
  req.l = (n, needs = []) => {
    n = full(n);
    const m = S.e.get(n);
    return m ? Promise.resolve(m.exports) : Promise.all([n, ...needs.map(full)].map(file)).then(() => req(n));
  };
  return req;
}
/* eslint-enable */

const TABLE = `(globalThis[Symbol.for(${JSON.stringify(KEY)})]??={d:new Map,e:new Map,f:new Map})`;
/** The table as a part reaches it: only a bundle's loader runs a part, so the table is there (not so for a chunk written before the bundle's code: `makesTable`). */
const MADE_TABLE = `globalThis[Symbol.for(${JSON.stringify(KEY)})]`;

/** Rolldown's CommonJS rendering of a dynamic import of another chunk. */
const DYNAMIC = /Promise\.resolve\(\)\.then\(\(\) => require\((["'])(\.\/[^"']+)\1\)\)/g;

/** Rolldown's CommonJS rendering of one export (a getter, so the binding stays live). */
const EXPORT = /Object\.defineProperty\(exports, "([\w$]+)", \{\s*enumerable: true,\s*get: function ?\(\) \{\s*return ([\w$]+);\s*\}\s*\}\);/g;

/**
 * Chunk `name` (its static dependencies `deps`) as classic script text: each dynamic import a load
 * by the bundle's loader, with every file the part needs (`needs`: a part's file name -> those files,
 * partClosure), the whole a definition in the page-wide table; the bundle's own chunk (`entry`) also
 * brings the loader and runs at once. `makesTable`: the chunk runs before the bundle has made the
 * page-wide table, so it makes it (the bundle, and chunks written before it: beforeBundle).
 * Edits `code`, a MagicString.
 * @param {(file: string) => string[]} [needs]
 */
export function wrapChunk(code, name, deps, entry, makesTable = entry, needs = () => [], prefix = '', tag = '') {
  const short = (file) => shortName(file, prefix, tag);
  for (const m of code.original.matchAll(DYNAMIC)) {
    const files = needs(m[2].replace(/^\.\//, ''));
    // (Sorted as written: the bundler's preliminary names sort differently from build to build, and the list's
    // order moved the page's gzip size by a few bytes with no change of code.)
    code.overwrite(m.index, m.index + m[0].length, `require.l(${JSON.stringify(short(m[2]))}${files.length ? `,${JSON.stringify(files.map(short).sort())}` : ''})`);
  }
  // Live exports, one getter each: one table of them, made into getters by the loader (require.x;
  // bytes every page loads). A getter's arrow function sees the chunk's own bindings.
  const getters = [];
  for (const m of code.original.matchAll(EXPORT)) {
    getters.push(`${JSON.stringify(m[1])}: () => ${m[2]}`);
    code.remove(m.index, m.index + m[0].length);
  }
  if (getters.length) code.append(`\nrequire.x(exports, { ${getters.join(', ')} });`);
  const definition = `${makesTable ? TABLE : MADE_TABLE}.d.set(${JSON.stringify(name)},[${JSON.stringify(deps)},function(require,exports,module){\n`;
  if (entry) {
    code.prepend(`(function(){${definition}`);
    code.append(`\n}]);(${loader.toString()})(document.currentScript,${TABLE}${prefix ? `,${JSON.stringify(prefix)}${tag ? `,${JSON.stringify(tag)}` : ''}` : ''}).r(${JSON.stringify(name)});})();`);
  } else {
    code.prepend(definition);
    code.append('\n}]);');
  }
  return code;
}

/**
 * A file's name as a load writes it (the loader's `full` gives it back): without `./`, the bundle's
 * `prefix` (every part file of a bundle starts with it) and the build's `tag` (every part file ends with
 * it: scripts/build-tag.mjs), and without `.js` for a script; bytes every page loads, once per part a
 * bundle can ask for. Without a prefix: the name as it is.
 */
export function shortName(file, prefix, tag = '') {
  const name = file.replace(/^\.\//, '');
  if (!prefix) return name;
  if (!name.startsWith(prefix)) throw new Error(`classic split: part file ${name} does not start with ${prefix}`);
  const end = `${tag}.js`;
  const sheet = `${tag}.css`;
  const rest = name.slice(prefix.length);
  if (rest.endsWith(end)) return rest.slice(0, -end.length);
  if (rest.endsWith(sheet)) return `${rest.slice(0, -sheet.length)}.css`;
  throw new Error(`classic split: part file ${name} does not end with ${end} or ${sheet}`);
}

/**
 * The Vite plugin: `bundle` names the output (dist/<bundle>.js). The entry's static graph is the
 * `bundle` group (vite.config.ts), which becomes the bundle; every other chunk is a part.
 */
export function classicSplit(bundle, tag = '') {
  return {
    name: 'almanac-classic-split',
    renderChunk(source, chunk, _options, meta) {
      if (chunk.isEntry) return null; // the facade: replaced by the group below
      // (File names here are the bundler's preliminary ones, hashes to come, in every chunk alike.)
      const chunks = Object.values(meta.chunks);
      const deps = partDeps(chunk, chunks, bundle);
      const early = beforeBundle(chunks, bundle).includes(chunk.fileName);
      const code = wrapChunk(new MagicString(source), chunk.fileName, deps, chunk.name === bundle, chunk.name === bundle || early, (part) => partClosure(part, chunks, bundle), `${bundle}-`, tag);
      if (/Promise\.resolve\(\)\.then\(\(\) => require\(/.test(code.toString())) this.error(`${chunk.fileName}: a dynamic import the classic split cannot load`);
      return { code: code.toString(), map: code.generateMap({ hires: true }) };
    },
    // After Vite has collected the chunks' CSS into dist/<bundle>.css (it follows the facade's imports).
    generateBundle: { order: 'post', handler(_options, files) {
      const chunks = Object.values(files).filter((f) => f.type === 'chunk');
      const facades = chunks.filter((c) => c.isEntry);
      const group = chunks.find((c) => !c.isEntry && c.name === bundle);
      if (facades.length !== 1 || !group) this.error(`classic split: expected one entry and a "${bundle}" group, got ${chunks.map((c) => c.fileName).join(', ')}`);
      const [facade] = facades;
      const unmapped = (code) => code.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
      // Chunks the bundle's own code needs at once (the bundler's interop helpers, when a CommonJS
      // module such as dayjs is among them) are defined in the bundle file, before it.
      const inlined = beforeBundle(chunks, bundle).map((fileName) => files[fileName]);
      for (const [fileName, host] of runtimeHosts(chunks, bundle)) {
        if (!files[fileName] || host === group.fileName) continue;
        if (files[host]?.type === 'chunk') {
          // Written after the host's own definition (its source map's lines stay as they are).
          const hostChunk = files[host];
          hostChunk.code = hostChunk.code.replace(/(\/\/# sourceMappingURL=\S+\s*)?$/, (url = '') => `${unmapped(files[fileName].code).trim()}\n${url}`);
          delete files[fileName];
          delete files[`${fileName}.map`];
        }
      }
      const strays = chunks.filter((c) => c.imports.includes(facade.fileName) || c.dynamicImports.includes(facade.fileName));
      if (strays.length) this.error(`classic split: ${strays.map((c) => c.fileName).join(', ')} import the entry facade`);
      // The group's code and source map, under the bundle's name. The bundle runs at load to enhance the
      // page, so V8 is told to compile all its functions then, while the file streams in off the main
      // thread (explicit compile hints), instead of one by one on the main thread in the first render.
      const before = `//# allFunctionsCalledOnLoad\n${inlined.map((c) => `${unmapped(c.code).trim()}\n`).join('')}`;
      facade.code = `${before}${unmapped(group.code)}//# sourceMappingURL=${facade.fileName}.map\n`;
      const map = files[`${group.fileName}.map`];
      if (map?.type === 'asset') {
        const json = JSON.parse(String(map.source));
        json.mappings = ';'.repeat(before.split('\n').length - 1) + json.mappings; // the inlined lines come first
        this.emitFile({ type: 'asset', fileName: `${facade.fileName}.map`, source: JSON.stringify(json) });
      }
      for (const chunk of [group, ...inlined]) {
        delete files[chunk.fileName];
        delete files[`${chunk.fileName}.map`];
      }
      renameSheets.call(this, files, chunks.filter((c) => c !== group && c !== facade));
    } },
  };
}

/**
 * Each part's stylesheet under the name its loaders ask for (partSheet): Vite emitted it under a name
 * of its own (chunk.viteMetadata.importedCss). A part whose CSS Vite did not emit, or emitted more
 * than once, fails the build: the loader would ask for a file that is not there.
 * @this {{ error(message: string): never, emitFile(file: object): string }}
 */
function renameSheets(files, parts) {
  for (const chunk of parts) {
    const want = partSheet(chunk);
    const emitted = [...(chunk.viteMetadata?.importedCss ?? [])];
    if (!want && !emitted.length) continue;
    if (!want || emitted.length !== 1 || !files[emitted[0]]) this.error(`classic split: ${chunk.fileName} has stylesheets ${JSON.stringify(emitted)}, expected ${want ?? 'none'}`);
    if (emitted[0] === want) continue; // (named as the loader asks already: the build's tag in both names)
    const { source } = files[emitted[0]];
    delete files[emitted[0]];
    this.emitFile({ type: 'asset', fileName: want, source });
  }
}

/**
 * The files `chunk` needs loaded before it runs, as its definition lists them: what it imports, a
 * runtime helper as the file that hosts it (runtimeHosts), never itself, and never the bundle's own
 * chunk: the bundle defines that before any part can be asked for, so naming it in every part file
 * would be bytes for nothing.
 */
export function partDeps(chunk, chunks, bundle) {
  const hosted = runtimeHosts(chunks, bundle);
  const own = chunks.find((c) => !c.isEntry && c.name === bundle)?.fileName;
  return [...new Set(chunk.imports.map((f) => hosted.get(f) ?? f))].filter((f) => f !== chunk.fileName && f !== own);
}

/**
 * Every file part `fileName` needs loaded before it runs, its own file left out: its dependencies
 * (partDeps), theirs, and so on, but none the bundle's file defines (beforeBundle). The loader
 * requests them all with the part's file, at once (one round trip instead of one per level).
 */
export function partClosure(fileName, chunks, bundle) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const defined = beforeBundle(chunks, bundle);
  const out = [];
  const visit = (name) => {
    const chunk = byName.get(name);
    for (const dep of chunk ? partDeps(chunk, chunks, bundle) : []) {
      if (dep === fileName || out.includes(dep) || defined.includes(dep)) continue;
      out.push(dep);
      visit(dep);
    }
  };
  visit(fileName);
  // The stylesheets of the part and of those files (partSheet), requested with them.
  const sheets = [fileName, ...out].map((name) => byName.get(name)).filter((c) => c && partSheet(c)).map((c) => partSheet(c));
  return [...out, ...sheets].sort(); // (in one order everywhere: the lists repeat, and compress)
}

/** A style module (Vite's CSS modules keep their query: `x.css?used`). */
const STYLE = /\.css($|\?)/;

/**
 * The stylesheet of part chunk `chunk`, when a module of it imports CSS (a part's own styles: the
 * bundle's stylesheet is for what every page draws): the chunk's file name with `.css`, the
 * build's tag included, so that the name the loader asks for is the one generateBundle gives the
 * file (Vite emits it with a name of its own: renamed there). Null when it has none.
 * @param {{ fileName: string, moduleIds: string[] }} chunk
 */
export function partSheet(chunk) {
  return chunk.moduleIds.some((id) => STYLE.test(id)) ? chunk.fileName.replace(/\.js$/, '.css') : null;
}

/**
 * The chunks written into the bundle's file before its own code (generateBundle), in order: those the
 * bundle's chunk imports (the bundler's interop helpers, when a CommonJS module is among them) with what
 * they import, and the runtime helpers the bundle hosts (runtimeHosts). `chunks`: the bundler's chunks;
 * returns their file names.
 */
export function beforeBundle(chunks, bundle) {
  const group = chunks.find((c) => !c.isEntry && c.name === bundle);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const out = [];
  const inline = (fileName) => {
    const chunk = byName.get(fileName);
    if (!chunk || out.includes(fileName)) return;
    chunk.imports.forEach(inline);
    out.push(fileName);
  };
  if (!group) return out;
  group.imports.forEach(inline);
  for (const [fileName, host] of runtimeHosts(chunks, bundle)) if (host === group.fileName) inline(fileName);
  return out;
}

/**
 * Where the bundler's runtime helpers (a chunk of no source module: namespace objects, CommonJS
 * interop) are written, when the bundle does not need them at once: into the shared file that
 * every chunk needing them needs too (the one fewest chunks need), else into the bundle file (defined there, run when first
 * required). Never a file of their own. `chunks`: the bundler's chunks; returns file → host file.
 */
export function runtimeHosts(chunks, bundle) {
  const hosts = new Map();
  const group = chunks.find((c) => !c.isEntry && c.name === bundle);
  for (const runtime of chunks.filter((c) => c.moduleIds.length && c.moduleIds.every((id) => id.startsWith('\0rolldown/')))) {
    const users = chunks.filter((c) => c.imports.includes(runtime.fileName));
    if (!group || users.includes(group)) continue; // the bundle imports it: inlined with its imports
    const shared = chunks.filter((c) => !c.isEntry && !c.isDynamicEntry && c !== runtime && c !== group && users.every((u) => u.imports.includes(c.fileName)));
    // Of those, the one the fewest chunks need (the fewest pages load it).
    const needing = (c) => chunks.filter((u) => u.imports.includes(c.fileName)).length;
    shared.sort((a, b) => needing(a) - needing(b));
    hosts.set(runtime.fileName, shared[0]?.fileName ?? group.fileName);
  }
  return hosts;
}
