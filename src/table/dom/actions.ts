/**
 * The actions chunk (a part: a dynamic import):
 * row actions, bulk actions and filter actions, loaded by a table that
 * declares any of them (dom/attach.ts).
 */
export { attachRowActions } from '../components/row-actions';
export { attachBulkActions } from './bulk-actions';
export { attachFilterActions } from './filter-actions';
export { keepRowFocus } from './row-focus';
