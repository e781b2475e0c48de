// Issue 23 item 3 (resize by pointer and touch) and item 2's "the page scrolls at the edges", in Chromium under
// the demo's strict CSP: a timed block's end by its bottom edge (mouse, touch), a month bar's end by its end
// edge (the left edge under dir="rtl"), a week lane bar's end, the resize cursor over the edge, Escape, a click
// on the edge still opening the event, maxDate refusing, the shortest length held, the page and the time grid
// scrolling while a pointer drags at their edges, and axe during a resize.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, useBrowser, type TestPage } from './harness';
import { box, calendarPage, eventLog, eventsAttr, waitForEvents, updateRoute } from './calendar-helpers';

useBrowser();

const EVENTS = [
  { id: 'a', title: 'Alpha', start: '2026-11-10', end: '2026-11-11' },
  { id: 't', title: 'Team meeting', start: '2026-11-12T10:30:00', end: '2026-11-12T11:30:00', allDay: false },
];
const UPDATE = 'data-update-api="/api/e2e-update/{id}"';
const calendar = (attrs: string) =>
  `<meta name="csrf-token" content="e2e-token"><div id="cal" data-event-calendar data-editable="true" ${UPDATE} ${attrs.includes('data-date') ? '' : 'data-date="2026-11-01"'} ${attrs} data-events='${eventsAttr(EVENTS)}'></div>`;
const WEEK = 'data-view="week" data-date="2026-11-12"';

const live = (page: TestPage) => page.locator('#cal [aria-live="assertive"]').evaluate((el) => el.textContent!.replace(/\u200b/g, ''));
const labelOf = (page: TestPage, id: string) => page.locator(`#cal .ec-body [data-event-id="${id}"]`).first().getAttribute('aria-label');
const ghost = (page: TestPage) => page.locator('#cal .ec-ghost').textContent();
const named = async (page: TestPage, name: string) => (await eventLog(page)).filter((e) => e.name === name);


async function editablePage(attrs = '', options: Parameters<typeof calendarPage>[1] = {}, wrap = (html: string) => html): Promise<TestPage> {
  const page = await calendarPage(wrap(calendar(attrs)), options);
  await page.locator('#cal .ec-edit-hint').waitFor();
  return page;
}

/** The timed block of "t" in view, and the point 2 px above its bottom edge. */
async function blockEdge(page: TestPage) {
  const block = page.locator('#cal .ec-timed-event[data-event-id="t"]');
  await block.scrollIntoViewIfNeeded();
  const b = await box(block);
  const column = await box(page.locator('#cal .ec-day-column[data-date="2026-11-12"]'));
  return { x: b.x + b.width / 2, y: b.y + b.height - 2, block: b, hour: column.height / 24 };
}

/** A month bar's end edge: 2 px inside its right edge (its left edge under rtl). */
async function barEdge(page: TestPage, rtl = false) {
  const b = await box(page.locator('#cal .ec-month-view [data-event-id="a"]').first());
  return { x: rtl ? b.x + 2 : b.x + b.width - 2, y: b.y + b.height / 2 };
}

const cellCentre = async (page: TestPage, date: string) => {
  const c = await box(page.locator(`#cal .ec-day-cell[data-date="${date}"]`));
  return { x: c.x + c.width / 2, y: c.y + c.height - 12 };
};

