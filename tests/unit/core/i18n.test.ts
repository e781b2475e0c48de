import { describe, expect, it, vi } from 'vitest';
import { hostText, resolveLocale, say } from '../../../src/core/i18n';
import { STRINGS } from '../../../src/table/model/strings';
import { SHARED } from '../../../src/table/dom/say';
import { TEXT as bulk } from '../../../src/table/actions/bulk';
import { TEXT as send } from '../../../src/table/actions/send';
import { TEXT as filter } from '../../../src/table/actions/filter';
import { TEXT as rowActions } from '../../../src/table/components/row-action-items';
import { TEXT as editing } from '../../../src/table/components/rows-text';
import { TEXT as drag } from '../../../src/table/components/drag-text';
import { TEXT as deleting } from '../../../src/table/actions/row-delete';
import { TEXT as exporting } from '../../../src/table/dom/export';
import { TEXT as exportStatus } from '../../../src/table/components/export-progress';
import { TEXT as exportServer } from '../../../src/table/dom/export-server';
import { TEXT as save } from '../../../src/table/components/cell-save';
import { TEXT as footer } from '../../../src/table/components/table-foot';
import { TEXT as forms } from '../../../src/table/dom/filter-form';
import { TEXT as filterRow } from '../../../src/table/components/filter-row';
import { TEXT as resize } from '../../../src/table/components/resize-text';
import { TEXT as responsive } from '../../../src/table/components/responsive-text';
import { TEXT as columns } from '../../../src/table/components/column-text';
import { TEXT as groups } from '../../../src/table/components/group-text';
import { TEXT as details } from '../../../src/table/components/detail-text';
import { TEXT as ranges } from '../../../src/table/components/range-text';
import { TEXT as pasting } from '../../../src/table/components/paste-text';
import { TEXT as filling } from '../../../src/table/components/fill-text';
import { TEXT as tree } from '../../../src/table/components/tree-text';
import { STRINGS_EN as calendarEn } from '../../../src/calendar/model/locale';
import { LIST_TEXT } from '../../../src/calendar/model/list-text';
import type * as Language from '../../../src/lang/th';

/** Every language file (src/lang/), by path: a new file is checked here with no line to add. */
const LANGUAGES = Object.values(import.meta.glob<typeof Language>(['../../../src/lang/*.ts', '!../../../src/lang/files.ts'], { eager: true }));

/** Every English catalogue of the table: the main bundle's and each chunk's. */
const TABLE_EN: Record<string, string>[] = [STRINGS, SHARED, bulk, send, filter, rowActions, editing, drag, deleting, exporting, exportStatus, exportServer, save, footer, forms, filterRow, resize, responsive, columns, groups, ranges, pasting, filling, tree, details];
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue: plural forms by Intl.PluralRules', () => {
  it('English picks the "one" form for 1 and the last form otherwise ("1 row." / "12 rows.")', () => {
    expect(say('en', STRINGS.rows, { count: 1 })).toBe('1 row.');
    expect(say('en', STRINGS.rows, { count: 12 })).toBe('12 rows.');
    expect(say('en', STRINGS.rows, { count: 0 })).toBe('0 rows.');
  });

  it('a language without a "one" category (Thai) always takes the last form', () => {
    expect(say('th', 'one:{count} row|{count} rows', { count: 1 })).toBe('1 rows');
  });

  it('numbers in messages are formatted with Intl for the locale', () => {
    expect(say('en', STRINGS.rows, { count: 12345 })).toBe('12,345 rows.');
    expect(say('de', '{count} Zeilen', { count: 12345 })).toBe('12.345 Zeilen');
  });

  it('an unknown placeholder stays as written; text params are not formatted', () => {
    expect(say('en', 'Page {page} of {count}.', { page: '1000' })).toBe('Page 1000 of {count}.');
  });
});

