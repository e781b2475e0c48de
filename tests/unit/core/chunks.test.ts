// Where a lazy chunk is loaded from (core/chunks.ts chunkUrl): pure URL resolution, in Node.
import { describe, expect, it } from 'vitest';
import { chunkUrl } from '../../../src/core/chunks';

const PAGE = 'https://shop.example/orders/list.php?id=4';

describe('chunkUrl', () => {
  it('a chunk sits next to the bundle script it belongs to, whatever the folder', () => {
    expect(chunkUrl('template', 'https://shop.example/dist/almanac-table.js', null, PAGE)).toBe('https://shop.example/dist/almanac-chunk-template.js');
    expect(chunkUrl('formats', 'https://cdn.example/npm/almanac@1.2.0/dist/almanac.js', undefined, PAGE)).toBe('https://cdn.example/npm/almanac@1.2.0/dist/almanac-chunk-formats.js');
    expect(chunkUrl('template', 'https://shop.example/assets/x/almanac-table.js', '', PAGE)).toBe('https://shop.example/assets/x/almanac-chunk-template.js');
  });

  it("the bundle script's query string (a version parameter) is kept on the chunk URL; its hash is not", () => {
    expect(chunkUrl('template', 'https://shop.example/dist/almanac-table.js?v=7#x', null, PAGE)).toBe('https://shop.example/dist/almanac-chunk-template.js?v=7');
  });

  it('data-almanac-base names the folder instead, resolved against the page, with or without a trailing slash', () => {
    const script = 'https://shop.example/dist/almanac-table.js';
    expect(chunkUrl('template', script, '/static/almanac/', PAGE)).toBe('https://shop.example/static/almanac/almanac-chunk-template.js');
    expect(chunkUrl('template', null, '/static/almanac', PAGE)).toBe('https://shop.example/static/almanac/almanac-chunk-template.js');
    expect(chunkUrl('formats', null, 'vendor/almanac/', PAGE)).toBe('https://shop.example/orders/vendor/almanac/almanac-chunk-formats.js');
    expect(chunkUrl('formats', null, 'https://cdn.example/a/', PAGE)).toBe('https://cdn.example/a/almanac-chunk-formats.js');
  });

  it('no script URL and no base: undefined (the loader reports it), never a guess', () => {
    expect(chunkUrl('template', null, null, PAGE)).toBeUndefined();
    expect(chunkUrl('template', undefined, '', PAGE)).toBeUndefined();
    expect(chunkUrl('template', '', undefined, PAGE)).toBeUndefined();
  });
});
