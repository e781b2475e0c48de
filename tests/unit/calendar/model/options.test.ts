import { describe, expect, it } from 'vitest';
import { defaultsOf, type OptionSpec } from '../../../../src/core/attrs';
import { keyAction } from '../../../../src/calendar/model/keys';
import { calendarOptions, checkOptions, KNOWN_ATTRIBUTES, narrowView, settleOptions, type CalendarOptions } from '../../../../src/calendar/model/options';
import type { View } from '../../../../src/calendar/model/ranges';
import { clickData, extractEvents, fillUrlTemplate, withQuery } from '../../../../src/calendar/model/remote';
import { normalizeEvent, DEFAULT_COLORS } from '../../../../src/calendar/model/normalize';

const parse = (name: keyof typeof calendarOptions, raw: string) => {
  const problems: string[] = [];
  const value = (calendarOptions[name] as OptionSpec<unknown>).parse(raw, (p) => problems.push(p));
  return { value, problems };
};

describe('Calendar configuration: every option, its attribute and default', () => {
  it('the table matches the spec', () => {
    const rows = Object.fromEntries(Object.entries(calendarOptions).map(([k, s]) => [k, [s.attr, s.default]]));
    expect(rows).toEqual({
      defaultView: ['data-view', 'month'],
      views: ['data-views', ['month', 'week', 'day']],
      locale: ['data-locale', 'auto'],
      timezone: ['data-timezone', 'local'],
      secondaryTimezone: ['data-secondary-timezone', null],
      scheduleMode: ['data-schedule-mode', 'continuous'],
      firstDayOfWeek: ['data-first-day', 0],
      maxEventsPerDay: ['data-max-events', 3],
      showNavigation: ['data-show-navigation', true],
      showToday: ['data-show-today', true],
      showViewSwitcher: ['data-show-view-switcher', true],
      showPeriodPicker: ['data-show-period-picker', false],
      api: ['data-api', null],
      ics: ['data-ics', null],
      apiMethod: ['data-api-method', 'GET'],
      eventDataPath: ['data-event-data-path', 'data'],
      minDate: ['data-min-date', null],
      maxDate: ['data-max-date', null],
      yearRangeBefore: ['data-year-range-before', 10],
      yearRangeAfter: ['data-year-range-after', 10],
      eventColors: [null, [...DEFAULT_COLORS]],
      onDateClick: ['data-on-date-click', null],
      onEventClick: ['data-on-event-click', null],
      onEventClickApi: ['data-on-event-click-api', null],
      events: ['data-events', null],
      date: ['data-date', null],
      businessHours: ['data-business-hours', null],
      businessDays: ['data-business-days', [1, 2, 3, 4, 5]],
      editable: ['data-editable', false],
      eventMove: ['data-event-move', null],
      eventResize: ['data-event-resize', null],
      select: ['data-select', null],
      onSelectApi: ['data-on-select-api', null],
      updateApi: ['data-update-api', null],
      updateMethod: ['data-update-method', 'PATCH'],
      snapMinutes: ['data-snap-minutes', 15],
    });
    expect(KNOWN_ATTRIBUTES).toContain('data-event-calendar');
  });

  it('editing (issue 23): flags, update method and snap step are checked; bad input is reported and stays off', () => {
    expect(parse('editable', '').value).toBe(true);
    expect(parse('eventResize', 'false').value).toBe(false);
    expect(parse('editable', 'maybe')).toEqual({ value: undefined, problems: ['"maybe" is not true or false'] });
    expect(parse('updateMethod', 'patch').value).toBe('PATCH');
    expect(parse('snapMinutes', '0').problems).toEqual(['0 is out of range (1..60)']);
  });

  it('views: comma-separated string; unknown names reported and dropped', () => {
    expect(parse('views', 'month, week').value).toEqual(['month', 'week']);
    const r = parse('views', 'month,year');
    expect(r.value).toEqual(['month']);
    expect(r.problems[0]).toMatch(/"year"/);
    expect(parse('views', 'year').value).toBeUndefined();
  });

  it('data-events: JSON array, or a global variable name; bad JSON is reported', () => {
    expect(parse('events', '[{"start":"2024-03-05"}]').value).toEqual([{ start: '2024-03-05' }]);
    expect(parse('events', 'app.calendarEvents').value).toBe('app.calendarEvents');
    const bad = parse('events', '[{"start":');
    expect(bad.value).toBeUndefined();
    expect(bad.problems[0]).toMatch(/not valid JSON/);
    expect(parse('events', '{"a":1}').problems[0]).toMatch(/not a JSON array/);
    expect(parse('events', 'alert(1)').problems[0]).toMatch(/neither/);
  });

  it('dates, numbers, flags, views and callbacks are validated', () => {
    expect(parse('minDate', '2024-03').value).toBe('2024-03');
    expect(parse('minDate', '2024-3-1').problems).toHaveLength(1);
    expect(parse('firstDayOfWeek', '7').problems).toHaveLength(1);
    expect(parse('maxEventsPerDay', '0').problems).toHaveLength(1);
    expect(parse('showPeriodPicker', '').value).toBe(true);
    expect(parse('showNavigation', 'false').value).toBe(false);
    expect(parse('defaultView', 'year').problems).toHaveLength(1);
    expect(parse('onEventClick', 'app.handlers.click').value).toBe('app.handlers.click');
    expect(parse('onEventClick', 'alert("x")').problems).toHaveLength(1);
    expect(parse('apiMethod', 'post').value).toBe('POST');
    expect(parse('timezone', 'utc').value).toBe('UTC');
  });
});

