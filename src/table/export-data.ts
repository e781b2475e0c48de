/**
 * exportData for both facades (TableManager and DataTable): the export part, loaded on first use,
 * makes the file, or says why not (an unknown format, a failed request: its warning and events).
 * A part that cannot be loaded is table:error (action export) and table:export with success false.
 * Resolves true when a file was made.
 */
import { lazy } from '../core/lazy';
import type { TableStore } from './store.svelte';

export function exportData(store: TableStore, format: string, options: { filename?: unknown; raw?: unknown }): Promise<boolean> {
  // exportTable never throws (its own failures are its events): what is caught here is the part's load.
  return lazy(() => import('./dom/export'), 'exportData does not work').then(
    (part) => part.exportTable(store, format as 'csv', options),
    (error: unknown) => {
      store.fail('export', error);
      store.emit('table:export', { tableId: store.id, format, success: false });
      return false;
    },
  );
}
