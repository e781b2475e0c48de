// The build's one tag (scripts/build-tag.mjs): every part file's name ends with it, so it must change
// whenever anything a part could contain changes, and only then.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTag } from '../../../scripts/build-tag.mjs';

const roots: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'almanac-tag-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

describe('buildTag', () => {
  const base = { 'src/a.ts': 'export const a = 1;', 'src/table/b.svelte': '<p>b</p>', 'package-lock.json': '{}', 'vite.config.ts': 'x' };

  it('is six URL-safe characters, the same for the same files', () => {
    expect(buildTag(tree(base))).toMatch(/^[\w-]{6}$/);
    expect(buildTag(tree(base))).toBe(buildTag(tree(base)));
  });

  it('changes with a source file, a new source file, the lock file or the build config', () => {
    const tag = buildTag(tree(base));
    expect(buildTag(tree({ ...base, 'src/table/b.svelte': '<p>c</p>' }))).not.toBe(tag);
    expect(buildTag(tree({ ...base, 'src/c.ts': '' }))).not.toBe(tag);
    expect(buildTag(tree({ ...base, 'package-lock.json': '{"a":1}' }))).not.toBe(tag);
    expect(buildTag(tree({ ...base, 'vite.config.ts': 'y' }))).not.toBe(tag);
  });

  it('does not change with files the build does not read (tests, docs)', () => {
    expect(buildTag(tree({ ...base, 'tests/x.test.ts': 'x', 'docs/a.md': '#' }))).toBe(buildTag(tree(base)));
  });
});