describe('options from script are checked against the same table', () => {
  it('typed values pass, strings are parsed, bad ones are reported and left out', () => {
    const problems: string[] = [];
    const fn = () => 1;
    const out = checkOptions(
      { firstDayOfWeek: 1, maxEventsPerDay: '5', views: ['month', 'day'], onEventClick: fn, minDate: new Date(2024, 0, 1), defaultView: 'year', showToday: 'nope', maxEvents: 4 },
      (name, p) => problems.push(`${name} ${p}`),
    );
    expect(out).toEqual({ firstDayOfWeek: 1, maxEventsPerDay: 5, views: ['month', 'day'], onEventClick: fn, minDate: new Date(2024, 0, 1) });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/maxEvents is not a calendar option/);
  });

  it('defaultView not among views falls back to the first enabled view, with a warning', () => {
    const problems: string[] = [];
    const o = settleOptions({ ...defaultsOf(calendarOptions), views: ['week', 'day'] } as CalendarOptions, (p) => problems.push(p));
    expect(o.defaultView).toBe('week');
    expect(problems).toHaveLength(1);
  });

  it('views without month and no view asked for: the first of them, without a warning (nothing was wrong)', () => {
    const problems: string[] = [];
    const o = settleOptions({ ...defaultsOf(calendarOptions), views: ['list'] } as CalendarOptions, (p) => problems.push(p), false);
    expect(o.defaultView).toBe('list');
    expect(problems).toEqual([]);
  });
});

describe('issue 45 item 3: the list view and the narrow rule', () => {
  const options = (views: View[], defaultView: View = 'month') => ({ ...defaultsOf(calendarOptions), views, defaultView }) as CalendarOptions;
  const never = () => {
    throw new Error('the width was read');
  };

  it('list is a view a page may enable and open in, but not one of the default views', () => {
    expect(calendarOptions.views.default).toEqual(['month', 'week', 'day']);
    expect(checkOptions({ views: 'month,list', defaultView: 'list' }, () => {})).toEqual({ views: ['month', 'list'], defaultView: 'list' });
  });

  it('no view asked for, list among the views: below 480px the list, from 480px the default view', () => {
    expect(narrowView(options(['month', 'week', 'list']), false, () => 400)).toBe('list');
    expect(narrowView(options(['month', 'week', 'list']), false, () => 479.5)).toBe('list');
    expect(narrowView(options(['month', 'week', 'list']), false, () => 480)).toBe('month');
    expect(narrowView(options(['month', 'week', 'list']), false, () => 1280)).toBe('month');
  });

  it('a view asked for wins at any width, and without list among the views the width is not even read', () => {
    expect(narrowView(options(['month', 'list'], 'month'), true, never)).toBe('month');
    expect(narrowView(options(['month', 'week']), false, never)).toBe('month');
  });
});

