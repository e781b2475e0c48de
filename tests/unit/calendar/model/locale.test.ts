import { describe, expect, it } from 'vitest';
import { parseIsoDay } from '../../../../src/calendar/model/dates';
import { calendar as thai } from '../../../../src/lang/th';
import { monthNames, periodLabel, resolveLocale, stringsFor, weekdayNames, formatYear, say } from '../../../../src/calendar/model/locale';

describe("locale 'auto': host I18nManager, then document language, then browser", () => {
  it('host manager first, whatever it calls its getter', () => {
    expect(resolveLocale('auto', { i18n: { getCurrentLocale: () => 'th' }, documentLang: 'en', navigatorLang: 'de' })).toBe('th');
    expect(resolveLocale('auto', { i18n: { getLocale: () => 'fr' }, documentLang: 'en' })).toBe('fr');
    expect(resolveLocale('auto', { i18n: { currentLocale: 'ja' }, documentLang: 'en' })).toBe('ja');
  });
  it('then <html lang>, then navigator.language, then en', () => {
    expect(resolveLocale('auto', { i18n: null, documentLang: 'th-TH', navigatorLang: 'de' })).toBe('th-TH');
    expect(resolveLocale('auto', { documentLang: '', navigatorLang: 'de' })).toBe('de');
    expect(resolveLocale('auto', {})).toBe('en');
  });
  it('an explicit locale wins; an unusable one falls back to en', () => {
    expect(resolveLocale('th', { documentLang: 'en' })).toBe('th');
    expect(resolveLocale('not a locale!', { documentLang: 'th' })).toBe('en');
  });
  it('a throwing host manager is ignored', () => {
    expect(resolveLocale('auto', { i18n: { getCurrentLocale: () => { throw new Error('x'); } }, documentLang: 'th' })).toBe('th');
  });
});

describe('English built in, other languages from their file (src/lang/); host translate wins', () => {
  it('English, and Thai once its file is there', () => {
    expect(stringsFor('en-US').today).toBe('Today');
    expect(stringsFor('th').today).toBe('Today'); // the file has not arrived: English, never blank
    expect(stringsFor('th', null, thai).today).toBe('วันนี้');
    expect(stringsFor('th-TH', null, thai).previous).toBe('ก่อนหน้า');
    expect(stringsFor('de').today).toBe('Today');
  });
  it('a host translation of the English text replaces the built-in one', () => {
    const s = stringsFor('fr', { translate: (k: string) => (k === 'Today' ? "Aujourd'hui" : k) });
    expect(s.today).toBe("Aujourd'hui");
    expect(s.next).toBe('Next');
  });
  it('interpolates counts', () => {
    expect(say('en', stringsFor('en').more, { count: 2 })).toBe('+2 more');
    expect(say('en', stringsFor('en').moreLabel, { count: 1, date: 'May 1' })).toBe('1 more event on May 1');
    expect(say('en', stringsFor('en').moreLabel, { count: 3, date: 'May 1' })).toBe('3 more events on May 1');
  });
});

describe('names through Intl (no locale files)', () => {
  it('Thai month and weekday names, Buddhist-era year', () => {
    expect(monthNames('th')[2]).toBe('มีนาคม');
    expect(weekdayNames('th', 0, 'long')[0]).toBe('วันอาทิตย์');
    expect(formatYear('th', 2026)).toBe('2569');
    expect(formatYear('en', 2026)).toBe('2026');
    expect(periodLabel('th', 'month', parseIsoDay('2026-11-01')!, parseIsoDay('2026-11-30')!)).toMatch(/พฤศจิกายน/);
  });
  it('weekday header starts on firstDayOfWeek', () => {
    expect(weekdayNames('en', 1)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('en', 0)[0]).toBe('Sun');
  });
  it('period labels per view', () => {
    const d = parseIsoDay('2024-03-03')!;
    expect(periodLabel('en', 'month', d, d + 30)).toBe('March 2024');
    expect(periodLabel('en', 'week', d, d + 6)).toMatch(/Mar 3\s*–\s*9, 2024/);
    expect(periodLabel('en', 'day', d, d)).toBe('Sunday, March 3, 2024');
    expect(periodLabel('en', 'list', d - 2, d + 28)).toBe('March 2024');
  });
});
