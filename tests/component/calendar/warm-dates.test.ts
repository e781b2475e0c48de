// The script bundles' EventCalendar.init() on a page with no calendar yet: the page's first date
// format (which loads the browser's locale data) is made in idle time, so a calendar made later
// does not pay for it in its first draw.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function freshInit(markup: string) {
  vi.resetModules();
  document.body.innerHTML = markup;
  const idle: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  const Real = Intl.DateTimeFormat;
  const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Real>) {
    return new Real(...args);
  } as never);
  const { EventCalendar } = await import('../../../src/calendar/EventCalendar');
  EventCalendar.init({ locale: 'de-DE' });
  return { idle, made, EventCalendar };
}

const LONG_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

describe('date formats warmed in idle time (script bundles)', () => {
  it('no calendar on the page: no date is formatted by init(), the calendars\' locale and long date are once idle', async () => {
    const { idle, made } = await freshInit('<p>no calendar yet</p>');
    expect(made).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith('de-DE', LONG_DATE);
  });

  it('a calendar made after it finds its long-date format made', async () => {
    const { idle, made, EventCalendar } = await freshInit('<div id="later"></div>');
    idle[0]();
    made.mockClear();
    const calendar = EventCalendar.create('#later', { defaultView: 'day', date: '2026-03-04' } as never);
    expect(calendar!.element.querySelector('.ec-current-period')?.textContent).toBe('Mittwoch, 4. März 2026');
    expect(made.mock.calls.filter(([, options]) => JSON.stringify(options) === JSON.stringify(LONG_DATE))).toEqual([]);
    EventCalendar.destroy(calendar!);
  });
});
