/** What drag reorder (../dom/row-drag.ts) shows in the rows bar through DragBar.svelte. */
export class DragBarState {
  /** What the polite live region says (each step of a keyboard move). */
  said = $state('');
  /** The handles show: the sort hint shows while the table is sorted by a column. */
  handles = $state(false);
  /** The id of the handles' help text. */
  readonly helpId: string;

  constructor(tableId: string) {
    this.helpId = `alm-drag-help-${tableId}`;
  }
}
