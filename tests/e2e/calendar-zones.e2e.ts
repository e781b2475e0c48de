// Issue 45 item 1: data-timezone shows every event, today, the now line and the period in a named
// zone, whatever the browser's own zone (set per test here); times without an offset are the zone's
// wall clock, with Z or an offset instants; what leaves the calendar is the real instant, edits send
// the zone's wall clock; an unknown zone gets one warning and local time. demo/pages/calendar-zones.html.
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { partRequests, useBrowser, type TestPage } from './harness';
import { calendarPage, demoPage } from './calendar-helpers';

useBrowser();

/** The time text and day column of event `id` in calendar `root` (week view). */
async function placed(page: TestPage, root: string, id: string): Promise<[string | null, string]> {
  const block = page.locator(`${root} .ec-timed-event[data-event-id="${id}"]`).first();
  await block.waitFor();
  const time = (await block.locator('.ec-event-time').textContent())?.replace(/\s+/g, ' ').trim() ?? null;
  const day = await block.evaluate((b) => b.closest('.ec-day-column')!.getAttribute('data-date')!);
  return [time, day];
}

const EVENTS = JSON.stringify([
  { id: 'call', title: 'Call', start: '2026-11-03T09:00:00Z', end: '2026-11-03T10:00:00Z', allDay: false },
  { id: 'wall', title: 'Wall clock', start: '2026-11-04T09:30:00', end: '2026-11-04T10:00:00', allDay: false },
]);
const calendar = (attrs: string, events = EVENTS) =>
  `<main><div id="cal" data-event-calendar data-view="week" data-date="2026-11-03" ${attrs} data-events='${events}'></div></main>`;