describe('mouse: a timed block by its bottom edge (week view)', () => {
  it('the cursor is a resize cursor over the edge only; a drag of an hour sends the new end (PATCH) and emits eventResize', async () => {
    const page = await editablePage(WEEK);
    const seen = await updateRoute(page);
    const edge = await blockEdge(page);
    const cursor = () => page.locator('#cal .ec-timed-event[data-event-id="t"]').evaluate((el) => getComputedStyle(el).cursor);
    await page.mouse.move(edge.x, edge.block.y + edge.block.height / 2);
    expect(await cursor()).toBe('pointer');
    await page.mouse.move(edge.x, edge.y);
    expect(await cursor()).toBe('ns-resize');
    await page.mouse.down();
    await page.mouse.move(edge.x, edge.y + edge.hour, { steps: 8 });
    expect(await ghost(page)).toBe('Ends Thursday, November 12, 2026 12:30');
    expect(await labelOf(page, 't')).toMatch(/^10:30–12:30 Team meeting/); // shown at its new end while it is dragged
    await page.mouse.up();
    const [resize] = await waitForEvents(page, 'eventResize');
    expect(resize).toMatchObject({ eventId: 't', hasInstance: true });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].method()).toBe('PATCH');
    expect(seen[0].postDataJSON()).toEqual({ id: 't', start: '2026-11-12T10:30:00', end: '2026-11-12T12:30:00', allDay: false });
    expect(await page.locator('#cal .ec-ghost').count()).toBe(0);
    expect(await live(page)).toMatch(/^Dropped: Team meeting, 10:30 to 12:30/);
    expect([...(await named(page, 'eventClick')), ...(await named(page, 'eventDrop')), ...(await named(page, 'dateClick'))]).toEqual([]);
  });

  it('dragged above its start the end stays one snap step after it (15 minutes)', async () => {
    const page = await editablePage(WEEK);
    const seen = await updateRoute(page);
    const edge = await blockEdge(page);
    await page.mouse.move(edge.x, edge.y);
    await page.mouse.down();
    await page.mouse.move(edge.x, edge.y - 3 * edge.hour, { steps: 10 });
    expect(await ghost(page)).toBe('Ends Thursday, November 12, 2026 10:45');
    await page.mouse.up();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 't', start: '2026-11-12T10:30:00', end: '2026-11-12T10:45:00', allDay: false });
  });

  it('a click on the edge without moving opens the event, as a click did', async () => {
    const page = await editablePage(WEEK);
    const seen = await updateRoute(page);
    const edge = await blockEdge(page);
    await page.mouse.click(edge.x, edge.y);
    await waitForEvents(page, 'eventClick');
    expect(await named(page, 'eventResize')).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('Escape puts the end back: nothing emitted, nothing sent', async () => {
    const page = await editablePage(WEEK);
    const seen = await updateRoute(page);
    const edge = await blockEdge(page);
    await page.mouse.move(edge.x, edge.y);
    await page.mouse.down();
    await page.mouse.move(edge.x, edge.y + 2 * edge.hour, { steps: 8 });
    await page.locator('#cal .ec-ghost').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('#cal .ec-ghost').count()).toBe(0);
    expect(await live(page)).toMatch(/^Put back: Team meeting, 10:30 to 11:30/);
    await page.mouse.up();
    expect(await labelOf(page, 't')).toMatch(/^10:30–11:30 Team meeting/);
    expect(await named(page, 'eventResize')).toEqual([]);
    expect(await named(page, 'eventClick')).toEqual([]);
    expect(await named(page, 'dateClick')).toEqual([]); // letting go after Escape clicks nothing
    expect(seen).toEqual([]);
  });
});

