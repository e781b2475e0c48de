// The tests' own small RFC 4180 reader, shared by the export unit and e2e tests: it reads what an
// exported CSV holds independently of the writer under test.
import { expect } from 'vitest';

/** RFC 4180 records of a CSV text (BOM already removed); fails on a record not ended by CRLF. */
export function parseCsv(csv: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i];
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') record.push(field), (field = '');
    else if (ch === '\r' && csv[i + 1] === '\n') record.push(field), records.push(record), (record = []), (field = ''), i++;
    else field += ch;
  }
  expect([field, record], 'the last record ends with CRLF').toEqual(['', []]);
  return records;
}
