// Page ceilings (design.md "Build outputs"; issue "Settled" item 3). Size is deterministic, so unlike
// timings it gates the build: every `npm run build` fails when a page kind passes its ceiling.
//
// A page kind is every JS + CSS file a page of that kind fetches before its first interaction, each file
// gzipped (level 9) on its own, as a server sends it, and summed: its bundle and stylesheet, and the parts
// its features load at start (`parts`: dist/<bundle>-<name>-<tag>.js, with every part file each needs,
// read from the dependency list each part file starts with: scripts/classic-split.mjs). Other parts are
// printed but not counted: a page loads them only when a feature is used.
//
// Each ceiling is below the lightest full-featured peer measured (DataTables 45.8, Tabulator 47.1,
// @event-calendar/core 46.4, FullCalendar 64.5 KB). There are no ratchets: a new capability a page does
// not use at first paint is a lazy part and moves none of these numbers. What each KB is:
// `node scripts/size-parts.mjs` (from the source maps); git keeps the history of how they moved.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zc, gzipSync } from 'node:zlib';

const KB = 1024;
/** The page kinds and their ceilings (bench/run.mjs reads them from here too). */
export const PAGES = [
  { kind: 'table page', files: ['almanac-table.js', 'almanac-table.css'], budget: 45 * KB },
  { kind: 'calendar page', files: ['almanac-calendar.js', 'almanac-calendar.css'], budget: 40 * KB },
  { kind: 'both', files: ['almanac.js', 'almanac.css'], budget: 65 * KB },
  // A table with row actions, bulk actions, a footer, cell controls and editable rows (demo/pages/table-admin.html).
  { kind: 'admin table page', files: ['almanac-table.js', 'almanac-table.css'], parts: ['row-actions', 'BulkBar', 'TableFoot', 'CellControl', 'RowsBar'], budget: 74 * KB },
];

