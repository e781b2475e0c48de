import { say, type Params } from '../../../src/core/i18n';
// Server-side export (issue 11 item 5): rows fetched page by page for the current query, the
// row cap, cancel and destroy. fetch is replaced by a fake server; the store is a plain stand-in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, fetchServerRows } from '../../../src/table/dom/export-server';
import { resetWarnings } from '../../../src/core/warn';
import type { ExportRun, TableStore } from '../../../src/table/store.svelte';

const store = (dataPath: string | null = null, status = progress()) => ({
  ...status.actions,
  id: 'big',
  gone: new AbortController(),
  config: { source: '/api/big?tenant=7', dataPath, locale: 'en-US' },
  t: (_key: string, params: Params, en: string) => say('en', en, params),
  query: { sort: [{ field: 'name', dir: 'desc' }], search: 'x', filters: { status: 'active' }, page: 4, pageSize: 10 },
  view: { ordered: [] },
}) as unknown as TableStore;

/** A fake server of `total` rows that pages by `cap` rows (at most); every request URL is kept. */
function fakeServer(total: number, cap = EXPORT_PAGE_SIZE, shape = (body: object) => body) {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost/');
    urls.push(url);
    init.signal?.throwIfAborted();
    const pageSize = Math.min(Number(url.searchParams.get('pageSize')), cap);
    const page = Number(url.searchParams.get('page'));
    const start = (page - 1) * pageSize;
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({ id: start + i + 1 }));
    const body = shape({ data, meta: { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) } });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return urls;
}

/** The store's export status actions, recorded. */
function progress() {
  const seen: string[] = [];
  let cancel = () => {};
  const actions = {
    setExport(run: ExportRun | null) {
      if (!run) seen.push('closed');
      else if (run.total === undefined) cancel = run.cancel;
      else seen.push(`${run.received}/${run.total}`);
    },
  };
  return { seen, actions, cancel: () => cancel() };
}

beforeEach(() => resetWarnings());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('paging through the server', () => {
  it('asks for pages of 500 with the table\'s filters, search and sort (its own load URL), until the last page', async () => {
    const urls = fakeServer(1234);
    const p = progress();
    const rows = await fetchServerRows(store(null, p));
    expect(rows?.map((r) => r.id)).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
    expect(urls.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
    for (const u of urls) {
      expect(u.pathname).toBe('/api/big');
      expect(Object.fromEntries(u.searchParams)).toMatchObject({ tenant: '7', pageSize: '500', status: 'active', search: 'x', sort: 'name desc' });
    }
    expect(p.seen).toEqual(['500/1234', '1000/1234', '1234/1234', 'closed']);
  });

  it('follows a server that caps the page size', async () => {
    const urls = fakeServer(250, 100);
    expect((await fetchServerRows(store()))?.length).toBe(250);
    expect(urls.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('reads rows at the table\'s data-attr path', async () => {
    fakeServer(3, 500, (body) => ({ result: body }));
    expect((await fetchServerRows(store('result.data')))?.length).toBe(3);
  });

  it('stops at an empty page even when the server claims more pages', async () => {
    const urls = fakeServer(0, 500, (body) => ({ ...body, meta: { page: 1, pageSize: 500, total: 9000, totalPages: 18 } }));
    expect(await fetchServerRows(store())).toEqual([]);
    expect(urls).toHaveLength(1);
  });

  it('an answer without a rows array fails the export', async () => {
    fakeServer(10, 500, () => ({ nothing: true }));
    await expect(fetchServerRows(store())).rejects.toThrow(/holds no rows array/);
  });
});

describe('the row cap', () => {
  it(`stops at ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows with one warning and a notice`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const urls = fakeServer(250_000);
    const rows = await fetchServerRows(store());
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(urls).toHaveLength(EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE);
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['[almanac] table "big": exportData: the server has 250,000 rows — the file holds the first 100,000']);
    expect(document.querySelector('.alm-toast')?.textContent).toBe('The export holds the first 100,000 of 250,000 rows.');
  });
});

describe('cancel and destroy', () => {
  it('Cancel aborts the request in flight and resolves null', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => {
      started();
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const p = progress();
    const result = fetchServerRows(store(null, p));
    await inFlight;
    p.cancel();
    expect(await result).toBeNull();
    expect(p.seen).toEqual(['closed']);
  });

  it('the table disposed on the way (destroyed, or its DataTable unmounted) aborts its export and resolves undefined; another table\'s export goes on', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => {
      signals.push(init.signal!);
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const [gone, other] = [store(), store()];
    const result = fetchServerRows(gone);
    void fetchServerRows(other);
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    gone.gone.abort();
    expect(await result).toBeUndefined();
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    other.gone.abort();
  });

  it('a table disposed before the export starts asks for nothing', async () => {
    const urls = fakeServer(10);
    const table = store();
    table.gone.abort();
    expect(await fetchServerRows(table)).toBeUndefined();
    expect(urls).toEqual([]);
  });
});
