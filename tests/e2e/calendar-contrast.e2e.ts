// Issue 14 item 3 (calendar): the default theme meets WCAG AA as rendered —
// text 4.5:1, UI parts 3:1 (focus rings, today's marker, the pressed view,
// the dashed recurring-slot border) — computed from getComputedStyle with the
// contrast maths of src/calendar/model/contrast.ts; prefers-reduced-motion
// turns transitions off; at 400 px and at 200 % zoom nothing in the toolbar
// is cut off or sticks out of the calendar.
import { describe, expect, it } from 'vitest';
import { contrast, luminance } from '../../src/calendar/model/contrast';
import { useBrowser, type TestPage } from './harness';
import { calendarPage, demoPage, eventsAttr } from './calendar-helpers';

useBrowser();

// Every palette colour on every kind of item: 27 events cycle through the 8 colours (an event's
// palette colour is its index), so bars, inline items and recurring slots each take all of them.
const KINDS = (day: number, i: number) => [
  { title: `Bar ${i}`, start: `2026-11-${day}`, end: `2026-11-${day + 1}` },
  { title: `Timed ${i}`, start: `2026-11-${day}T10:00:00`, end: `2026-11-${day}T11:00:00`, allDay: false },
  { title: `Slot ${i}`, scheduleType: 'recurring-slot', startDate: `2026-11-${day}`, endDate: `2026-11-${day}`, slotStartTime: '09:00', slotEndTime: '09:30' },
];
const EVENTS = [
  ...Array.from({ length: 8 }, (_, i) => KINDS(14 + i, i)).flat(), // Nov 14..21: today (the 18th) among them
  { title: 'Other month', start: '2026-12-01T08:00:00', end: '2026-12-01T09:00:00', allDay: false },
  ...Array.from({ length: 2 }, (_, i) => ({ title: `Extra ${i}`, start: '2026-11-18T15:00:00', end: '2026-11-18T16:00:00', allDay: false })),
];
const CAL = `<div id="cal" data-event-calendar data-events='${eventsAttr(EVENTS)}'></div>`;

type Rgba = [number, number, number, number];
interface Pair { what: string; fg: Rgba; bg: Rgba; min: number }