describe('data-views: the view names', () => {
  it('the view list warns about names it does not know and names list among the good ones', () => {
    const problems: string[] = [];
    expect(calendarOptions.views.parse('month,agenda,list', (p) => problems.push(p))).toEqual(['month', 'list']);
    expect(problems).toEqual(['has unknown view(s) "agenda" (use month, week, day, list)']);
  });
});

describe('HTTP interactions 1: envelope shapes and eventDataPath', () => {
  const events = [{ id: 1 }];
  it.each([
    ['a direct array', events, 'data'],
    ['response.data', { success: true, data: events }, 'data'],
    ['response.data.data', { data: { success: true, data: events } }, 'data'],
    ['response.data.data.data', { data: { data: { data: events } } }, 'data'],
    ['eventDataPath', { payload: { items: events } }, 'payload.items'],
    ['eventDataPath inside an ApiService wrapper', { data: { payload: { items: events } } }, 'payload.items'],
  ])('%s', (_, response, path) => {
    expect(extractEvents(response, path)).toBe(events);
  });
  it('no array anywhere is null (a failed load)', () => {
    expect(extractEvents({ success: false, message: 'x' }, 'data')).toBeNull();
    expect(extractEvents(null, 'data')).toBeNull();
  });
  it('query parameters are appended to the api URL', () => {
    expect(withQuery('/api/events', { start: '2024-02-25', end: '2024-04-06' })).toBe('/api/events?start=2024-02-25&end=2024-04-06');
    expect(withQuery('/api/events?cal=2', { start: 'a' })).toBe('/api/events?cal=2&start=a');
  });
});

describe('HTTP interactions 2: click URL templates and responses', () => {
  const event = normalizeEvent({ id: 'a b/c', title: 'T', start: '2024-03-05', meta: { room: 'R&D 1' } }, 0, { scheduleMode: 'continuous', timezone: 'local', eventColors: DEFAULT_COLORS })!;
  it('placeholders come from the normalized event, then nested from the payload, encoded', () => {
    expect(fillUrlTemplate('/api/events/{id}/click?room={meta.room}&x={missing}', event)).toBe('/api/events/a%20b%2Fc/click?room=R%26D%201&x={missing}');
  });
  it('data to merge: response.data, or the inner data of an envelope', () => {
    expect(clickData({ success: true, data: { location: 'X' } })).toEqual({ location: 'X' });
    expect(clickData({ data: { success: true, data: { location: 'Y' } } })).toEqual({ location: 'Y' });
    expect(clickData({ success: true })).toBeNull();
  });
});

describe('Events rule 3: keyboard shortcuts', () => {
  const all = ['month', 'week', 'day'] as const;
  it('arrows navigate, Home / T today, M W D views when enabled', () => {
    expect(keyAction({ key: 'ArrowLeft' }, all)).toEqual({ type: 'navigate', direction: -1 });
    expect(keyAction({ key: 'ArrowRight' }, all)).toEqual({ type: 'navigate', direction: 1 });
    expect(keyAction({ key: 'Home' }, all)).toEqual({ type: 'today' });
    expect(keyAction({ key: 'T' }, all)).toEqual({ type: 'today' });
    expect(keyAction({ key: 'w' }, all)).toEqual({ type: 'view', view: 'week' });
    expect(keyAction({ key: 'D' }, ['month', 'week'])).toBeNull();
    // Issue 45 item 3: L for the list, when it is one of the views.
    expect(keyAction({ key: 'l' }, ['month', 'list'])).toEqual({ type: 'view', view: 'list' });
    expect(keyAction({ key: 'L' }, ['month', 'week'])).toBeNull();
  });
  it('ignored in form fields, with modifiers and inside dialogs', () => {
    expect(keyAction({ key: 'ArrowLeft', targetTag: 'SELECT' }, all)).toBeNull();
    expect(keyAction({ key: 't', targetTag: 'INPUT' }, all)).toBeNull();
    expect(keyAction({ key: 't', ctrlKey: true }, all)).toBeNull();
    expect(keyAction({ key: 'm', inOverlay: true }, all)).toBeNull();
  });
});
