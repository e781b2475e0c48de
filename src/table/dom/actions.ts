/**
 * The actions chunk (a part: a dynamic import):
 * row actions and row focus, loaded by a table that declares row actions or
 * checkboxes (dom/features.ts; bulk and filter actions are components).
 */
export { attachRowActions } from '../components/row-actions';
export { keepRowFocus } from './row-focus';