describe('mouse: a bar by its end edge', () => {
  it('month view: the right edge to Friday; the ghost says the new last day; PATCH', async () => {
    const page = await editablePage();
    const seen = await updateRoute(page);
    const edge = await barEdge(page);
    const target = await cellCentre(page, '2026-11-13');
    await page.mouse.move(edge.x, edge.y);
    expect(await page.locator('#cal .ec-month-view [data-event-id="a"]').first().evaluate((el) => getComputedStyle(el).cursor)).toBe('ew-resize');
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 8 });
    expect(await ghost(page)).toBe('Ends Friday, November 13, 2026');
    await page.mouse.up();
    await waitForEvents(page, 'eventResize');
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-10', end: '2026-11-13', allDay: true });
    expect(await labelOf(page, 'a')).toBe('Alpha, All day, Tuesday, November 10, 2026 to Friday, November 13, 2026');
    expect(await named(page, 'eventDrop')).toEqual([]);
  });

  it('right to left: the left edge is the end; dragged left it ends later', async () => {
    const page = await editablePage('', {}, (html) => `<div dir="rtl">${html}</div>`);
    const seen = await updateRoute(page);
    const edge = await barEdge(page, true);
    const target = await cellCentre(page, '2026-11-13');
    expect(target.x).toBeLessThan(edge.x);
    await page.mouse.move(edge.x, edge.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 8 });
    expect(await ghost(page)).toBe('Ends Friday, November 13, 2026');
    await page.mouse.up();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-10', end: '2026-11-13', allDay: true });
  });

  it('Thai: the hint says how and the ghost says the new end in Thai (src/lang/th.ts)', async () => {
    const page = await editablePage('', { lang: 'th' });
    await expect.poll(() => page.locator('#cal .ec-edit-hint').textContent()).toMatch(/ลากขอบด้านท้ายเพื่อเปลี่ยนเวลาสิ้นสุด/);
    const edge = await barEdge(page);
    const target = await cellCentre(page, '2026-11-13');
    await page.mouse.move(edge.x, edge.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 8 });
    expect(await ghost(page)).toMatch(/^สิ้นสุด .*13 พฤศจิกายน/);
    await page.keyboard.press('Escape');
    await page.mouse.up();
  });

  it('week view: a bar in the all-day lane by its end edge', async () => {
    const page = await editablePage('data-view="week" data-date="2026-11-10"');
    const seen = await updateRoute(page);
    const bar = await box(page.locator('#cal .ec-allday-lane [data-event-id="a"]'));
    const friday = await box(page.locator('#cal .ec-tg-day-header[data-date="2026-11-13"]'));
    await page.mouse.move(bar.x + bar.width - 2, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(friday.x + friday.width / 2, bar.y + bar.height / 2, { steps: 8 });
    expect(await ghost(page)).toBe('Ends Friday, November 13, 2026');
    await page.mouse.up();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-10', end: '2026-11-13', allDay: true });
  });

  it('past data-max-date it is refused: the ghost says why, letting go changes nothing', async () => {
    const page = await editablePage('data-max-date="2026-11-12"');
    const seen = await updateRoute(page);
    const edge = await barEdge(page);
    const target = await cellCentre(page, '2026-11-13');
    await page.mouse.move(edge.x, edge.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 8 });
    expect(await ghost(page)).toBe('It cannot go there: outside the dates this calendar allows.');
    expect(await labelOf(page, 'a')).toBe('Alpha, All day, Tuesday, November 10, 2026 to Wednesday, November 11, 2026');
    await page.mouse.up();
    expect(await live(page)).toBe('It cannot go there: outside the dates this calendar allows.');
    expect(await labelOf(page, 'a')).toBe('Alpha, All day, Tuesday, November 10, 2026 to Wednesday, November 11, 2026');
    expect(await named(page, 'eventResize')).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('an event with editable: false shows no resize cursor and its edge moves nothing', async () => {
    const page = await calendarPage(`<div id="cal" data-event-calendar data-editable="true" data-date="2026-11-01" data-events='${eventsAttr([{ ...EVENTS[0], editable: false }])}'></div>`);
    await page.locator('#cal .ec-edit-hint').waitFor();
    const edge = await barEdge(page);
    const target = await cellCentre(page, '2026-11-13');
    await page.mouse.move(edge.x, edge.y);
    expect(await page.locator('#cal .ec-month-view [data-event-id="a"]').first().evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 8 });
    await page.mouse.up();
    expect(await page.locator('#cal .ec-ghost').count()).toBe(0);
    expect(await named(page, 'eventResize')).toEqual([]);
  });
});

describe('touch: a long press near the edge, then the finger drags it', () => {
  it('a tap on the edge opens the event; a long press and a move resize the timed block', async () => {
    const page = await editablePage(WEEK, { hasTouch: true, width: 900 });
    const seen = await updateRoute(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
    const edge = await blockEdge(page);
    const y = edge.y - 2; // a finger 4 px above the bottom edge is still on it
    await touch('touchStart', edge.x, y);
    await touch('touchEnd');
    await waitForEvents(page, 'eventClick');
    await page.locator('dialog.ec-dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog.ec-dialog[open]').waitFor({ state: 'detached' });
    await touch('touchStart', edge.x, y);
    await page.waitForTimeout(600); // the long press
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', edge.x, y + (edge.hour * 1.5 * i) / 8);
      await page.waitForTimeout(20);
    }
    expect(await ghost(page)).toBe('Ends Thursday, November 12, 2026 13:00');
    await touch('touchEnd');
    await waitForEvents(page, 'eventResize');
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 't', start: '2026-11-12T10:30:00', end: '2026-11-12T13:00:00', allDay: false });
    expect(await named(page, 'eventDrop')).toEqual([]);
  });
});

