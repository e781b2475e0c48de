// Server totals reach the footer: meta.aggregates survives normalisation (issue "TableManager III" 6).
import { describe, expect, it } from 'vitest';
import { normalizePayload } from '../../../../src/table/model/protocol';

describe('normalizePayload keeps meta.aggregates for the footer', () => {
  it('an aggregates object is kept as sent', () => {
    const aggregates = { amount: { sum: 10.5, count: 2 } };
    const p = normalizePayload({ data: [{ id: 1 }], meta: { page: 1, pageSize: 1, total: 2, aggregates } })!;
    expect(p.meta?.aggregates).toBe(aggregates);
  });

  it('anything else is dropped, and meta without aggregates has no such key', () => {
    for (const aggregates of [null, 'x', [1], 3]) {
      const p = normalizePayload({ data: [], meta: { total: 0, aggregates } })!;
      expect(p.meta && 'aggregates' in p.meta).toBe(false);
    }
    expect(Object.keys(normalizePayload({ data: [], meta: { total: 0 } })!.meta!)).toEqual(['page', 'pageSize', 'total', 'totalPages']);
  });
});
