/**
 * exportData (spec "Client methods", "Export rules"; issue 11 item 5): the
 * `export` chunk (the export part), loaded on the first export
 * by TableManager.exportData. It collects the rows the user sees (all pages:
 * the client's filtered and sorted rows, or the server's, fetched page by
 * page, its status shown by ExportProgress.svelte), turns them into a CSV,
 * JSON (the shown texts keyed by header; `{raw: true}`: raw values by field) or .xlsx file (the model in model/export.ts; Excel through the xlsx
 * chunk) and hands the file to the browser as a download.
 *
 * Events: table:export `{tableId, format, success}` once per call; a failure
 * also emits table:error `{tableId, action: 'export', error, timestamp}`. A
 * cancelled export emits table:export with success false only.
 */
import { downloadBlob } from '../../core/download';
import { lazy } from '../../core/lazy';
import { describeError } from '../../core/json';
import { handleAuthError, notify } from '../../core/host-ui';
import { authFailure } from '../../core/http';
import { warn } from '../../core/warn';
import { FILE_TYPES, exportColumns, toCsv, toJson, toRawJson, toSheet, type CellText, type ExportFormat } from '../model/export';
import { exportFilename } from '../model/export-filename';
import type { ColumnDef, Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { cellTexts } from './cell-texts';
import { fetchServerRows } from './export-server';
import { sayShared, sayer } from './say';
import { orderColumns } from '../model/column-order';
import { groupedExport, groupedSheet, type GroupedExport } from '../model/export-groups';
import { groupOpen } from '../components/group-state.svelte';

export type { ExportFormat } from '../model/export';

/** What a user reads, in English (README "Languages"; model/strings.ts has the table's own; these travel with the chunk). */
export const TEXT = {
  exportForbidden: 'You do not have permission to export these rows.',
  exportFailed: 'Export failed: {reason}',
  exportStatus: 'the server answered {code}',
};
const say = sayer(TEXT);

/** Tables with an export running: a second call while one runs is refused. */
const running = new WeakSet<TableStore>();

/** The file's bytes or text; JSON as the user sees it unless `raw` (field-keyed raw values). */
async function makeFile(store: TableStore, format: ExportFormat, viewRows: readonly Row[], raw: boolean): Promise<BlobPart> {
  const grouped = groupedFile(store, exportColumns(orderColumns(store.columns, store.order)), cellTexts(store), format);
  const { columns, textOf } = grouped;
  const rows = grouped.rows ?? viewRows;
  if (format === 'csv') return toCsv(columns, rows, textOf);
  if (format === 'json') return (raw ? toRawJson : toJson)(columns, rows, textOf);
  const xlsx = await lazy(() => import('../model/xlsx'), 'Excel export does not work');
  const kept = groupOpen(store);
  const sheet = kept.shown.length && !store.isServerSide
    ? groupedSheet(store.id, kept.shown, columns, textOf, kept.label, kept.aggregates)
    : toSheet(store.id, columns, rows, textOf);
  return xlsx.xlsxWorkbook(sheet) as Uint8Array<ArrayBuffer>;
}

/** A grouped table's CSV and JSON: a leading column per group field, rows in the groups' order (issue 47 item 5); Excel: outline rows (groupedSheet). */
function groupedFile(store: TableStore, columns: ColumnDef[], textOf: CellText, format: ExportFormat): GroupedExport {
  const kept = groupOpen(store);
  const groups = format === 'excel' || store.isServerSide ? [] : kept.shown;
  const byField = (field: string) => store.columns.find((c) => c.field === field);
  const fields: ColumnDef[] = [];
  for (let list = groups; list.length; list = list[0].groups) {
    const column = byField(list[0].field);
    if (column) fields.push(column);
  }
  return groupedExport(groups, fields, columns, textOf, kept.label);
}

/** 401 and 403 never navigate away from an export (spec "Authentication" 2): 403 notifies, 401 goes to the host's handler. */
function reportFailure(store: TableStore, error: unknown): void {
  const failure = authFailure(error);
  if (failure === 'forbidden') notify('error', say(store, 'exportForbidden'));
  else if (failure === 'unauthorized') {
    if (!handleAuthError(error)) notify('error', sayShared(store, 'signedOut'));
  } else notify('error', say(store, 'exportFailed', { reason: reason(store, error) }));
}

/** What went wrong, for a person: the server's own message, else its status, else the error's message. */
function reason(store: TableStore, error: unknown): string {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { message?: unknown } };
  if (typeof body?.message === 'string' && body.message.trim()) return body.message.trim().slice(0, 200);
  return typeof status === 'number' ? say(store, 'exportStatus', { code: String(status) }) : describeError(error);
}

/**
 * Export what the user sees as `format`; resolves true when a file was handed
 * to the browser. Never throws: failures emit table:error and resolve false.
 */
export async function exportTable(store: TableStore, format: ExportFormat, options: { filename?: unknown; raw?: unknown }): Promise<boolean> {
  const tableId = store.id;
  const finish = (success: boolean) => {
    store.emit('table:export', { tableId, format, success });
    return success;
  };
  if (!Object.prototype.hasOwnProperty.call(FILE_TYPES, format)) {
    warn('table', tableId, `exportData: format "${String(format)}" is not csv, json or excel — nothing exported`);
    store.emit('table:error', { tableId, action: 'export', error: new Error('unknown export format'), timestamp: Date.now() });
    return finish(false);
  }
  if (running.has(store)) {
    warn('table', tableId, 'exportData: an export of this table is already running — this call is ignored');
    return finish(false);
  }
  running.add(store);
  try {
    const file = exportFilename(options?.filename, tableId, format, new Date());
    if (file.problem) warn('table', tableId, `exportData: ${file.problem}`);
    const rows = store.isServerSide ? await fetchServerRows(store) : store.view.ordered;
    if (!rows) return rows === null ? finish(false) : false; // null: cancelled; undefined: the table was destroyed
    const content = await makeFile(store, format, rows, options?.raw === true);
    if (store.gone.signal.aborted) return false; // the table went while the Excel part loaded: no file, no event
    downloadBlob(content, file.name, FILE_TYPES[format].type);
    return finish(true);
  } catch (error) {
    reportFailure(store, error);
    store.emit('table:error', { tableId, action: 'export', error, timestamp: Date.now() });
    return finish(false);
  } finally {
    running.delete(store);
  }
}