/** Page-side: colours read through a canvas (any CSS colour syntax, color-mix results included), composited over the ancestors' backgrounds. */
function pageColors() {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgba = (css: string): Rgba => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1) as Rgba;
  /** What is painted behind `el`'s content: its own and its ancestors' background colours over white. */
  const background = (el: Element | null): Rgba => {
    const chain: Element[] = [];
    for (let e = el; e; e = e.parentElement) chain.unshift(e);
    return chain.reduce<Rgba>((under, e) => over(rgba(getComputedStyle(e).backgroundColor), under), [255, 255, 255, 1]);
  };
  const label = (el: Element) => `${el.className || el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  /** A colour as painted under the brightness() filters of `el` and its ancestors (hover effects use them). */
  const filtered = (color: Rgba, el: Element | null): Rgba => {
    let k = 1;
    for (let e = el; e; e = e.parentElement) k *= Number(/brightness\(([\d.]+)\)/.exec(getComputedStyle(e).filter)?.[1] ?? 1);
    return [0, 1, 2].map((i) => Math.min(255, color[i] * k)).concat(color[3]) as Rgba;
  };
  return { rgba, background, label, filtered };
}

type Colors = ReturnType<typeof pageColors>;
/** Install pageColors as window.__ecColors (evaluated through DevTools: the page's CSP forbids eval). */
const install = (page: TestPage) => page.evaluate(`window.__ecColors = (${pageColors})()`);

/** Every visible text in the calendars of the page: its colour against what is painted behind it (4.5:1). */
async function textPairs(page: TestPage, within = '.ec-calendar *, .ec-dialog *'): Promise<Pair[]> {
  await install(page);
  return page.evaluate((selector) => {
    const { rgba, background, label, filtered } = (window as unknown as { __ecColors: Colors }).__ecColors;
    const pairs: Pair[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
      if (!own || !el.getClientRects().length || el.closest('.ec-sr-only, :disabled, [aria-hidden="true"] .ec-sr-only')) continue;
      pairs.push({ what: label(el), fg: filtered(rgba(getComputedStyle(el).color), el), bg: filtered(background(el), el), min: 4.5 });
    }
    return pairs;
  }, within);
}

/** Contrast of a pair (alpha composited over the background first). */
function ratio({ fg, bg }: Pair): number {
  const solid = [0, 1, 2].map((i) => fg[i] * fg[3] + bg[i] * (1 - fg[3])) as [number, number, number];
  return contrast(luminance(solid), luminance([bg[0], bg[1], bg[2]]));
}
const failures = (pairs: Pair[]) => pairs.filter((p) => ratio(p) < p.min).map((p) => `${p.what}: ${ratio(p).toFixed(2)} < ${p.min}`);

describe('WCAG AA contrast of the default theme (text 4.5:1)', () => {
  it.each(['month', 'week', 'day'])('every text in the %s view', async (view) => {
    const page = await calendarPage(CAL.replace('data-events', `data-view="${view}" data-events`));
    const pairs = await textPairs(page);
    expect(pairs.length).toBeGreaterThan(view === 'day' ? 10 : 40);
    expect(failures(pairs)).toEqual([]);
  });

  it("every text in the '+N more' popover and in the detail dialog", async () => {
    const page = await calendarPage(CAL);
    await page.locator('.ec-more-events').first().press('Enter');
    await page.locator('.ec-popover').waitFor();
    expect(failures(await textPairs(page))).toEqual([]);
    await page.locator('.ec-popover-event').first().press('Enter');
    await page.locator('dialog[open]').waitFor();
    expect(failures(await textPairs(page))).toEqual([]);
  });
});

/** UI parts (3:1): each as its colour against the colours next to it. */
async function uiPairs(page: TestPage): Promise<Pair[]> {
  await install(page);
  return page.evaluate(() => {
    const { rgba, background, label } = (window as unknown as { __ecColors: Colors }).__ecColors;
    const pairs: Pair[] = [];
    const add = (what: string, fg: Rgba, bg: Rgba) => pairs.push({ what, fg, bg, min: 3 });
    const root = document.querySelector('.ec-calendar')!;
    const theme = ['--ec-bg', '--ec-today-bg', '--ec-other-bg'].map((v) => rgba(getComputedStyle(root).getPropertyValue(v)));
    // Today's marker against its cell or header; the pressed view button against the toolbar.
    for (const marker of document.querySelectorAll('.ec-today .ec-day-number, .ec-today .ec-tg-daynum, .ec-view-btn[aria-pressed="true"]')) {
      add(`marker ${label(marker)}`, rgba(getComputedStyle(marker).backgroundColor), background(marker.parentElement));
    }
    // Dashed recurring-slot borders against the item's own background and against every day background.
    for (const slot of document.querySelectorAll('.ec-schedule-recurring-slot')) {
      const border = rgba(getComputedStyle(slot).borderTopColor);
      add(`slot border inside ${label(slot)}`, border, background(slot));
      for (const bg of theme) add(`slot border outside ${label(slot)}`, border, bg);
    }
    return pairs;
  });
}

/** The focus ring of `selector`'s first match, focused by keyboard: its colour against the day backgrounds and what is behind the element. */
async function ringPairs(page: TestPage, selector: string): Promise<Pair[]> {
  await install(page);
  await page.locator(selector).first().evaluate((el: HTMLElement) => el.focus());
  return page.evaluate((sel) => {
    const { rgba, background, label } = (window as unknown as { __ecColors: Colors }).__ecColors;
    const el = document.querySelector(sel)!;
    const style = getComputedStyle(el);
    const root = document.querySelector('.ec-calendar')!;
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return [{ what: `${label(el)}: no 2px focus ring`, fg: [0, 0, 0, 0] as Rgba, bg: [0, 0, 0, 0] as Rgba, min: 3 }];
    const ring = rgba(style.outlineColor);
    const behind = [background(el.parentElement), ...['--ec-bg', '--ec-today-bg', '--ec-other-bg'].map((v) => rgba(getComputedStyle(root).getPropertyValue(v)))];
    return behind.map((bg) => ({ what: `focus ring of ${label(el)}`, fg: ring, bg, min: 3 }));
  }, selector);
}

describe('WCAG AA contrast while hovered (text 4.5:1)', () => {
  it('every event keeps its text contrast while hovered (bars, inline items, timed events)', async () => {
    const page = await calendarPage(CAL);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // hover colours at once, no easing to wait for
    const hoverAll = async (selector: string) => {
      const found: string[] = [];
      for (const item of await page.locator(selector).all()) {
        await item.hover();
        const id = await item.evaluate((e) => (e.matches(':hover') ? e.textContent : null));
        if (id) found.push(...failures(await textPairs(page, `${selector}:hover, ${selector}:hover *`)));
      }
      return found;
    };
    expect(await hoverAll('.ec-event-bar')).toEqual([]);
    expect(await hoverAll('.ec-day-event')).toEqual([]);
    await page.locator('#cal').press('w');
    await page.locator('.ec-week-view').waitFor();
    expect(await hoverAll('.ec-allday-lane .ec-event-bar')).toEqual([]);
    expect(await hoverAll('.ec-timed-event')).toEqual([]);
  });
});

describe('WCAG AA contrast of UI parts (3:1)', () => {
  it("today's marker, the pressed view button and the dashed recurring-slot border, in month and week view", async () => {
    const page = await calendarPage(CAL);
    const month = await uiPairs(page);
    expect(month.filter((p) => p.what.startsWith('slot')).length).toBeGreaterThanOrEqual(8 * 4);
    expect(failures(month)).toEqual([]);
    await page.locator('#cal').press('w');
    await page.locator('.ec-week-view').waitFor();
    expect(failures(await uiPairs(page))).toEqual([]);
  });

  it('the focus ring on the calendar, its days (plain, today, other month), events, toolbar and week headers', async () => {
    const page = await calendarPage(CAL);
    await page.keyboard.press('Tab'); // keyboard modality: :focus-visible applies to scripted focus from now on
    // Today's day number last: the day focused last is the one the week view shows.
    const month = ['#cal', '.ec-other-month .ec-day-number', '.ec-day-cell[data-date="2026-11-10"] .ec-day-number', '.ec-today .ec-day-number',
      '.ec-day-event', '.ec-event-bar', '.ec-schedule-recurring-slot', '.ec-more-events', '.ec-prev', '.ec-view-btn[aria-pressed="true"]'];
    for (const selector of month) expect(failures(await ringPairs(page, selector)), selector).toEqual([]);
    await page.locator('#cal').press('w');
    await page.locator('.ec-week-view').waitFor();
    for (const selector of ['.ec-tg-day-header', '.ec-tg-day-header.ec-today', '.ec-timed-event', '.ec-allday-lane .ec-event-bar']) {
      expect(failures(await ringPairs(page, selector)), selector).toEqual([]);
    }
  });
});

describe('prefers-reduced-motion', () => {
  /** Every element of the calendar whose transitions or animations take time. */
  const moving = (page: TestPage) => page.evaluate(() => [...document.querySelectorAll('.ec-calendar, .ec-calendar *')]
    .filter((el) => {
      const s = getComputedStyle(el);
      return s.transitionDuration.split(',').some((d) => parseFloat(d) > 0) || (s.animationName !== 'none' && parseFloat(s.animationDuration) > 0);
    }).map((el) => el.className));

  it.each(['reduce', 'no-preference'] as const)('%s: a hovered control eases its colour only without reduce; nothing else moves', async (motion) => {
    const page = await calendarPage(CAL);
    await page.emulateMedia({ reducedMotion: motion });
    const hovered = page.locator('.ec-day-event').first();
    await hovered.hover();
    const classes = await hovered.getAttribute('class');
    await expect.poll(() => moving(page)).toEqual(motion === 'reduce' ? [] : [classes]);
    await page.locator('.ec-today-btn').hover();
    await expect.poll(() => moving(page)).toEqual(motion === 'reduce' ? [] : ['ec-today-btn']);
    await page.locator('#cal').press('w');
    await page.locator('.ec-week-view').waitFor();
    await page.locator('.ec-timed-event').first().hover();
    expect((await moving(page)).length).toBe(motion === 'reduce' ? 0 : 1);
  });
});

describe('nothing cut off at 400 px and at 200 % zoom', () => {
  /** Elements of each calendar's toolbar and body that stick out of the calendar's box, or whose text is cut. */
  const overflowing = (page: TestPage) => page.evaluate(() => {
    const out: string[] = [];
    for (const cal of document.querySelectorAll('.ec-calendar')) {
      const c = cal.getBoundingClientRect();
      for (const el of cal.querySelectorAll<HTMLElement>('*')) {
        const b = el.getBoundingClientRect();
        if (!b.width || el.closest('.ec-sr-only, .ec-popover, dialog, .ec-tg-scroll')) continue;
        if (b.left < c.left - 0.5 || b.right > c.right + 0.5) out.push(`${el.className} sticks out: ${Math.round(b.left)}..${Math.round(b.right)} of ${Math.round(c.left)}..${Math.round(c.right)}`);
        if (el.closest('.ec-header') && el.matches('button, select') && el.scrollWidth > el.clientWidth + 1) out.push(`${el.className} "${el.textContent?.trim()}" is cut`);
      }
    }
    return out;
  });

  const PAGES = ['/calendar-inline.html', '/calendar-rtl.html', '/calendar-thai.html', '/calendar-bounds.html', '/calendar-hours.html'];
  it.each(PAGES)('%s at 400 px and zoomed 200 % at 1280 px (640 CSS px), in every view', async (path) => {
    for (const zoom of [false, true]) {
      const page = await demoPage(path, { width: zoom ? 1280 : 400, allowConsoleErrors: path.includes('bounds') });
      if (zoom) await page.evaluate(() => (document.documentElement.style.zoom = '2'));
      await page.locator('.ec-body').first().waitFor();
      for (const view of ['month', 'week', 'day']) {
        const buttons = page.locator(`.ec-view-btn[data-view="${view}"]`);
        for (let i = 0; i < (await buttons.count()); i++) await buttons.nth(i).press('Enter');
        await expect.poll(async () => (await overflowing(page)).map((o) => `${zoom ? 'zoom 200 %' : '400 px'}, ${view}: ${o}`)).toEqual([]);
      }
    }
  });
});
