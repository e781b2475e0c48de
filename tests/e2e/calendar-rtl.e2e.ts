// Issue 14 item 4 (calendar, right-to-left): with dir="rtl" on the page the
// calendar mirrors — month grid, toolbar arrows, multi-day bars, the week's
// time grid and all-day lane, the '+N more' popover and the detail dialog —
// and ArrowLeft / ArrowRight mean previous / next visually. Geometry is read
// from the rendered boxes of the demo page (demo/pages/calendar-rtl.html).
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowser, type TestPage } from './harness';
import { box, demoPage, periodLabel } from './calendar-helpers';

useBrowser();

const MONTH = '#rtl-month';
const WEEK = '#rtl-week';

async function rtlPage(width = 1280) {
  const page = await demoPage('/calendar-rtl.html', { width });
  await page.locator(`${MONTH} .ec-event-bar.ec-measured`).first().waitFor();
  return page;
}

/** A month cell or a week's day column. */
const cell = (page: TestPage, root: string, date: string) => page.locator(`${root} :is(.ec-day-cell, .ec-day-column)[data-date="${date}"]`);

/** What has focus: its accessible-name source (aria-label, else its screen-reader text, else its text). */
const focused = (page: TestPage) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement;
  return el.getAttribute('aria-label') ?? (el.querySelector('.ec-sr-only') ?? el).textContent?.trim();
});

/**
 * Which way a chevron glyph points, read from its pixels: the ink of its middle rows lies
 * towards its tip. The screenshot is decoded on a canvas in the page (data: images are allowed).
 */
async function chevronPoints(page: TestPage, glyph: Locator): Promise<'left' | 'right'> {
  const png = (await glyph.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [img.width, img.height];
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const { data: px } = g.getImageData(0, 0, img.width, img.height);
    let [all, allX, mid, midX] = [0, 0, 0, 0];
    for (let y = 0; y < img.height; y++) {
      for (let x = 0; x < img.width; x++) {
        const i = (y * img.width + x) * 4;
        const ink = 255 - (px[i] + px[i + 1] + px[i + 2]) / 3;
        if (ink < 96) continue;
        all += ink;
        allX += ink * x;
        if (Math.abs(y - img.height / 2) < img.height / 8) [mid, midX] = [mid + ink, midX + ink * x];
      }
    }
    return midX / mid > allX / all ? 'right' : 'left';
  }, png);
}

describe('month grid mirrored', () => {
  it('the first weekday (Sunday) is on the right, each next day to its left', async () => {
    const page = await rtlPage();
    const sunday = await box(cell(page, MONTH, '2026-11-01'));
    const monday = await box(cell(page, MONTH, '2026-11-02'));
    const saturday = await box(cell(page, MONTH, '2026-11-07'));
    expect(sunday.x).toBeGreaterThan(monday.x + monday.width - 1);
    expect(saturday.x).toBeLessThan(monday.x);
    const headers = page.locator(`${MONTH} .ec-weekday`);
    expect((await box(headers.first())).x).toBeGreaterThan((await box(headers.nth(1))).x);
  });

  it("toolbar: Previous stands on the right and points right, Next points left (the LTR page's are the other way)", async () => {
    const page = await rtlPage();
    const prev = page.locator(`${MONTH} .ec-prev`);
    const next = page.locator(`${MONTH} .ec-next`);
    expect((await box(prev)).x).toBeGreaterThan((await box(next)).x);
    expect(await chevronPoints(page, prev.locator('.ec-chevron'))).toBe('right');
    expect(await chevronPoints(page, next.locator('.ec-chevron'))).toBe('left');
    const ltr = await demoPage('/calendar-inline.html');
    expect(await chevronPoints(ltr, ltr.locator('.ec-prev .ec-chevron'))).toBe('left');
    expect(await chevronPoints(ltr, ltr.locator('.ec-next .ec-chevron'))).toBe('right');
  });

  it("a multi-day bar runs right to left: its right edge at its start day, rounded there and square where it continues", async () => {
    const page = await rtlPage();
    // "trip" runs Friday 6 to Tuesday 10 November: two pieces, one per week row.
    const [first, second] = await page.locator(`${MONTH} .ec-event-bar[data-event-id="trip"]`).all();
    const fri = await box(cell(page, MONTH, '2026-11-06'));
    const sat = await box(cell(page, MONTH, '2026-11-07'));
    const sun = await box(cell(page, MONTH, '2026-11-08'));
    const tue = await box(cell(page, MONTH, '2026-11-10'));
    const a = await box(first);
    const b = await box(second);
    expect(Math.abs(a.x + a.width - (fri.x + fri.width - 2))).toBeLessThan(1.5);
    expect(Math.abs(a.x - (sat.x + 2))).toBeLessThan(1.5);
    expect(Math.abs(b.x + b.width - (sun.x + sun.width - 2))).toBeLessThan(1.5);
    expect(Math.abs(b.x - (tue.x + 2))).toBeLessThan(1.5);
    const radii = (l: Locator) => l.evaluate((e) => [getComputedStyle(e).borderTopRightRadius, getComputedStyle(e).borderTopLeftRadius]);
    expect(await radii(first)).toEqual(['4px', '0px']); // starts on its right; continues on the left
    expect(await radii(second)).toEqual(['0px', '4px']);
  });

  it("the '+N more' popover opens under its anchor, aligned to the anchor's right edge", async () => {
    const page = await rtlPage();
    const more = page.locator(`${MONTH} .ec-more-events`).first();
    await more.press('Enter');
    const popover = page.locator(`${MONTH} .ec-popover`);
    await popover.waitFor();
    await expect.poll(async () => {
      const [a, p] = [await box(more), await box(popover)];
      return [Math.abs(p.x + p.width - (a.x + a.width)) < 1.5, p.y > a.y + a.height - 1];
    }).toEqual([true, true]);
    const calendar = await box(page.locator(MONTH));
    const p = await box(popover);
    expect(p.x).toBeGreaterThanOrEqual(calendar.x);
  });

  it('the detail dialog reads right to left: title on the right, close button on the left', async () => {
    const page = await rtlPage();
    await page.locator(`${MONTH} .ec-event-bar[data-event-id="conf"]`).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'כנס מפתחים' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const title = await box(dialog.locator('.ec-dialog-title'));
    const close = await box(dialog.locator('.ec-dialog-close'));
    const whole = await box(dialog);
    expect(close.x + close.width).toBeLessThan(title.x + 1);
    expect(whole.x + whole.width - (title.x + title.width)).toBeLessThan(20);
  });
});

