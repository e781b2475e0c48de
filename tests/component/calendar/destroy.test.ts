// EventCalendar.destroy(calendar) (issue 49 item 1): that calendar only; the element's own children
// (a fallback, a loading note) come back; it can be created again. Not a calendar: one warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventCalendar } from '../../../src/calendar/EventCalendar';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const EVENTS = '[{"id":"a","title":"Launch","start":"2026-11-12"}]';

function setUp() {
  document.body.innerHTML = `<div id="one" data-event-calendar data-date="2026-11-01" data-events='${EVENTS}'><p>Loading…</p></div>`
    + `<div id="two" data-event-calendar data-date="2026-11-01" data-events='${EVENTS}'></div>`;
  const one = EventCalendar.create('#one')!;
  const two = EventCalendar.create('#two')!;
  return { one, two, markup: '<p>Loading…</p>' };
}

describe('EventCalendar.destroy', () => {
  it('gives the element its own children back and leaves the other calendar as it is', () => {
    const { two, markup } = setUp();
    const el = document.getElementById('one')!;
    expect(el.innerHTML).not.toBe(markup);
    EventCalendar.destroy('#one');
    expect(el.innerHTML).toBe(markup);
    expect(el.hasAttribute("class")).toBe(false);
    expect(el.hasAttribute('role')).toBe(false);
    expect(EventCalendar.getInstance(el)).toBeNull();
    expect(two.destroyed).toBe(false);
    expect(document.querySelector('#two .ec-event-bar, #two [data-event-id]')).not.toBeNull();
    EventCalendar.destroy(two);
  });

  it('a calendar destroyed can be created again and shows its events', () => {
    const { two } = setUp();
    EventCalendar.destroy('#one');
    const again = EventCalendar.create('#one')!;
    expect(again.destroyed).toBe(false);
    expect(document.querySelector('#one [data-event-id="a"]')).not.toBeNull();
    expect(document.querySelector('#one p')).toBeNull();
    EventCalendar.destroy(again);
    EventCalendar.destroy(two);
    expect(document.getElementById('one')!.innerHTML).toBe('<p>Loading…</p>');
  });

  it('not a calendar (a selector of none, an element that is not one, a destroyed instance): one warning each, nothing thrown', () => {
    const { one, two } = setUp();
    EventCalendar.destroy(one);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => EventCalendar.destroy('#nothing')).not.toThrow();
    expect(() => EventCalendar.destroy(document.body)).not.toThrow();
    expect(() => EventCalendar.destroy(one)).not.toThrow();
    expect(() => EventCalendar.destroy(null)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0][0])).toMatch(/destroy\(\): no calendar for "#nothing"/);
    EventCalendar.destroy(two);
  });
});
