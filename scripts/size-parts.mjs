#!/usr/bin/env node
// What each KB of a script bundle is: attributes the minified bytes of dist/<bundle>.js to
// source files through its source map, and groups them by part (Svelte runtime, table,
// calendar, core, dayjs, ...); the bundle's stylesheet is its own part.
//   node scripts/size-parts.mjs                       every bundle (and lazy chunk) in dist/, by part
//   node scripts/size-parts.mjs almanac-table --files every source file of one bundle, largest first
//   node scripts/size-parts.mjs --markdown            the tables as markdown (bench/RESULTS.md)
// Bytes between two mapped segments belong to the earlier one's source (see attribute()).
// "gzip" per part is an estimate: each part's bytes gzipped on their own, scaled so the parts
// add up to the file's real gzip size (gzip works across part boundaries, so no exact split exists).
// Parts under 0.05 KB are left out of the tables (they are in the totals).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const MARKDOWN = args.includes('--markdown');
const FILES = args.includes('--files');
const named = args.filter((a) => !a.startsWith('--')).map((a) => a.replace(/\.js$/, '').replace(/^dist\//, ''));
// Lazy chunks (dist/almanac-chunk-*.js) are listed after the bundles when they exist.
const CHUNKS = existsSync('dist') ? readdirSync('dist').filter((f) => /^almanac-chunk-.*\.js$/.test(f)).map((f) => f.slice(0, -3)).sort() : [];
const BUNDLES = named.length ? named : ['almanac-table', 'almanac-calendar', 'almanac', ...CHUNKS];

/** Part of a source path (as written in the map, relative to dist/). */
export function partOf(source) {
  const s = source.replace(/^(\.\.\/)+/, '');
  if (s.startsWith('node_modules/svelte/') || s.startsWith('node_modules/clsx/') || s.startsWith('node_modules/esm-env/')) return 'Svelte runtime';
  if (s.startsWith('node_modules/dayjs/')) return 'dayjs';
  if (s.startsWith('node_modules/svelte-dnd-action/')) return 'svelte-dnd-action';
  if (s.startsWith('node_modules/')) return `other: ${s.split('/').slice(1, s[13] === '@' ? 3 : 2).join('/')}`;
  if (s.startsWith('src/table/')) return 'table';
  if (s.startsWith('src/template/')) return 'template (data-load-target binder)';
  if (s.startsWith('src/calendar/')) return 'calendar';
  if (s.startsWith('src/core/')) return 'core';
  if (s.startsWith('src/standalone')) return 'entry (globals, joining)';
  if (s.startsWith('src/chunks/')) return 'entry (chunk registration)';
  return `other: ${s}`;
}

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decode one mappings segment (base64 VLQ) into numbers. */
function vlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64[ch];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/**
 * Bytes of `code` per source index: each mapped segment owns the generated columns up to the
 * next segment of its line. Returns { bytes: Map<source|null, number>, text: Map<source|null, string> }.
 */
export function attribute(code, map) {
  const lines = code.split('\n');
  const bytes = new Map();
  const text = new Map();
  const add = (key, chunk) => {
    bytes.set(key, (bytes.get(key) ?? 0) + Buffer.byteLength(chunk));
    text.set(key, (text.get(key) ?? '') + chunk);
  };
  let source = 0;
  let owner = null;
  const mapLines = map.mappings.split(';');
  lines.forEach((line, index) => {
    const withNewline = index < lines.length - 1 ? line + '\n' : line;
    const segments = (mapLines[index] ?? '').split(',').filter(Boolean);
    let col = 0;
    let cursor = 0;
    for (const seg of segments) {
      const fields = vlq(seg);
      col += fields[0];
      if (col > cursor) add(owner, withNewline.slice(cursor, col));
      cursor = Math.max(cursor, col);
      // A segment without a source (and the gap up to the next segment) is attributed to the
      // last source seen: in minified output that is the rest of the same module (Svelte's
      // compiled components leave their templates and closing braces unmapped). Only what
      // comes before any mapped segment (the bundler's interop helpers) stays unmapped.
      if (fields.length >= 4) {
        source += fields[1];
        owner = source;
      }
    }
    add(owner, withNewline.slice(cursor));
  });
  return { bytes, text };
}

const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function measure(bundle) {
  const js = `dist/${bundle}.js`;
  if (!existsSync(js) || !existsSync(`${js}.map`)) throw new Error(`${js} or its .map is missing: run \`npm run build\` first`);
  const code = readFileSync(js, 'utf8');
  const map = JSON.parse(readFileSync(`${js}.map`, 'utf8'));
  const { bytes, text } = attribute(code, map);
  const files = [];
  for (const [index, n] of bytes) {
    const source = index === null ? null : map.sources[index];
    files.push({ source: source ?? '(unmapped: bundler helpers, wrapper)', part: source ? partOf(source) : 'unmapped (bundler helpers, wrapper)', bytes: n, text: text.get(index) });
  }
  const parts = new Map();
  for (const f of files) {
    const p = parts.get(f.part) ?? { part: f.part, bytes: 0, text: '' };
    p.bytes += f.bytes;
    p.text += f.text;
    parts.set(f.part, p);
  }
  const totalGz = gz(code);
  const alone = [...parts.values()].map((p) => ({ ...p, alone: gz(p.text) }));
  const sumAlone = alone.reduce((s, p) => s + p.alone, 0);
  const rows = alone.map((p) => ({ part: p.part, bytes: p.bytes, gzip: (p.alone * totalGz) / sumAlone }));
  const cssFile = `dist/${bundle}.css`;
  if (existsSync(cssFile)) {
    const css = readFileSync(cssFile);
    rows.push({ part: `CSS (${bundle}.css)`, bytes: css.length, gzip: gzipSync(css, { level: 9 }).length, css: true });
  }
  rows.sort((a, b) => b.bytes - a.bytes);
  return { bundle, code, totalGz, rows, files: files.sort((a, b) => b.bytes - a.bytes) };
}

const results = BUNDLES.map(measure);
for (const r of results) {
  const total = r.rows.reduce((s, p) => s + p.bytes, 0);
  const totalGzip = r.rows.reduce((s, p) => s + p.gzip, 0);
  if (MARKDOWN) {
    console.log(`| ${r.bundle}.js${r.rows.some((row) => row.css) ? ' + .css' : ''} | minified | share | gzip (est.) |`);
    console.log('|---|---:|---:|---:|');
    for (const p of r.rows.filter((row) => row.bytes >= 52)) console.log(`| ${p.part} | ${kb(p.bytes)} | ${((100 * p.bytes) / total).toFixed(0)}% | ${kb(p.gzip)} |`);
    console.log(`| **total** | **${kb(total)}** | | **${kb(totalGzip)}** |`);
    console.log();
  } else {
    console.log(`${r.bundle}.js${r.rows.some((row) => row.css) ? ` + ${r.bundle}.css` : ''}: ${kb(total)} minified, ${kb(totalGzip)} gzip (JS and CSS each gzipped on its own)`);
    for (const p of r.rows.filter((row) => row.bytes >= 52)) console.log(`  ${p.part.padEnd(38)} ${kb(p.bytes).padStart(9)} ${`${((100 * p.bytes) / total).toFixed(0)}%`.padStart(4)} ${kb(p.gzip).padStart(9)} gzip`);
    if (FILES) {
      console.log('  by source file (minified bytes):');
      for (const f of r.files) console.log(`    ${String(f.bytes).padStart(7)}  ${f.source.replace(/^(\.\.\/)+/, '')}`);
    }
    console.log();
  }
}