describe('message catalogue: languages', () => {
  it('every language file is complete: each English text of the table (main bundle and every chunk) and of the calendar has its text, with the same placeholders', () => {
    expect(LANGUAGES.map((l) => l.code)).toContain('th');
    for (const language of LANGUAGES) complete(language);
  });

  /** A language has every text, with the same placeholders. */
  function complete(language: typeof Language) {
    for (const catalogue of TABLE_EN) {
      for (const [key, en] of Object.entries(catalogue)) {
        expect(language.table[key], `${language.code} ${key}`).toBeTypeOf('string');
        expect(placeholders(language.table[key].replace(/^one:.*?\|/, '')), `${language.code} ${key}`).toEqual([...new Set(placeholders(en))].sort().filter((p, i, a) => a.indexOf(p) === i));
      }
    }
    for (const key of Object.keys(calendarEn)) expect(language.calendar[key as keyof typeof calendarEn], `${language.code} ${key}`).toBeTypeOf('string');
    // The list view's texts (issue 45 item 3) are in the calendar catalogue too.
    for (const [key, en] of Object.entries(LIST_TEXT)) {
      const text = (language.calendar as Record<string, string>)[key];
      expect(text, `${language.code} ${key}`).toBeTypeOf('string');
      expect(placeholders(text), `${language.code} ${key}`).toEqual(placeholders(en));
    }
  }

  it('table keys are unique across the main bundle and the chunks (one flat catalogue per language), and no language has a key that is not one', () => {
    const keys = TABLE_EN.flatMap((c) => Object.keys(c));
    expect(keys.length).toBe(new Set(keys).size);
    for (const language of LANGUAGES) expect(Object.keys(language.table).sort(), language.code).toEqual([...keys].sort());
  });
});

describe('message catalogue: host I18nManager', () => {
  it('a host translate() that knows the text wins; one that returns its input, throws or is absent does not', () => {
    expect(hostText({ translate: (k) => (k === 'Retry' ? 'Nochmal' : k) }, 'Retry', 'de')).toBe('Nochmal');
    expect(hostText({ translate: (k) => k }, 'Retry', 'de')).toBeUndefined();
    expect(hostText({ t: () => { throw new Error('x'); } }, 'Retry', 'de')).toBeUndefined();
    expect(hostText(null, 'Retry', 'de')).toBeUndefined();
  });
});

describe('message catalogue: language resolution order', () => {
  const env = { i18n: { getCurrentLocale: () => 'fr' }, documentLang: 'th', navigatorLang: 'de' };
  it("the widget's own locale (data-locale) first", () => {
    expect(resolveLocale('th-TH', env)).toBe('th-TH');
  });
  it('then the host I18nManager', () => {
    expect(resolveLocale(undefined, env)).toBe('fr');
    expect(resolveLocale('auto', env)).toBe('fr');
  });
  it('then <html lang>', () => {
    expect(resolveLocale(undefined, { ...env, i18n: null })).toBe('th');
  });
  it('then the browser, then English', () => {
    expect(resolveLocale(undefined, { navigatorLang: 'de', documentLang: '' })).toBe('de');
    expect(resolveLocale(undefined, {})).toBe('en');
  });
});

describe('resolveLocale reads the tag without loading locale data (a first supportedLocalesOf costs 10–20 ms before the first render)', () => {
  it('canonicalises and refuses malformed tags without supportedLocalesOf', () => {
    const dtf = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const nf = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    expect(resolveLocale('th-th', {})).toBe('th-TH');
    expect(resolveLocale('en_US', {})).toBe('en-US');
    expect(resolveLocale('not a locale!', { documentLang: 'de' })).toBe('en');
    expect(resolveLocale(undefined, { documentLang: '!!', navigatorLang: 'fr-ca' })).toBe('fr-CA');
    expect(dtf).not.toHaveBeenCalled();
    expect(nf).not.toHaveBeenCalled();
    dtf.mockRestore();
    nf.mockRestore();
  });
});
