// Stub: replaced by the issue "TableManager III" export work (dist/almanac-chunk-xlsx.js).

/** A one-sheet .xlsx workbook: a header row, then the rows (numbers stay numbers, dates dates). */
export function xlsxWorkbook(headers: string[], rows: unknown[][]): Uint8Array {
  void headers;
  void rows;
  return new Uint8Array();
}
