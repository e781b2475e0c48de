/**
 * The row-actions part (a dynamic import; named so that it is not taken for the shared
 * table/actions chunk):
 * row actions and row focus, loaded by a table that declares row actions or
 * checkboxes (dom/features.ts; bulk and filter actions are components).
 */
export { attachRowActions } from '../components/row-actions';
export { keepRowFocus } from './row-focus.svelte';
