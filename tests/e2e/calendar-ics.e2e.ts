// Issue 45 item 4 in Chromium on the built bundle: a calendar fed by data-ics (the demo feed) shows the
// feed's events as text, and the page's export button downloads an .ics file a real parser (ical.js) reads.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { networkQuiet, useBrowser } from './harness';
import { demoPage } from './calendar-helpers';

useBrowser();

const calendar = '#ics-calendar';

describe('calendar-ics.html: data-ics and exportIcs', () => {
  it('the feed\'s events appear as text: HTML in SUMMARY is literal text, the Thai title folded inside a character is whole', async () => {
    const page = await demoPage('/calendar-ics.html');
    const events = page.locator(`${calendar} [data-event-id]`);
    await expect.poll(() => events.count()).toBeGreaterThan(3);
    const html = page.locator(`${calendar} [data-event-id="html-2026@club.example"]`).first();
    await expect.poll(() => html.textContent()).toContain('<img src=x onerror="alert(1)">Open <b>house</b>');
    expect(await page.locator(`${calendar} img, ${calendar} b, ${calendar} script`).count()).toBe(0);
    expect(await page.locator(`${calendar} [data-event-id="thai-2026@club.example"]`).first().textContent()).toContain('งานเลี้ยงปีใหม่สโมสรฮ');
    expect(await page.locator(`${calendar} [data-event-id="trip-2026@club.example"]`).first().textContent()).toContain('Club trip, Alps');
    // TZID=Europe/Berlin 19:00 in November (CET, +01:00) is 18:00 UTC; the series keeps its RRULE and EXDATE unexpanded.
    const fields = await page.evaluate(() => Object.fromEntries(window.EventCalendar.getEvents('#ics-calendar').filter((e) => e.data.recurrenceId === undefined).map((e) => [e.id, {
      start: e.start.toISOString(), allDay: e.allDay, endDay: e.end.getDate(), rrule: e.data.rrule, exdate: e.data.exdate, url: e.data.url ?? null,
    }])));
    expect(fields['talk-2026@club.example']).toMatchObject({ start: '2026-11-12T18:00:00.000Z', allDay: false, url: 'https://club.example/talk' });
    expect(fields['trip-2026@club.example']).toMatchObject({ allDay: true, endDay: 7 });
    // The moved run (RECURRENCE-ID 17 November) leaves its series (an exdate) and is shown on Wednesday the 18th.
    expect(fields['run-2026@club.example']).toMatchObject({ rrule: 'FREQ=WEEKLY;COUNT=4', exdate: ['2026-11-10T06:30:00.000Z', '2026-11-17T06:30:00.000Z'] });
    const runs = await page.locator(`${calendar} .ec-month-view [data-event-id="run-2026@club.example"]`).evaluateAll((els) => els.map((el) => el.closest('[data-date]')?.getAttribute('data-date')));
    expect(runs).toEqual(['2026-11-03', '2026-11-18', '2026-11-24']);
    expect(fields['html-2026@club.example'].url).toBeNull();
    expect(fields['broken@club.example']).toBeUndefined();
    await networkQuiet(page);
    const warned = page.warnings.filter((w) => w.startsWith('[almanac]'));
    expect(warned).toEqual([
      expect.stringMatching(/VEVENT "html-2026@club\.example" has a URL that is not http\(s\)/),
      expect.stringMatching(/VEVENT "broken@club\.example" has no DTSTART/),
    ]);
  });

  it('the export button downloads club-november.ics, which ical.js parses, with the events and the series as RRULE', async () => {
    const page = await demoPage('/calendar-ics.html');
    await expect.poll(() => page.locator(`${calendar} [data-event-id]`).count()).toBeGreaterThan(3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download November as .ics' }).click()]);
    expect(download.suggestedFilename()).toBe('club-november.ics');
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const parsed = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const byUid = new Map(parsed.filter((e) => !e.isRecurrenceException()).map((e) => [e.uid, e]));
    // The moved run is written back as an override of its series (RECURRENCE-ID: the occurrence it replaces).
    const moved = parsed.filter((e) => e.isRecurrenceException());
    expect(moved.map((e) => [e.uid, e.recurrenceId.toJSDate().toISOString(), e.startDate.toJSDate().toISOString()])).toEqual([['run-2026@club.example', '2026-11-17T06:30:00.000Z', '2026-11-18T07:00:00.000Z']]);
    expect([...byUid.keys()].sort()).toEqual(['html-2026@club.example', 'run-2026@club.example', 'talk-2026@club.example', 'thai-2026@club.example', 'trip-2026@club.example']);
    expect(byUid.get('html-2026@club.example')!.summary).toBe('<img src=x onerror="alert(1)">Open <b>house</b>');
    expect(byUid.get('thai-2026@club.example')!.summary).toBe('งานเลี้ยงปีใหม่สโมสรฮ');
    expect(byUid.get('trip-2026@club.example')!.summary).toBe('Club trip, Alps');
    expect(byUid.get('trip-2026@club.example')!.endDate.toString()).toBe('2026-11-08');
    expect(byUid.get('talk-2026@club.example')!.startDate.toJSDate().toISOString()).toBe('2026-11-12T18:00:00.000Z');
    expect(byUid.get('run-2026@club.example')!.isRecurring()).toBe(true);
    await expect.poll(() => page.locator('#export-status').textContent()).toBe('6 events saved as club-november.ics');
  });
});
