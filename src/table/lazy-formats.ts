/**
 * Dates with data-pattern, humanize, bytes, duration and truncate (script
 * bundles): the first cell that needs one loads the formats chunk; until it
 * arrives dates show in the locale's date format and the others as plain
 * text, then every table renders again. If it cannot be loaded they stay so:
 * one warning (core/lazy.ts), and each table with such a column emits
 * table:error, action 'formats'.
 */
import { lazy } from '../core/lazy';
import { setLazyFormats, whenLazyFormatsWanted } from '../core/format-dates';
import type { TableStore } from './store.svelte';

const LAZY_FORMATS: readonly string[] = ['humanize', 'bytes', 'duration', 'truncate'];

/** Start following: `stores` are the page's tables now. */
export function followLazyFormats(stores: () => TableStore[]): void {
  whenLazyFormatsWanted(() => {
    lazy(() => import('../core/format-lazy'), "date patterns and relative dates show the locale's date format; bytes, duration, humanize and truncate show the plain value").then(
      (formats) => {
        setLazyFormats(formats);
        for (const store of stores()) store.refreshColumns();
      },
      (error) => {
        for (const store of stores()) {
          if (store.columns.some((c) => c.formatOptions.pattern || LAZY_FORMATS.includes(c.format ?? ''))) {
            store.emit('table:error', { tableId: store.id, action: 'formats', error, timestamp: Date.now() });
          }
        }
      },
    );
  });
}
