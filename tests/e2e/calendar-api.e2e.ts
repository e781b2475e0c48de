// "Client methods" and "Events" in Chromium: every method with an instance or
// a selector, event payloads through EventManager and document, callbacks
// after the event, discovery and lifecycle events, host registry, locale
// refresh, and bad markup warning once while the calendar keeps working.
import { describe, expect, it } from 'vitest';
import { networkQuiet, useBrowser } from './harness';
import { calendarPage, demoPage, eventLog, eventsAttr, periodLabel, waitForEvents } from './calendar-helpers';

useBrowser();

const EVENTS = [
  { id: 'a', title: 'Alpha', start: '2026-11-10' },
  { id: 'b', title: 'Beta', start: '2026-11-12T09:00:00', end: '2026-11-12T10:00:00', allDay: false },
];
const CAL = `<div id="cal" data-event-calendar data-events='${eventsAttr(EVENTS)}'></div>`;

describe('create / getInstance / destroy', () => {
  it('the document is scanned on load; create reuses the instance; getInstance takes element, selector or instance', async () => {
    const page = await calendarPage(CAL);
    const r = await page.evaluate(() => {
      const EC = window.EventCalendar;
      const el = document.getElementById('cal')!;
      const inst = EC.getInstance('#cal');
      return {
        found: !!inst,
        sameByElement: EC.getInstance(el) === inst,
        sameByInstance: EC.getInstance(inst) === inst,
        createReuses: EC.create('#cal', { defaultView: 'week' }) === inst,
        element: inst?.element === el,
        view: inst?.currentView,
        none: EC.getInstance('#missing'),
        notCalendar: EC.getInstance(document.body),
        almanac: (window as unknown as { Almanac: { EventCalendar: unknown } }).Almanac.EventCalendar === EC,
      };
    });
    expect(r).toEqual({ found: true, sameByElement: true, sameByInstance: true, createReuses: true, element: true, view: 'month', none: null, notCalendar: null, almanac: true });
  });

  it('create(element, options) binds a new element in its defaultView; null without an element', async () => {
    const page = await calendarPage('<div id="late"></div>');
    const r = await page.evaluate(() => {
      const inst = window.EventCalendar.create('#late', { defaultView: 'day', firstDayOfWeek: 1 });
      return { view: inst?.currentView, missing: window.EventCalendar.create('#nope') };
    });
    expect(r).toEqual({ view: 'day', missing: null });
    expect(await periodLabel(page, '#late').textContent()).toBe('Wednesday, November 18, 2026');
    expect(page.warnings.join('\n')).toMatch(/no element for "#nope"/);
  });

  it('destroy removes listeners, clears the DOM, emits eventcalendar:destroy {element}; getInstance is then null', async () => {
    const page = await calendarPage(CAL);
    await page.evaluate(() => window.EventCalendar.destroy('#cal'));
    const [e] = await waitForEvents(page, 'destroy');
    expect(e).toMatchObject({ element: 'cal', keys: ['element'] });
    const r = await page.evaluate(() => ({
      instance: window.EventCalendar.getInstance('#cal'),
      children: document.getElementById('cal')!.childElementCount,
      role: document.getElementById('cal')!.getAttribute('role'),
    }));
    expect(r).toEqual({ instance: null, children: 0, role: null });
    // keys no longer reach it
    await page.locator('#cal').evaluate((el) => el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect((await eventLog(page)).filter((x) => x.name === 'navigate')).toEqual([]);
    // and it can be created again
    expect(await page.evaluate(() => !!window.EventCalendar.create('#cal'))).toBe(true);
    expect(await page.locator('#cal .ec-event-bar').count()).toBe(1);
  });
});

describe('event methods', () => {
  it('addEvent / updateEvent / removeEvent normalize, re-render and emit with the instance', async () => {
    const page = await calendarPage(CAL);
    await page.evaluate(() => window.EventCalendar.addEvent('#cal', { id: 'n', title: 'New', start: '2026-11-20' }));
    let [e] = await waitForEvents(page, 'eventAdd');
    expect(e).toMatchObject({ eventId: 'n', title: 'New', hasInstance: true });
    await expect.poll(() => page.locator('[data-event-id="n"]').textContent()).toBe('New');

    await page.evaluate(() => {
      const inst = window.EventCalendar.getInstance('#cal')!;
      window.EventCalendar.updateEvent(inst, 'n', { title: 'Renamed', end: '2026-11-21' });
    });
    [e] = await waitForEvents(page, 'eventUpdate');
    expect(e).toMatchObject({ eventId: 'n', title: 'Renamed', hasInstance: true });
    await expect.poll(() => page.locator('[data-event-id="n"]').textContent()).toBe('Renamed');
    const span = await page.evaluate(() => {
      const ev = window.EventCalendar.getEvents('#cal').find((x) => x.id === 'n')!;
      return [ev.start.getDate(), ev.end.getDate(), (ev.data as { title: string }).title];
    });
    expect(span).toEqual([20, 21, 'Renamed']);

    await page.evaluate(() => window.EventCalendar.removeEvent('#cal', 'n'));
    [e] = await waitForEvents(page, 'eventRemove');
    expect(e).toMatchObject({ eventId: 'n', hasInstance: true, keys: ['eventId', 'instance'] });
    await expect.poll(() => page.locator('[data-event-id="n"]').count()).toBe(0);
  });

  it('getEvents returns copies; with start and end only overlapping events', async () => {
    const page = await calendarPage(CAL);
    const r = await page.evaluate(() => {
      const EC = window.EventCalendar;
      const all = EC.getEvents('#cal');
      all[0].title = 'mutated';
      all[0].start.setFullYear(1999);
      const again = EC.getEvents('#cal');
      const inRange = EC.getEvents('#cal', new Date(2026, 10, 12), new Date(2026, 10, 12, 23, 59));
      return { titles: again.map((e) => e.title), year: again[0].start.getFullYear(), inRange: inRange.map((e) => e.id), none: EC.getEvents('#missing') };
    });
    expect(r).toEqual({ titles: ['Alpha', 'Beta'], year: 2026, inRange: ['b'], none: [] });
    expect(await page.locator('[data-event-id="a"]').textContent()).toBe('Alpha');
  });

  it('setEvents replaces the local events', async () => {
    const page = await calendarPage(CAL);
    await page.evaluate(() => window.EventCalendar.setEvents('#cal', [{ id: 'z', title: 'Zed', start: '2026-11-03' }]));
    await expect.poll(() => page.locator('.ec-event-bar').allTextContents()).toEqual(['Zed']);
  });

  it('data-events can name a global variable', async () => {
    const page = await calendarPage('<div id="cal" data-event-calendar data-events="app.calendarEvents"></div>', {
      init: 'window.app = { calendarEvents: [{ id: "g", title: "Global", start: "2026-11-04" }] };',
    });
    await expect.poll(() => page.locator('[data-event-id="g"]').textContent()).toBe('Global');
  });
});

describe('Events: EventManager and DOM, callbacks after the event', () => {
  it('dateClick {date, instance, element} then onDateClick(date, instance), as a global function path', async () => {
    const before = `window.__order = [];
      document.addEventListener('eventcalendar:dateClick', function () { window.__order.push('dom'); });
      window.handlers = { day: function (date, inst) { window.__order.push('callback ' + date.getDate() + ' ' + (inst.element.id)); } };`;
    const page = await calendarPage('<div id="cal" data-event-calendar data-on-date-click="handlers.day"></div>', { init: before });
    await page.evaluate(() => window.EventManager.on('eventcalendar:dateClick', (p: { detail: { date: Date } }) => (window as unknown as { __order: string[] }).__order.push(`em ${p.detail.date.getDate()}`)));
    await page.locator('.ec-day-cell[data-date="2026-11-24"]').click({ position: { x: 10, y: 60 } });
    const [e] = await waitForEvents(page, 'dateClick');
    expect(e).toMatchObject({ date: '2026-11-24', element: 'cal', hasInstance: true });
    expect(await page.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual(['em 24', 'dom', 'callback 24 cal']);
  });

  it('eventClick {event, instance, element} then onEventClick(eventData, instance); no built-in dialog then', async () => {
    const page = await calendarPage(CAL);
    await page.evaluate(() => {
      const w = window as unknown as { __order: string[] };
      w.__order = [];
      document.addEventListener('eventcalendar:eventClick', () => w.__order.push('dom'));
      window.EventCalendar.destroy('#cal');
      window.EventCalendar.create('#cal', { onEventClick: (ev: { id: string }, inst: { element: Element }) => w.__order.push(`callback ${ev.id} ${inst.element.id}`) });
    });
    await page.locator('.ec-day-event[data-event-id="b"]').click();
    expect(await page.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual(['dom', 'callback b cal']);
    // A dialog opened too would first load the overlays part (a script request): once the network is quiet, it would be there.
    await networkQuiet(page);
    expect(await page.locator('dialog[open]').count()).toBe(0);
  });

  it('without onEventClick the built-in detail dialog opens, and closes with Escape', async () => {
    const page = await calendarPage(CAL);
    await page.locator('.ec-event-bar[data-event-id="a"]').click();
    const dialog = page.getByRole('dialog', { name: 'Alpha' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('All day');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  });

  // Regression: the host modal received the raw title, so a modal that renders titles as HTML ran markup from data.
  it('a host modal manager wins over the built-in dialog, and gets title and content as escaped text', async () => {
    const before = `window.__modal = [];
      window.Modal = function (o) { window.__modal.push(o.title + '|' + o.content); this.show = function () {}; };`;
    const page = await calendarPage(CAL.replace('Alpha', '<i>Alpha</i>').replace('"start":"2026-11-10"', '"start":"2026-11-10","location":"Room <b>4</b>"'), { init: before });
    await page.locator('.ec-event-bar[data-event-id="a"]').click();
    await page.waitForFunction(() => (window as unknown as { __modal: string[] }).__modal.length === 1);
    const shown = await page.evaluate(() => (window as unknown as { __modal: string[] }).__modal[0]);
    expect(shown.startsWith('&lt;i&gt;Alpha&lt;/i&gt;|')).toBe(true);
    expect(shown).not.toContain('<i>Alpha</i><'); // content is escaped text
    // The content is the built-in dialog's body (EventDetail.svelte), not a second rendering of it.
    // (Svelte's empty comments mark where its blocks are; a modal shows nothing of them.)
    const content = shown.slice(shown.indexOf('|') + 1).replace(/<!---->/g, '');
    expect(content).toBe('<div class="ec-detail"><p class="ec-detail-time">Tue, Nov 10, 2026 · All day</p>'
      + '<p class="ec-detail-location"><span class="ec-detail-label">Location</span> Room &lt;b&gt;4&lt;/b&gt;</p></div>');
    // The built-in dialog as well would first load the overlays part (a script request): once the network is quiet, it would be there.
    await networkQuiet(page);
    expect(await page.locator('dialog[open]').count()).toBe(0);
  });

  it('a host EventManager receives the events', async () => {
    const before = `window.__hostEvents = [];
      window.EventManager = { on: function () {}, emit: function (name, arg) { window.__hostEvents.push([name, Object.keys(arg.detail)]); } };`;
    const page = await calendarPage(CAL, { init: before });
    await page.evaluate(() => window.EventCalendar.navigate('#cal', 1));
    const got = await page.evaluate(() => (window as unknown as { __hostEvents: unknown[] }).__hostEvents);
    expect(got).toEqual([['eventcalendar:navigate', ['date', 'direction', 'view', 'instance']]]);
    expect(page.warnings.join('\n')).toMatch(/window.EventManager already exists/);
  });
});

describe('discovery and framework lifecycle events (Events rule 2)', () => {
  it('route:changed, modal:shown and page:loaded rediscover; removed calendars are cleaned up', async () => {
    const page = await calendarPage(CAL);
    for (const [i, name] of ['route:changed', 'modal:shown', 'page:loaded'].entries()) {
      await page.evaluate(([n, id]) => {
        document.body.insertAdjacentHTML('beforeend', `<div id="${id}" data-event-calendar></div>`);
        if (n === 'page:loaded') document.dispatchEvent(new CustomEvent(n));
        else window.EventManager.emit(n, {});
      }, [name, `late${i}`] as const);
      await expect.poll(() => page.locator(`#late${i} .ec-month-view`).count()).toBe(1);
    }
    await page.evaluate(() => {
      document.getElementById('cal')!.remove();
      window.EventManager.emit('route:changed', {});
    });
    const [e] = await waitForEvents(page, 'destroy');
    expect(e.element).toBe('cal');
  });

  it('discoverCalendars(container) picks up markup injected outside those events', async () => {
    const page = await calendarPage('<section id="box"></section>');
    await page.evaluate(() => {
      const box = document.getElementById('box')!;
      box.innerHTML = '<div id="x" data-event-calendar></div>';
      window.EventCalendar.discoverCalendars(box);
    });
    expect(await page.locator('#x .ec-header').count()).toBe(1);
  });

  it('init(options) merges global defaults for calendars found later, returns EventCalendar, binds once', async () => {
    const page = await calendarPage('');
    const same = await page.evaluate(() => {
      const r = window.EventCalendar.init({ defaultView: 'week' }) === window.EventCalendar;
      window.EventCalendar.init({});
      document.body.insertAdjacentHTML('beforeend', '<div id="g" data-event-calendar></div>');
      window.EventManager.emit('route:changed', {});
      return r;
    });
    expect(same).toBe(true);
    await expect.poll(() => page.locator('#g .ec-week-view').count()).toBe(1);
  });

  it('registers with the host manager registry as eventCalendar', async () => {
    const page = await calendarPage('', { init: 'window.Now = { registerManager: function (n, m) { window.__registered = [n, m]; } };' });
    const r = await page.evaluate(() => {
      const reg = (window as unknown as { __registered: [string, unknown] }).__registered;
      return [reg[0], reg[1] === window.EventCalendar];
    });
    expect(r).toEqual(['eventCalendar', true]);
  });

  it('locale:changed and i18n:updated refresh the strings of locale auto', async () => {
    const page = await calendarPage(CAL);
    await page.evaluate(() => {
      document.documentElement.lang = 'th';
      window.EventManager.emit('locale:changed', {});
    });
    await expect.poll(() => page.locator('.ec-today-btn').textContent()).toBe('วันนี้');
    await page.evaluate(() => {
      (window as unknown as { I18nManager: object }).I18nManager = { getCurrentLocale: () => 'en', translate: (k: string) => (k === 'Today' ? 'Now!' : k) };
      document.dispatchEvent(new CustomEvent('i18n:updated'));
    });
    await expect.poll(() => page.locator('.ec-today-btn').textContent()).toBe('Now!');
    expect(await periodLabel(page).textContent()).toBe('November 2026');
  });
});

describe('Bad input: one warning per malformed attribute, the calendar keeps working', () => {
  it('bad JSON, unknown view, bad date, bad number, misspelt attribute', async () => {
    const page = await calendarPage(`<div id="bad" data-event-calendar data-events='[{"start": ' data-view="year"
      data-min-date="soon" data-max-events="lots" data-frist-day="1" data-on-date-click="alert(1)"></div>`);
    await expect.poll(() => periodLabel(page).textContent()).toBe('November 2026');
    // The did-you-mean comes with the hints part, loaded because of the misspelt attribute.
    await expect.poll(() => page.warnings.join('\n')).toMatch(/did you mean/);
    const w = page.warnings.join('\n');
    expect(w).toMatch(/calendar "bad": data-events is not valid JSON/);
    expect(w).toMatch(/calendar "bad": data-view "year" is not one of month, week, day/);
    expect(w).toMatch(/calendar "bad": data-min-date "soon" is not a date/);
    expect(w).toMatch(/calendar "bad": data-max-events "lots" is not a whole number/);
    expect(w).toMatch(/calendar "bad": data-frist-day is not a calendar attribute; did you mean data-first-day\?/);
    expect(w).toMatch(/data-on-date-click "alert\(1\)" is not a global function name/);
    expect(page.warnings.filter((x) => x.includes('data-events'))).toHaveLength(1);
    // still navigable and clickable
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => periodLabel(page).textContent()).toBe('December 2026');
  });

  it('an event without a usable start is skipped with a warning; the others render', async () => {
    const page = await calendarPage(`<div id="cal" data-event-calendar data-events='${eventsAttr([{ id: 'x', title: 'No start' }, ...EVENTS])}'></div>`);
    await expect.poll(() => page.locator('[data-event-id]').count()).toBe(2);
    expect(page.warnings.join('\n')).toMatch(/event "No start" has no valid start/);
  });

  it('an onEventClick path that names nothing warns instead of throwing', async () => {
    const page = await calendarPage(CAL.replace('data-events', 'data-on-event-click="nowhere.fn" data-events'));
    await page.locator('[data-event-id="a"]').click();
    await waitForEvents(page, 'eventClick');
    expect(page.warnings.join('\n')).toMatch(/onEventClick "nowhere.fn" is not a global function/);
  });
});

describe('the controls demo page', () => {
  it('buttons drive the public API and the log hears each event through EventManager and document', async () => {
    const page = await demoPage('/calendar-controls.html');
    for (const name of ['addEvent()', "updateEvent('demo-1')", 'navigate(1)', "changeView('week')"]) await page.getByRole('button', { name, exact: true }).click();
    const log = page.locator('#calendar-log');
    await expect.poll(() => log.textContent()).toContain('DOM eventcalendar:viewChange view=week');
    const text = (await log.textContent()) ?? '';
    for (const line of ['EM  eventcalendar:eventAdd event=demo-1', 'EM  eventcalendar:eventUpdate event=demo-1 "Updated title"', 'DOM eventcalendar:navigate view=month date=2026-12-18 direction=1']) {
      expect(text).toContain(line);
    }
    await page.getByRole('button', { name: 'destroy()', exact: true }).click();
    await expect.poll(() => log.textContent()).toContain('eventcalendar:destroy');
    await page.getByRole('button', { name: 'create()', exact: true }).click();
    await expect.poll(() => page.locator('#controlled .ec-header').count()).toBe(1);
  });
});
