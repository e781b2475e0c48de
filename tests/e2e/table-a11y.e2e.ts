// axe-core on the table pages with the most controls: no serious or critical violations.
import { expect, it } from 'vitest';
import { openPage, seriousAxeViolations, useBrowser } from './harness';

useBrowser();

for (const [path, ready] of [
  ['/table-filters.html', 'table[data-table="people"] tbody tr td'],
  ['/table-remote.html', 'table[data-table="employees"] tbody tr td'],
  ['/table-lifecycle.html', 'table[data-table="life"] tbody tr td'],
  ['/table-config.html', '#editable_qty_1'],
  ['/table-large.html', 'table[data-table="large"] tbody tr td'],
  ['/table-performance.html', 'table[data-table="perf"] tbody tr td'],
] as const) {
  it(`${path} has no serious or critical axe violations`, async () => {
    const page = await openPage(path);
    await page.locator(ready).first().waitFor();
    if (path === '/table-lifecycle.html') await page.getByRole('button', { name: /TableManager\.init/ }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
