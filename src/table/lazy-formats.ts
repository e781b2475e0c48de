/**
 * Dates with data-pattern, humanize, bytes, duration and truncate (script
 * bundles): the formats part, requested once per page, by the first table
 * whose columns name one of them (TableParts, when the table starts, beside
 * its data: its rows are drawn once it is there) or the first text that needs
 * it. Once it arrives every table makes its texts again. If it cannot be
 * loaded, dates show in the locale's date format and the others as plain
 * text: one warning (core/lazy.ts), and each table with such a column emits
 * table:error, action 'formats'.
 */
import { lazy } from '../core/lazy';
import { setLazyFormats, whenLazyFormatsWanted } from '../core/format-dates';
import { needsFormatsPart } from '../core/formats';
import type { TableStore } from './store.svelte';

let tables: () => TableStore[] = () => [];
let loading: Promise<void> | undefined;

/** The formats part, asked for once: settles (never rejects) once it is there or failed. */
export function formatsPart(): Promise<void> {
  return (loading ??= lazy(() => import('../core/format-lazy'), "date patterns and relative dates show the locale's date format; bytes, duration, humanize and truncate show the plain value").then(
    (formats) => {
      setLazyFormats(formats);
      for (const store of tables()) store.refreshColumns();
    },
    (error) => {
      for (const store of tables()) {
        if (store.columns.some((c) => needsFormatsPart(c.format, c.formatOptions))) {
          store.fail('formats', error);
        }
      }
    },
  ));
}

/** Start following: `stores` are the page's tables now. */
export function followLazyFormats(stores: () => TableStore[]): void {
  tables = stores;
  whenLazyFormatsWanted(formatsPart);
}