describe('a calendar in a named zone, the browser in another', () => {
  it('the demo: the same instant at 08:00 on the 4th in Tokyo and 18:00 on the 3rd in New York, in a browser in Los Angeles; wall-clock times stay at their hour', async () => {
    const page = await demoPage('/calendar-zones.html', { timezoneId: 'America/Los_Angeles', lang: 'en-GB', now: '2026-11-03T12:00:00Z' });
    expect(await placed(page, '#tokyo', 'call')).toEqual([expect.stringMatching(/^08:00/), '2026-11-04']);
    expect(await placed(page, '#new-york', 'call')).toEqual([expect.stringMatching(/^18:00/), '2026-11-03']);
    expect(await placed(page, '#tokyo', 'standup')).toEqual([expect.stringMatching(/^09:30/), '2026-11-04']);
    // 10:00 in New York (-05:00) is 00:00 the next day in Tokyo; the Tokyo standup is 19:30 the day before in New York.
    expect(await placed(page, '#tokyo', 'ny-review')).toEqual([expect.stringMatching(/^00:00/), '2026-11-06']);
    expect(await placed(page, '#new-york', 'standup')).toEqual([expect.stringMatching(/^19:30/), '2026-11-03']);
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([]);
  });

  it("data-secondary-timezone: beside each of New York's hours, Tokyo's clock at that instant on the week's middle day (New York's clocks went back on its Sunday), both zones named above; the month view has none", async () => {
    const page = await demoPage('/calendar-zones.html', { timezoneId: 'America/Los_Angeles', lang: 'en-US', now: '2026-11-03T12:00:00Z' });
    const labels = page.locator('#new-york .ec-time-label');
    await expect.poll(() => labels.first().locator('span').textContent()).toBe('14:00');
    // [New York's hour, Tokyo's clock]
    const texts = await labels.evaluateAll((all) => all.map((l) => [l.firstChild!.textContent, l.querySelector('span')!.textContent]));
    expect(texts).toHaveLength(24);
    expect(texts[0]).toEqual(['00:00', '14:00']);
    expect(texts[9]).toEqual(['09:00', '23:00']);
    expect(texts[10]).toEqual(['10:00', '00:00']);
    expect(await page.locator('#new-york .ec-tg-corner').evaluate((c) => Array.from(c.children, (s) => s.textContent))).toEqual(['EST', 'GMT+9']);
    // Tokyo's column comes first, on the outer side, beside New York's: the gutter is wider, the hours keep their rows.
    const inLabel = await labels.nth(9).evaluate((l) => {
      const box = l.getBoundingClientRect();
      const tokyo = l.querySelector('span')!.getBoundingClientRect();
      const hour = document.createRange();
      hour.selectNodeContents(l.firstChild!);
      return { tokyoBefore: tokyo.right <= hour.getBoundingClientRect().left, sameRow: Math.abs(tokyo.top - box.top) < 2, overflow: l.scrollWidth > l.clientWidth };
    });
    expect(inLabel).toEqual({ tokyoBefore: true, sameRow: true, overflow: false });
    // The Tokyo calendar above has no second zone: one label per hour.
    expect(await page.locator('#tokyo .ec-time-label').first().textContent()).toBe('00:00');
    expect(await page.locator('#tokyo .ec-tg-corner').textContent()).toBe('');
    await page.locator('#new-york .ec-view-btn', { hasText: 'Month' }).click();
    await expect.poll(() => page.locator('#new-york .ec-time-label').count()).toBe(0);
  });

  it("today is the zone's day: at 20:00 on the 3rd in Los Angeles it is the 4th in Tokyo, and Today goes there", async () => {
    const page = await calendarPage(calendar('data-timezone="Asia/Tokyo"'), { timezoneId: 'America/Los_Angeles', now: '2026-11-04T04:00:00Z' });
    await page.locator('#cal .ec-timed-event').first().waitFor();
    expect(await page.locator('#cal .ec-tg-day-header[aria-current="date"]').getAttribute('data-date')).toBe('2026-11-04');
    expect(await page.locator('#cal .ec-day-column.ec-today').getAttribute('data-date')).toBe('2026-11-04');
    // The now line: 13:00 in Tokyo.
    const at = await page.locator('#cal .ec-day-column.ec-today .ec-now-line').evaluate((line) => parseFloat((line as HTMLElement).style.top));
    expect(at).toBeCloseTo((13 / 24) * 100, 0);
  });

  it('eventClick gives the real instant; a keyboard move sends the zone wall clock to the update API', async () => {
    const sent: unknown[] = [];
    const page = await calendarPage(calendar('data-timezone="Asia/Tokyo" data-editable data-update-api="/test-api/events/{id}"'), {
      timezoneId: 'Europe/London', lang: 'en-GB',
      before: async (p) => {
        await p.route('**/test-api/**', (route: Route) => {
          sent.push(JSON.parse(route.request().postData() ?? 'null'));
          return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
        });
      },
    });
    await page.evaluate(() => document.addEventListener('eventcalendar:eventClick', (e) => {
      (window as unknown as { clicked: string }).clicked = ((e as CustomEvent).detail.event.start as Date).toISOString();
    }));
    await page.locator('#cal .ec-edit-hint').waitFor(); // the editing part is there (with its stylesheet)
    await page.locator('#cal .ec-timed-event[data-event-id="call"]').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { clicked?: string }).clicked)).toBe('2026-11-03T09:00:00.000Z');
    // The click's dialog (the overlays part, with its stylesheet) opens, and Escape closes it.
    await page.getByRole('dialog', { name: 'Call' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Pick up, one step later, drop.
    const block = page.locator('#cal .ec-timed-event[data-event-id="call"]');
    await block.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ id: 'call', start: expect.stringMatching(/^2026-11-03T18:(15|30):00$/), allDay: false });
  });

  it('the range asked of the API is the zone\'s days, asked once the zone is known; wall-clock answers land at their hour', async () => {
    const asked: string[] = [];
    const answer = [{ id: 'a', title: 'Answer', start: '2026-11-09T08:00:00', end: '2026-11-09T09:00:00', allDay: false }];
    const page = await calendarPage('<main><div id="cal" data-event-calendar data-view="week" data-timezone="Pacific/Chatham" data-api="/test-api/events"></div></main>', {
      timezoneId: 'America/Sao_Paulo', lang: 'en-GB', now: '2026-11-07T12:00:00Z',
      before: async (p) => {
        await p.route('**/test-api/events**', (route: Route) => {
          asked.push(new URL(route.request().url()).search);
          return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: answer }) });
        });
      },
    });
    expect(await placed(page, '#cal', 'a')).toEqual([expect.stringMatching(/^08:00/), '2026-11-09']);
    // 12:00 UTC on Saturday the 7th is 09:00 that Saturday in São Paulo, but 01:45 on Sunday the 8th in Chatham: the next week.
    expect(asked).toEqual(['?start=2026-11-08&end=2026-11-14']);
  });

  it('a zone the browser does not know: one warning naming it, and local time', async () => {
    const page = await calendarPage(calendar('data-timezone="Mars/Olympus_Mons"'), { timezoneId: 'Asia/Bangkok', lang: 'en-GB' });
    expect(await placed(page, '#cal', 'call')).toEqual([expect.stringMatching(/^16:00/), '2026-11-03']);
    expect(page.warnings.filter((w) => w.startsWith('[almanac]'))).toEqual([expect.stringContaining('Mars/Olympus_Mons')]);
  });

  it('local and UTC calendars ask for no zone part; the first named zone asks once', async () => {
    const requests: string[] = [];
    const page = await calendarPage(calendar('') + calendar('data-timezone="UTC"').replace('id="cal"', 'id="utc"'), {
      before: (p) => p.on('request', (r) => requests.push(new URL(r.url()).pathname)),
    });
    await page.locator('#utc .ec-timed-event').first().waitFor();
    expect(partRequests(requests)).toEqual([]);
    await page.evaluate((html) => {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', html);
      (window as unknown as { EventCalendar: { discoverCalendars(el: Element): void } }).EventCalendar.discoverCalendars(document.body);
    }, calendar('data-timezone="Asia/Tokyo"').replace('<main>', '').replace('</main>', '').replace('id="cal"', 'id="tokyo"'));
    expect(await placed(page, '#tokyo', 'call')).toEqual([expect.stringMatching(/18:00|6:00/), '2026-11-03']);
    expect(requests.filter((r) => /almanac-zone-[\w-]{6}\.js$/.test(r))).toHaveLength(1);
  });
});
