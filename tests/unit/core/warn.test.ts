import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetWarnings, warn } from '../../../src/core/warn';

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  resetWarnings();
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  resetWarnings();
});

const MESSAGE = 'data-actions is not valid JSON (Unexpected token } at 14) — bulk actions disabled';

describe("warn: '[almanac] table \"id\": …' (design.md \"Bad input\")", () => {
  it('names the widget kind and id, then the message', () => {
    warn('table', 'users', MESSAGE);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(warnSpy).toHaveBeenCalledWith(`[almanac] table "users": ${MESSAGE}`);
  });

  it('calendar warnings name the calendar', () => {
    warn('calendar', 'cal-1', 'data-view "years" is not a view');
    expect(warnSpy).toHaveBeenCalledWith('[almanac] calendar "cal-1": data-view "years" is not a view');
  });

  it('without an id only the prefix is added', () => {
    warn('table', null, 'a table has no data-table identifier');
    expect(warnSpy).toHaveBeenCalledWith('[almanac] a table has no data-table identifier');
  });
});

describe('warn once per distinct message', () => {
  it('the same message for the same widget warns once', () => {
    warn('table', 'users', MESSAGE);
    warn('table', 'users', MESSAGE);
    warn('table', 'users', MESSAGE);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it('a different message, or the same message for another id, warns again', () => {
    warn('table', 'users', MESSAGE);
    warn('table', 'orders', MESSAGE);
    warn('table', 'users', 'data-page-size "x" is not a whole number — no pagination');
    expect(warnSpy).toHaveBeenCalledTimes(3);
    expect(warnSpy.mock.calls.map((c) => c[0])).toEqual([
      `[almanac] table "users": ${MESSAGE}`,
      `[almanac] table "orders": ${MESSAGE}`,
      '[almanac] table "users": data-page-size "x" is not a whole number — no pagination',
    ]);
  });
});

describe('resetWarnings', () => {
  it('forgets shown warnings so they are shown again', () => {
    warn('table', 'users', MESSAGE);
    resetWarnings();
    warn('table', 'users', MESSAGE);
    expect(warnSpy).toHaveBeenCalledTimes(2);
  });
});

describe('warn never throws', () => {
  it('a console.warn that throws does not break the caller', () => {
    warnSpy.mockImplementation(() => { throw new Error('console gone'); });
    expect(() => warn('table', 'users', 'x')).not.toThrow();
  });
});

describe('warn never throws on what it is given (design.md "Bad input")', () => {
  it('a Symbol id still warns; an object whose toString throws does not throw', () => {
    const hostile = { toString() { throw new Error('no'); } };
    expect(() => warn('table', Symbol('id') as unknown as string, 'bad')).not.toThrow();
    expect(warnSpy).toHaveBeenCalledWith('[almanac] table "Symbol(id)": bad');
    expect(() => warn('table', 'x', hostile as unknown as string)).not.toThrow();
  });
});
