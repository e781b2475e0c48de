// Hostile strings in editable cells and rows (issue "TableManager IV": the hostile corpus covers the new
// paths — saved values, error messages, row copies): as control values, option labels, a refused save's
// message and field error, and in a copied row they read exactly as written, and nothing runs.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { domProblems, expectNothingRan, HOSTILE, openHostile, reportFigure } from './hostile-helpers';

useBrowser();
const T = 'table[data-table="hostile-edit"]';

describe('hostile strings in editable cells', () => {
  it('values and option labels are text; a refused save shows the message and field error as text; a copy keeps the text', async () => {
    const watched = await openHostile('/hostile-editing.html', { allowConsoleErrors: true });
    const { page } = watched;
    await expect.poll(() => page.locator(`${T} tbody input[name="note"]`).count()).toBe(HOSTILE.length);
    // Control values and option labels.
    expect(await page.locator(`${T} tbody input[name="note"]`).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
      .toEqual(HOSTILE.map((s) => s.replace(/[\r\n]/g, '')));
    const labels = await page.locator(`${T} tbody tr`).first().locator('select option').allTextContents();
    expect(labels).toEqual(HOSTILE);
    // A save the server refuses with the string as message and field error: typed value kept, both shown as text.
    for (const index of [0, 1, 8]) {
      const input = page.locator(`#hostile-edit_note_${index + 1}`);
      await input.fill(`${HOSTILE[index]}!`.replace(/[\r\n]/g, ''));
      await input.press('Enter');
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ').pop()!;
      expect(await page.locator(`#${describedBy}`).textContent()).toBe(HOSTILE[index]);
      expect(await input.inputValue()).toBe(`${HOSTILE[index]}!`.replace(/[\r\n]/g, ''));
    }
    // A copy of a row carries the same text.
    await page.locator(`${T} tbody tr`).nth(2).locator('.alm-row-copy').click();
    await expect.poll(() => page.locator(`${T} tbody input[name="note"]`).count()).toBe(HOSTILE.length + 1);
    expect(await page.locator(`${T} tbody tr`).nth(3).locator('input[name="note"]').inputValue()).toBe(HOSTILE[2].replace(/[\r\n]/g, ''));
    expect(await domProblems(page, T)).toEqual([]);
    await expectNothingRan(watched);
    reportFigure('hostile-editing.e2e.ts', ['cell values', 'option labels', 'save messages', 'field errors', 'row copies']);
  });
});
