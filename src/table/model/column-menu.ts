/**
 * A header's column menu (issue 44 item 2), pure: which items it offers and
 * where a move takes the column; Pin to start / Pin to end / Unpin (item 3).
 * "Move left" and "Move right" are what the reader sees: right to left,
 * "Move left" moves the column toward the end. Moves step over hidden
 * columns: each one changes what is seen.
 */
export type ColumnMenuAction = 'left' | 'right' | 'start' | 'end' | 'unpin' | 'hide' | 'fit' | 'expand' | 'collapse';

export interface ColumnMenuItem {
  action: ColumnMenuAction;
  /** The item's text key (components/column-text.ts). */
  key: string;
  /** Shown but not available here (the first column has no Move left): aria-disabled. */
  disabled: boolean;
}

export interface ColumnMenuInput {
  field: string;
  /** Every data column's field in order (hidden ones included). */
  order: readonly string[];
  /** The fields shown, in order. */
  shown: readonly string[];
  /** The column may move (data-reorderable). */
  movable: boolean;
  /** The column may be sized (data-resizable): Fit to content. */
  resizable: boolean;
  rtl: boolean;
  /** Where the column is pinned (store.pins), if it is. */
  pinned?: 'start' | 'end';
  /** The rows are in groups (issue 47): Expand all groups, Collapse all groups. */
  grouped?: boolean;
}

/** Where Move `action` takes `field`: its place among `order` (moveField's `to`), or null (at the edge, or not a move). */
export function moveTarget(input: Pick<ColumnMenuInput, 'field' | 'order' | 'shown' | 'rtl'>, action: ColumnMenuAction): number | null {
  if (action !== 'left' && action !== 'right') return null;
  const step = (action === 'right') !== input.rtl ? 1 : -1;
  const neighbour = input.shown[input.shown.indexOf(input.field) + step];
  return neighbour === undefined ? null : input.order.indexOf(neighbour);
}

/** The items of `field`'s menu, in the order shown. */
export function columnMenuItems(input: ColumnMenuInput): ColumnMenuItem[] {
  const items: ColumnMenuItem[] = [];
  if (input.movable) {
    for (const action of ['left', 'right'] as const) items.push({ action, key: action === 'left' ? 'moveLeft' : 'moveRight', disabled: moveTarget(input, action) === null });
  }
  // Pinning: to the other end or off, never to where it already is.
  for (const action of ['start', 'end'] as const) if (input.pinned !== action) items.push({ action, key: action === 'start' ? 'pinStart' : 'pinEnd', disabled: false });
  if (input.pinned) items.push({ action: 'unpin', key: 'unpin', disabled: false });
  items.push({ action: 'hide', key: 'hideColumn', disabled: input.shown.length < 2 });
  if (input.resizable) items.push({ action: 'fit', key: 'fitColumn', disabled: false });
  if (input.grouped) items.push({ action: 'expand', key: 'expandGroups', disabled: false }, { action: 'collapse', key: 'collapseGroups', disabled: false });
  return items;
}
