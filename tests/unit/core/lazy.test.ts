// A lazy part (core/lazy.ts): the page's one warning when it cannot be loaded, naming what stops working.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy } from '../../../src/core/lazy';
import { resetWarnings } from '../../../src/core/warn';

let warnings: string[];
beforeEach(() => {
  resetWarnings();
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((m: string) => void warnings.push(m));
});
afterEach(() => vi.restoreAllMocks());

describe('lazy', () => {
  it('resolves with the part', async () => {
    const part = { attachFooter: () => {} };
    await expect(lazy(() => Promise.resolve(part), 'footer aggregates are not shown')).resolves.toBe(part);
    expect(warnings).toEqual([]);
  });

  it('a part that cannot be loaded gives one [almanac] warning naming the lost feature, however often it is asked for', async () => {
    const fail = () => Promise.reject(new Error('could not load /dist/almanac-table-footer-AbCd1234.js'));
    await Promise.allSettled([lazy(fail, 'footer aggregates are not shown'), lazy(fail, 'footer aggregates are not shown')]);
    await expect(lazy(fail, 'footer aggregates are not shown')).rejects.toThrow('could not load');
    expect(warnings).toEqual(['[almanac] could not load /dist/almanac-table-footer-AbCd1234.js — footer aggregates are not shown']);
  });
});
