// docs/table.md and docs/calendar.md are generated (scripts/docs.mjs, `npm run docs`) from the option
// tables, input types, facades and components: this fails when the committed pages differ from what
// the script makes now (an option, prop, method or event changed without `npm run docs`), and the
// script itself fails on an undocumented option or an emitted event missing from its event map.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDocs } from '../../scripts/docs.mjs';

describe('docs', () => {
  const pages = Object.entries(generateDocs() as Record<string, string>);

  it.each(pages)('%s is what `npm run docs` generates', (path, content) => {
    expect(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'), `${path} is stale: run npm run docs`).toBe(content);
  });

  it('the calendar page states the all-day rule before anything else', () => {
    const calendar = pages.find(([path]) => path === 'docs/calendar.md')![1];
    const rule = calendar.indexOf('timed events are all-day unless `allDay: false`');
    expect(rule).toBeGreaterThan(0);
    expect(rule).toBeLessThan(calendar.indexOf('\n## '));
  });

  it('every table attribute, column option, prop, method and event is listed', () => {
    const table = pages.find(([path]) => path === 'docs/table.md')![1];
    for (const name of ['`data-row-actions`', '`data-cell-element`', '`footerAggregates`', '`TableManager.exportData(', '`table:rowReorder`', '`onrowaction`', '`bind:selected`']) {
      expect(table).toContain(name);
    }
  });
});
