/**
 * The name of an exported file (exportData `{filename}`): safe on every
 * desktop system, whatever a page passes (core/file-name.ts). Pure.
 */
import { cleanBase, safeFileName, type FileName } from '../../core/file-name';
import { FILE_TYPES, type ExportFormat } from './export';

/** Local calendar date as YYYY-MM-DD. */
function isoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The file name for an export: `requested` made safe, else
 * `{tableId}-{YYYY-MM-DD}`; the extension is always the format's own
 * (csv, json, xlsx), added once ("report.csv" stays, "report.txt" becomes
 * "report.txt.csv"). A name that is not a string, or that had to change,
 * comes with a `problem`.
 */
export function exportFilename(requested: unknown, tableId: string, format: ExportFormat, now: Date): FileName {
  const { ext } = FILE_TYPES[format];
  return safeFileName(requested, ext, () => `${cleanBase(`${tableId}-${isoDay(now)}`, ext) || `export-${isoDay(now)}`}.${ext}`);
}