/** The part files a page of `bundle` loads for the parts `names`, with the part files they need and their stylesheets, in dist/. */
export function partFiles(bundle, names, dir = 'dist') {
  const files = readdirSync(dir).filter((f) => f.startsWith(`${bundle}-`) && f.endsWith('.js'));
  const found = new Set();
  const add = (file) => {
    if (found.has(file)) return;
    found.add(file);
    const deps = /\.d\.set\([`"][^`"]+[`"],\[\[([^\]]*)\]/.exec(readFileSync(join(dir, file), 'utf8').slice(0, 2000))?.[1];
    if (deps === undefined) throw new Error(`size: dist/${file} does not start with a part definition`);
    for (const dep of deps.split(',').map((d) => d.replace(/^[`"]|[`"]$/g, ''))) if (files.includes(dep)) add(dep);
  };
  for (const name of names) {
    const file = files.find((f) => new RegExp(`^${bundle}-${name}-[\\w-]{6}\\.js$`).test(f));
    if (!file) throw new Error(`size: no part "${name}" of ${bundle} in dist/`);
    add(file);
  }
  // A part's own stylesheet (scripts/classic-split.mjs partSheet) comes with it.
  const sheets = [...found].map((f) => f.replace(/\.js$/, '.css')).filter((f) => existsSync(join(dir, f)));
  return [...found, ...sheets].sort();
}
/**
 * Gated by what they add over the bundle they wrap: dist/almanac-elements.js is almanac.js and the custom
 * elements (issue 49 item 4: at most 2 KB gzip more; its stylesheet is almanac.css's copy, not counted).
 */
export const OVER = [{ kind: 'custom elements', files: ['almanac-elements.js'], over: ['almanac.js'], budget: 2 * KB }];
// Compared, not gated: a page with both widgets that loads the two single-widget bundles instead of almanac.*.
export const INFO = [{ kind: 'both, as the two separate bundles', files: ['almanac-table.js', 'almanac-table.css', 'almanac-calendar.js', 'almanac-calendar.css'] }];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

function main() {
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  const pad = (s, n) => String(s).padStart(n);

  function walk(dir) {
    return readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return full === join('dist', 'esm') ? [] : walk(full);
      return [full];
    });
  }

  for (const page of PAGES) if (page.parts) page.files = [...page.files, ...partFiles(page.files[0].replace(/\.js$/, ''), page.parts)];
  const counted = new Set([...PAGES, ...OVER].flatMap((p) => p.files));
  for (const file of counted) {
    if (!existsSync(join('dist', file))) {
      console.error(`size: dist/${file} is missing`);
      process.exit(1);
    }
  }
  const sizes = new Map();
  const measure = (file) => {
    if (!sizes.has(file)) {
      const buf = readFileSync(join('dist', file));
      sizes.set(file, {
        raw: buf.length,
        gz: gzipSync(buf, { level: 9 }).length,
        br: brotliCompressSync(buf, { params: { [zc.BROTLI_PARAM_QUALITY]: 11, [zc.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length,
      });
    }
    return sizes.get(file);
  };

  const all = walk('dist').map((f) => relative('dist', f)).sort();
  const scripts = all.filter((f) => /\.(js|css)$/.test(f));
  const lazy = scripts.filter((f) => !counted.has(f));
  const maps = all.filter((f) => f.endsWith('.map'));

  console.log('size: output files (gzip level 9, brotli quality 11, each file on its own)');
  console.log(`  ${'file'.padEnd(34)} ${pad('raw', 9)} ${pad('gzip', 9)} ${pad('brotli', 9)}`);
  for (const f of [...scripts.filter((f) => counted.has(f)), ...lazy]) {
    const s = measure(f);
    console.log(`  ${f.padEnd(34)} ${pad(kb(s.raw), 9)} ${pad(kb(s.gz), 9)} ${pad(kb(s.br), 9)}${lazy.includes(f) ? '  part: not counted in a page' : ''}`);
  }
  for (const f of maps) console.log(`  ${f.padEnd(34)} ${pad(kb(statSync(join('dist', f)).size), 9)} ${pad('—', 9)} ${pad('—', 9)}  source map: not loaded by pages`);

  const sum = (files, key) => files.reduce((s, f) => s + measure(f)[key], 0);
  let failed = false;
  console.log('size: what each page kind loads (JS + CSS, gzip), against its ceiling');
  for (const page of PAGES) {
    const gz = sum(page.files, 'gz');
    const head = `  ${page.kind.padEnd(16)} ${(page.parts ? `${page.files.slice(0, 2).join(' + ')} + ${page.files.length - 2} parts` : page.files.join(' + ')).padEnd(43)} ${pad(kb(sum(page.files, 'raw')), 9)} raw ${pad(kb(gz), 8)} gzip ${pad(kb(sum(page.files, 'br')), 8)} brotli`;
    if (gz <= page.budget) console.log(`${head}  ✅ ceiling ${kb(page.budget)} (${(page.budget - gz).toLocaleString('en')} B left)`);
    else {
      failed = true;
      console.error(`${head}  ❌ past its ceiling of ${kb(page.budget)} by ${(gz - page.budget).toLocaleString('en')} B`);
    }
  }
  for (const add of OVER) {
    const gz = sum(add.files, 'gz') - sum(add.over, 'gz');
    const head = `  ${add.kind}: ${add.files.join(' + ')} adds ${gz.toLocaleString('en')} B gzip over ${add.over.join(' + ')}`;
    if (gz <= add.budget) console.log(`${head}  ✅ ceiling ${kb(add.budget)} (${(add.budget - gz).toLocaleString('en')} B left)`);
    else (failed = true), console.error(`${head}  ❌ past its ceiling of ${kb(add.budget)} by ${(gz - add.budget).toLocaleString('en')} B`);
  }
  for (const info of INFO) {
    console.log(`  ${info.kind}: ${kb(sum(info.files, 'raw'))} raw, ${kb(sum(info.files, 'gz'))} gzip, ${kb(sum(info.files, 'br'))} brotli (not gated; almanac.* is what a page with both should load)`);
  }
  if (failed) {
    console.error('size: ❌ a page kind is past its gate; see `node scripts/size-parts.mjs` for what each KB is');
    process.exit(1);
  }
}