describe('touch: a month bar by its end edge', () => {
  it('a long press near the end edge and a move to Friday; a finger that moves at once scrolls instead', async () => {
    const page = await editablePage('', { hasTouch: true, width: 900 });
    const seen = await updateRoute(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] } as never);
    const edge = await barEdge(page);
    const [x, y] = [edge.x - 4, edge.y];
    const target = await cellCentre(page, '2026-11-13');
    const drag = async () => {
      for (let i = 1; i <= 8; i++) {
        await touch('touchMove', x + ((target.x - x) * i) / 8, y + ((target.y - y) * i) / 8);
        await page.waitForTimeout(20);
      }
    };
    await touch('touchStart', x, y);
    await drag(); // no long press: not a resize
    await touch('touchEnd');
    expect(await page.locator('#cal .ec-ghost').count()).toBe(0);
    expect(await named(page, 'eventResize')).toEqual([]);
    await touch('touchStart', x, y);
    await page.waitForTimeout(600);
    await drag();
    expect(await ghost(page)).toBe('Ends Friday, November 13, 2026');
    await touch('touchEnd');
    await waitForEvents(page, 'eventResize');
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON()).toEqual({ id: 'a', start: '2026-11-10', end: '2026-11-13', allDay: true });
  });
});

describe('the page scrolls at the edges (small viewport)', () => {
  it('resizing in the time grid: held at the bottom edge, the grid scrolls and the end follows', async () => {
    const page = await editablePage(WEEK, { width: 900, height: 520 });
    const seen = await updateRoute(page);
    const edge = await blockEdge(page);
    const bottom = await page.evaluate(() => Math.min(document.querySelector('#cal .ec-tg-scroll')!.getBoundingClientRect().bottom, innerHeight));
    // The hour at the visible bottom of the grid before anything scrolls: as far as the pointer could reach without it.
    const column = await box(page.locator('#cal .ec-day-column[data-date="2026-11-12"]'));
    const reach = ((bottom - column.y) / column.height) * 24;
    await page.mouse.move(edge.x, edge.y);
    await page.mouse.down();
    await page.mouse.move(edge.x, edge.y + 20, { steps: 4 });
    const scrolled = () => page.evaluate(() => document.querySelector('#cal .ec-tg-scroll')!.scrollTop + scrollY);
    const before = await scrolled();
    await page.mouse.move(edge.x, bottom - 3, { steps: 6 });
    await expect.poll(scrolled).toBeGreaterThan(before + 150);
    // Out of the edge zone (60 px up): the scrolling stops, the end follows what is under the pointer now.
    await page.mouse.move(edge.x, bottom - 63, { steps: 2 });
    const settled = await scrolled();
    await page.waitForTimeout(100);
    expect(await scrolled()).toBe(settled);
    const text = (await ghost(page))!;
    const hour = Number(/(\d\d):\d\d$/.exec(text)![1]);
    expect(hour).toBeGreaterThan(reach + 1);
    await page.mouse.up();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].postDataJSON().end.slice(11, 16)).toBe(text.slice(-5));
  });

  it('moving an event in month view: held at the window\'s bottom edge, the page scrolls and the ghost follows', async () => {
    const page = await editablePage('', { width: 900, height: 420 });
    await page.evaluate(() => scrollTo(0, 0));
    const bar = await box(page.locator('#cal .ec-month-view [data-event-id="a"]').first());
    await page.mouse.move(bar.x + 10, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x + 20, bar.y + bar.height / 2 + 20, { steps: 4 });
    await page.mouse.move(bar.x + 20, 418, { steps: 6 });
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(150);
    // The ghost is over the day now under the pointer (the same weekday), further down the month than the viewport first showed.
    await expect.poll(async () => (await ghost(page)) ?? '').toMatch(/^Move to Tuesday, (November 24|December 1), 2026$/);
    await page.keyboard.press('Escape');
    await page.mouse.up();
  });

  it('selecting time slots: held at the grid\'s top edge, the grid scrolls up and the selection grows', async () => {
    const page = await editablePage(WEEK, { width: 900, height: 700 });
    const column = page.locator('#cal .ec-day-column[data-date="2026-11-11"]');
    const grid = await box(page.locator('#cal .ec-tg-scroll'));
    const c = await box(column);
    const top = () => page.evaluate(() => document.querySelector('#cal .ec-tg-scroll')!.scrollTop);
    // The grid opens at 07:00: it scrolls there in an animation frame after it is drawn.
    await expect.poll(top).toBeGreaterThan(100);
    await page.mouse.move(c.x + c.width / 2, grid.y + 200);
    await page.mouse.down();
    await page.mouse.move(c.x + c.width / 2, grid.y + 150, { steps: 4 });
    await page.mouse.move(c.x + c.width / 2, grid.y + 3, { steps: 6 });
    await expect.poll(top).toBe(0);
    await expect.poll(async () => (await page.locator('#cal .ec-ghost').first().textContent()) ?? '').toMatch(/^Wednesday, November 11, 2026, 00:(00|15)/);
    await page.keyboard.press('Escape');
    await page.mouse.up();
  });
});

