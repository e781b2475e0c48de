import { PAGES, partFiles } from '../scripts/size.mjs';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const extra = process.argv.slice(2);
for (const page of PAGES) {
  let files = page.files;
  if (page.parts) files = [...files, ...partFiles(files[0].replace(/\.js$/, ''), [...page.parts, ...extra])];
  const gz = files.reduce((s, f) => s + gzipSync(readFileSync('dist/' + f), { level: 9 }).length, 0);
  console.log(page.kind.padEnd(18), gz, (gz / 1024).toFixed(2), page.parts ? files.slice(2).join(' ') : '');
}
