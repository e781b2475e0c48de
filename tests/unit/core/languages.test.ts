// README "Languages": adding a language is one file, src/lang/{code}.ts, in every build. The source
// lists the folder with Vite's import.meta.glob (lang/files.ts), which the script bundles and the
// tests expand, and the package's ESM has that glob written out per file of dist/esm/lang/
// (scripts/esm-finish.mjs writeLanguages).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageFile, languages } from '../../../src/lang/files';
import { writeLanguages } from '../../../scripts/esm-finish.mjs';

/** The language files in src/lang/, by code, read from the folder itself. */
const folder = readdirSync(new URL('../../../src/lang/', import.meta.url)).filter((f) => /^[a-z]{2,3}\.ts$/.test(f)).map((f) => f.slice(0, -3)).sort();

describe('Languages: every file of src/lang/ is a language of every build, with no list to edit', () => {
  it('the folder holds at least Thai (the check below compares something)', () => {
    expect(folder).toContain('th');
  });

  it('every build knows every file: lang/files `languages` is the folder', () => {
    expect([...languages].sort()).toEqual(folder);
  });

  it('each language imports as its own file: its code is its file name', async () => {
    for (const code of folder) {
      const file = await languageFile(code, 'test');
      expect(file.code, code).toBe(code);
      expect(Object.keys(file.table).length, code).toBeGreaterThan(10);
    }
  });
});

describe('Languages in the package: esm-finish writes the glob out for any bundler (writeLanguages)', () => {
  /** A dist/esm-like tree: lang/files.js as svelte-package leaves it, and lang/ with `files`. */
  function tree(files: string[], source = "export const files = import.meta.glob(['./*.ts', '!./files.ts']);\n"): string {
    const root = mkdtempSync(join(tmpdir(), 'almanac-esm-'));
    mkdirSync(join(root, 'lang'));
    writeFileSync(join(root, 'lang', 'files.js'), source);
    for (const f of files) writeFileSync(join(root, 'lang', f), `export const code = ${JSON.stringify(f.split('.')[0])};\n`);
    return root;
  }

  it('a fixture language (zz) dropped beside Thai is imported, in plain Node, with no glob left', () => {
    const root = tree(['th.js', 'zz.js', 'th.d.ts', 'zz.d.ts']);
    try {
      writeLanguages(root);
      const written = readFileSync(join(root, 'lang', 'files.js'), 'utf8');
      expect(written).not.toContain('import.meta.glob');
      // Plain Node (no Vite): the keys keep Vite's shape, the imports load the files.
      const script = `const m = await import(${JSON.stringify(join(root, 'lang', 'files.js'))});
        const out = {}; for (const [k, load] of Object.entries(m.files)) out[k] = (await load()).code;
        console.log(JSON.stringify(out));`;
      const loaded = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
      expect(loaded).toEqual({ './th.ts': 'th', './zz.ts': 'zz' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a lang/files without the glob fails the build instead of shipping a package that loads no language', () => {
    const root = tree(['th.js'], "export const files = { './th.ts': () => import('./th.js') };\n");
    try {
      expect(() => writeLanguages(root)).toThrow(/no import\.meta\.glob/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