describe('week view mirrored', () => {
  it('the hour labels stand right of the day columns; the first day column is on the right', async () => {
    const page = await rtlPage();
    const labels = await box(page.locator(`${WEEK} .ec-time-labels`));
    const columns = await page.locator(`${WEEK} .ec-day-column`).all();
    expect(columns).toHaveLength(7);
    for (const column of columns) {
      const c = await box(column);
      expect(labels.x).toBeGreaterThanOrEqual(c.x + c.width - 1);
    }
    expect((await box(columns[0])).x).toBeGreaterThan((await box(columns[1])).x);
    const header = await box(page.locator(`${WEEK} .ec-tg-day-header`).first());
    expect(Math.abs(header.x - (await box(columns[0])).x)).toBeLessThan(2);
    const allDay = await box(page.locator(`${WEEK} .ec-allday-label`));
    expect(allDay.x).toBeGreaterThanOrEqual((await box(columns[0])).x + (await box(columns[0])).width - 1);
  });

  it('an all-day bar starts at the right edge of its first day; overlapping timed events fill from the right', async () => {
    const page = await rtlPage();
    const bar = await box(page.locator(`${WEEK} .ec-event-bar[data-event-id="w-conf"]`));
    const mon = await box(cell(page, WEEK, '2026-11-16'));
    const wed = await box(cell(page, WEEK, '2026-11-18'));
    expect(Math.abs(bar.x + bar.width - (mon.x + mon.width))).toBeLessThan(4);
    expect(Math.abs(bar.x - wed.x)).toBeLessThan(4);
    // Review (09:30) takes the first overlap column: the right-hand one.
    const review = await box(page.locator(`${WEEK} [data-event-id="w-review"]`));
    const lunch = await box(page.locator(`${WEEK} [data-event-id="w-lunch"]`));
    expect(review.x).toBeGreaterThanOrEqual(lunch.x + lunch.width - 1);
    expect(Math.abs(review.x + review.width - (wed.x + wed.width))).toBeLessThan(2);
  });
});

describe('ArrowLeft and ArrowRight mean previous / next visually', () => {
  it('month grid: ArrowLeft moves focus to the next day, ArrowRight to the previous', async () => {
    const page = await rtlPage();
    await page.getByRole('button', { name: 'יום רביעי, 18 בנובמבר 2026' }).first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toBe('יום חמישי, 19 בנובמבר 2026');
    const [from, to] = [await box(cell(page, MONTH, '2026-11-18')), await box(cell(page, MONTH, '2026-11-19'))];
    expect(to.x).toBeLessThan(from.x); // the focus moved left on screen
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toBe('יום שלישי, 17 בנובמבר 2026');
  });

  it('week view: ArrowLeft moves to the next day, past the week it shows the next week', async () => {
    const page = await rtlPage();
    const saturday = page.locator(`${WEEK} .ec-tg-day-header[data-date="2026-11-21"]`);
    await saturday.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toBe('יום ראשון, 22 בנובמבר 2026');
    expect(await periodLabel(page, WEEK).textContent()).toContain('22');
  });

  it('with the calendar itself focused, ArrowLeft shows the next period and ArrowRight the previous', async () => {
    const page = await rtlPage();
    const before = await periodLabel(page, MONTH).textContent();
    await page.locator(MONTH).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => periodLabel(page, MONTH).textContent()).toBe('דצמבר 2026');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => periodLabel(page, MONTH).textContent()).toBe(before);
  });
});