describe('Escape with the button still down: letting go afterwards clicks nothing', () => {
  it('a move of a timed block (week view) and a selection of time slots', async () => {
    const page = await editablePage(WEEK);
    const edge = await blockEdge(page);
    await page.mouse.move(edge.x, edge.block.y + 6);
    await page.mouse.down();
    await page.mouse.move(edge.x, edge.block.y + 6 + 2 * edge.hour, { steps: 8 });
    await page.locator('#cal .ec-ghost').waitFor();
    await page.keyboard.press('Escape');
    await page.mouse.up();
    const column = await box(page.locator('#cal .ec-day-column[data-date="2026-11-11"]'));
    await page.mouse.move(column.x + column.width / 2, edge.block.y);
    await page.mouse.down();
    await page.mouse.move(column.x + column.width / 2, edge.block.y + edge.hour, { steps: 6 });
    await page.locator('#cal .ec-ghost').waitFor();
    await page.keyboard.press('Escape');
    await page.mouse.up();
    // A click afterwards is a click again; the page handles it after both releases, so once its dateClick is logged,
    // whatever those releases did is logged before it: that one dateClick is all there is.
    await page.mouse.click(column.x + column.width / 2, edge.block.y);
    await waitForEvents(page, 'dateClick');
    expect((await eventLog(page)).filter((e) => ['dateClick', 'eventClick', 'eventDrop', 'select'].includes(e.name)).map((e) => e.name)).toEqual(['dateClick']);
  });
});

describe('a release that makes no click', () => {
  it("does not take the next click, even one that comes before the page's timers run", async () => {
    // A drag let go over another element than it started on makes no click. The user's next press and click can reach
    // the page before a timer does (input goes first): that click is a dateClick, not swallowed for the drag.
    const page = await editablePage(WEEK);
    await page.locator('#cal .ec-tg-scroll').evaluate((el) => el.scrollIntoView());
    const fired = await page.evaluate(() => {
      const column = document.querySelector('#cal .ec-day-column[data-date="2026-11-11"]') as HTMLElement;
      const view = (document.querySelector('#cal .ec-tg-scroll') as HTMLElement).getBoundingClientRect();
      const x = column.getBoundingClientRect().left + 20;
      const y = view.top + 40;
      const at = (type: string, dy: number, buttons: number) => {
        const init = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y + dy, button: 0, buttons, pointerId: 1, isPrimary: true, pointerType: 'mouse' };
        column.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init));
      };
      at('pointerdown', 0, 1); at('pointermove', 60, 1); at('pointerup', 60, 0); // a drag, let go: no click
      at('pointerdown', 0, 1); at('pointerup', 0, 0); at('click', 0, 0); // the next click, in the same task
      return (window as unknown as { __ecLog: { name: string }[] }).__ecLog.map((e) => e.name);
    });
    expect(fired).toEqual(['select', 'dateClick']); // the drag selected, the click clicked the day, at once
  });
});

describe('accessibility', () => {
  it('axe finds nothing serious with a resize under way', async () => {
    const page = await editablePage(WEEK);
    const edge = await blockEdge(page);
    await page.mouse.move(edge.x, edge.y);
    await page.mouse.down();
    await page.mouse.move(edge.x, edge.y + edge.hour, { steps: 6 });
    await page.locator('#cal .ec-ghost').waitFor();
    expect(await seriousAxeViolations(page, '#cal')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.mouse.up();
  });
});
