// The chunk loader (core/chunks.ts) in jsdom: one <script> per chunk, what a chunk registers,
// and one load (and one warning) per chunk per page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const importChunk = vi.hoisted(() => vi.fn());
vi.mock('../../../src/core/chunk-source', () => ({ importChunk, dayjsFormats: undefined }));

const { loadChunk, scriptChunk } = await import('../../../src/core/chunks');

type W = { Almanac?: Record<string, unknown> };
const w = window as unknown as W;
const chunkScripts = () => Array.from(document.head.querySelectorAll('script')).filter((s) => s.src.includes('almanac-chunk-'));

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete w.Almanac;
});

describe('scriptChunk (script bundles)', () => {
  it('adds one <script> for the chunk and resolves with the API the chunk registered', async () => {
    document.body.innerHTML = '<div data-almanac-base="/assets/almanac/"></div>';
    const api = { bindTarget: () => {} };
    const loading = scriptChunk('template');
    const [script] = chunkScripts();
    expect(chunkScripts()).toHaveLength(1);
    expect(script.src).toBe(new URL('/assets/almanac/almanac-chunk-template.js', document.baseURI).href);
    // What dist/almanac-chunk-template.js does when it runs (src/chunks/define.ts), then the load event.
    const { defineChunk } = await import('../../../src/chunks/define');
    defineChunk('template', api);
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(api);
  });

  it('a chunk registers under a non-enumerable window.Almanac.chunks: no new global, Object.keys(Almanac) unchanged', async () => {
    w.Almanac = { EventManager: {}, TableManager: {} };
    const before = Object.keys(window).length;
    const { defineChunk } = await import('../../../src/chunks/define');
    defineChunk('formats', { formatPattern: () => '' });
    expect(Object.keys(w.Almanac)).toEqual(['EventManager', 'TableManager']);
    expect((w.Almanac.chunks as Record<string, unknown>).formats).toBeDefined();
    expect(Object.keys(window).length).toBe(before);
  });

  it('a chunk that cannot be loaded (error event) rejects naming its URL', async () => {
    document.body.innerHTML = '<div data-almanac-base="/x/"></div>';
    const loading = scriptChunk('formats');
    chunkScripts()[0].dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/^could not load http:\/\/.+\/x\/almanac-chunk-formats\.js$/);
  });

  it('a file that loads but registers nothing is a failure too', async () => {
    document.body.innerHTML = '<div data-almanac-base="/x/"></div>';
    const loading = scriptChunk('template');
    chunkScripts()[0].dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(/could not load .*almanac-chunk-template\.js/);
  });

  it('without the bundle URL (no currentScript) and without data-almanac-base: no request, a rejection that says what to set', async () => {
    await expect(scriptChunk('template')).rejects.toThrow('could not load almanac-chunk-template.js: set data-almanac-base');
    expect(chunkScripts()).toHaveLength(0);
  });
});

describe('loadChunk', () => {
  let warnings: string[];
  beforeEach(() => {
    warnings = [];
    vi.spyOn(console, 'warn').mockImplementation((m: string) => void warnings.push(m));
  });
  afterEach(() => vi.restoreAllMocks());

  it('one load per chunk per page: concurrent and later requests share it', async () => {
    const api = { bindTarget: () => {} };
    importChunk.mockImplementation((name: string) => (name === 'template' ? Promise.resolve(api) : new Promise(() => {})));
    const first = loadChunk('template');
    const second = loadChunk('template');
    expect(second).toBe(first);
    await expect(first).resolves.toBe(api);
    expect(loadChunk('template')).toBe(first);
    expect(importChunk.mock.calls.filter(([name]) => name === 'template')).toHaveLength(1);
  });

  it('a chunk that cannot be loaded gives one [almanac] warning naming the lost feature, however often it is asked for', async () => {
    importChunk.mockImplementation(() => Promise.reject(new Error('could not load /dist/almanac-chunk-formats.js')));
    const asks = [loadChunk('formats'), loadChunk('formats')];
    await Promise.allSettled(asks);
    await Promise.allSettled([loadChunk('formats')]);
    expect(importChunk.mock.calls.filter(([name]) => name === 'formats')).toHaveLength(1);
    expect(warnings).toEqual([
      "[almanac] could not load /dist/almanac-chunk-formats.js — date patterns and relative dates show the locale's date format; bytes, duration, humanize and truncate show the plain value",
    ]);
  });
});
