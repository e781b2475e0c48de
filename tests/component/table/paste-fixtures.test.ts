// Paste's readers (issue 46 item 3) on clipboard fixtures in the formats Excel, Google Sheets and LibreOffice
// write (tests/fixtures/clipboard/: LibreOffice's captured, Excel's and Sheets' SYNTHESIZED from their documented formats): the HTML table
// wins over the TSV (Almanac's own copy keeps raw values there), both give the same block; hostile markup runs
// nothing; a clipboard too large is refused (null), not read.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readClip } from '../../../src/table/dom/range-paste';

const fixture = (name: string) => readFileSync(`tests/fixtures/clipboard/${name}`, 'utf8');
const BLOCK = [['7', '1.25', '8.75', 'Fresh', 'Packed'], ['9', '2,000.50', expect.stringMatching(/^18,?004\.50$/), 'Say "hi"', 'Shipped']];

describe('readClip on spreadsheet clipboards', () => {
  for (const app of ['excel', 'sheets', 'libreoffice']) {
    it(`${app}: its HTML and its TSV give the same block`, () => {
      expect(readClip({ text: '', html: fixture(`${app}.html`) })).toEqual(BLOCK);
      expect(readClip({ text: fixture(`${app}.tsv`), html: '' })).toEqual(BLOCK);
      expect(readClip({ text: fixture(`${app}.tsv`), html: fixture(`${app}.html`) })).toEqual(BLOCK);
    });
  }

  it('hostile HTML: text only, nothing runs, nothing enters the page', () => {
    const before = document.body.innerHTML;
    expect(readClip({ text: '', html: fixture('hostile.html') })).toEqual([['5', '6', 'Click', 'Open']]);
    expect((window as unknown as { pwned?: string }).pwned).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
  });

  it('too large: 10 MB of text, or 1,000,000 cells, is refused (null)', () => {
    expect(readClip({ text: 'x'.repeat(10_000_000), html: '' })).toBeNull();
    const row = Array.from({ length: 1000 }, () => '1').join('\t');
    expect(readClip({ text: Array.from({ length: 1000 }, () => row).join('\n'), html: '' })).toBeNull();
  });
});
