/**
 * The export status's English (README "Languages": keyed, said in the
 * table's language through TableStore.t); ExportProgress.svelte says them.
 */
import { sayer } from '../dom/say';

export const TEXT = {
  exportRunning: 'Exporting…',
  exportProgress: 'Exporting… {received} of {total} rows',
  exportCancel: 'Cancel',
  exportCancelLabel: 'Cancel export',
};
export const say = sayer(TEXT);
