// Event text colours in the script bundles (calendar/model/text-color.ts): the contrast maths is a
// lazy part there (its import() is held or failed here through the module mock). Palette colours take white at once; another colour
// has '' until the chunk arrives, and meanwhile the views draw no event (store.drawn): each is drawn once, in its final colours
// (design.md "Build outputs"). A chunk that cannot be loaded costs only that: one warning, the events drawn with '' (the stylesheet's).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const importChunk = vi.hoisted(() => vi.fn());
const contrastModule = await vi.importActual<typeof import('../../../src/calendar/model/contrast')>('../../../src/calendar/model/contrast');

const EVENTS = [
  { id: 'palette', title: 'P', start: '2026-11-05' },
  { id: 'amber', title: 'A', start: '2026-11-06', color: '#f59e0b' },
  { id: 'named', title: 'N', start: '2026-11-07', color: 'rebeccapurple' },
];

async function makeStore() {
  const { CalendarStore } = await import('../../../src/calendar/store.svelte');
  const { calendarOptions } = await import('../../../src/calendar/model/options');
  const { defaultsOf } = await import('../../../src/core/attrs');
  const options = { ...defaultsOf(calendarOptions), date: '2026-11-01' } as never;
  return new CalendarStore(options, EVENTS, { emit() {}, warn() {}, instance: () => null });
}
const textOf = (store: { events: Array<{ id: string; textColor: string }> }) => Object.fromEntries(store.events.map((e) => [e.id, e.textColor]));
const drawnOf = (store: { drawn: Array<{ id: string; textColor: string }> }) => Object.fromEntries(store.drawn.map((e) => [e.id, e.textColor]));

let warnings: string[];
beforeEach(() => {
  vi.resetModules();
  importChunk.mockReset();
  // Each test's import() of the contrast part reaches its own answer (doMock: resetModules keeps mocks).
  vi.doMock('../../../src/calendar/model/contrast', () => importChunk('contrast'));
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((m: string) => void warnings.push(m));
});
afterEach(() => vi.restoreAllMocks());

describe('the contrast part', () => {
  it('palette colours take white without it; another colour waits for it with no event drawn meanwhile, then all are drawn in their colours (one request)', async () => {
    let arrive!: (api: unknown) => void;
    importChunk.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const store = await makeStore();
    expect(textOf(store)).toEqual({ palette: '#fff', amber: '', named: '' });
    expect(store.drawn).toEqual([]); // none drawn while a colour waits
    store.addEvent({ id: 'amber2', start: '2026-11-08', color: '#f59e0b' });
    expect(store.drawn).toEqual([]);
    await vi.waitFor(() => expect(importChunk.mock.calls).toEqual([['contrast']]));
    arrive(contrastModule);
    await vi.waitFor(() => expect(textOf(store).amber).not.toBe(''));
    expect(textOf(store)).toEqual({ palette: '#fff', amber: contrastModule.textColorFor('#f59e0b'), named: '', amber2: contrastModule.textColorFor('#f59e0b') });
    expect(drawnOf(store)).toEqual(textOf(store)); // then all at once, in their colours
    expect(importChunk).toHaveBeenCalledTimes(1);
    expect(warnings).toEqual([]);
  });

  it('a calendar whose colours are all the palette\'s never asks for it', async () => {
    const { CalendarStore } = await import('../../../src/calendar/store.svelte');
    const { calendarOptions } = await import('../../../src/calendar/model/options');
    const { defaultsOf } = await import('../../../src/core/attrs');
    const store = new CalendarStore(defaultsOf(calendarOptions) as never, [{ start: '2026-11-05' }, { start: '2026-11-06', color: '#b91c1c' }], { emit() {}, warn() {}, instance: () => null });
    expect(store.events.map((e) => e.textColor)).toEqual(['#fff', '#fff']);
    expect(store.drawn).toBe(store.events); // drawn at once
    expect(importChunk).not.toHaveBeenCalled();
  });

  it('a palette colour outside the default palette asks for it when the calendar starts, before any event needs it', async () => {
    importChunk.mockImplementation(() => new Promise(() => {}));
    const { CalendarStore } = await import('../../../src/calendar/store.svelte');
    const { calendarOptions } = await import('../../../src/calendar/model/options');
    const { defaultsOf } = await import('../../../src/core/attrs');
    const store = new CalendarStore({ ...defaultsOf(calendarOptions), eventColors: ['#fde68a', '#1d4ed8'] } as never, [], { emit() {}, warn() {}, instance: () => null });
    await vi.waitFor(() => expect(importChunk.mock.calls).toEqual([['contrast']]));
    expect(store.drawn).toEqual([]);
  });

  it('a part that cannot be loaded: one warning naming what is lost; the events keep the stylesheet colour', async () => {
    importChunk.mockImplementation(() => Promise.reject(new Error('could not load /dist/almanac-calendar-contrast-AbCd1234.js')));
    const store = await makeStore();
    store.setEvents([...EVENTS, { id: 'teal', start: '2026-11-09', color: '#5eead4' }]);
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    // (vitest words a failed mock factory its own way; in the browser: tests/e2e/chunks.e2e.ts)
    expect(warnings[0]).toMatch(/^\[almanac\] .+ — event text on colours outside the palette keeps the stylesheet's colour$/s);
    expect(textOf(store)).toEqual({ palette: '#fff', amber: '', named: '', teal: '' });
    await vi.waitFor(() => expect(drawnOf(store)).toEqual(textOf(store))); // drawn all the same
    expect(importChunk).toHaveBeenCalledTimes(1);
  });
});
