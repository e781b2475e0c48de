/**
 * Which row actions a row shows, and their texts (README "Languages").
 * Pure over the parsed entries (model/row-actions.ts) and the row.
 */
import { safeStringify } from '../../core/json';
import { fillUrl, type RowAction } from '../model/row-actions';
import type { Row } from '../model/types';
import { sayer } from '../dom/say';

/** In English; the forbidden and signed-out texts are shared (dom/say.ts). */
export const TEXT = {
  rowActions: 'Actions',
  rowActionLabel: '{action} {row}',
  rowConfirm: '{action} {row}?',
  rowFailed: '{action} failed.',
};
export const say = sayer(TEXT);

/** An action a row shows: the entry, its URL filled from the row (null: event only), and its shown items when it is a menu. */
export interface ShownAction {
  action: RowAction;
  url: string | null;
  items: ShownAction[];
}

/** Whether a row has an id an action can name (an own, non-empty string or number). */
function hasId(row: Row): boolean {
  if (!Object.prototype.hasOwnProperty.call(row, 'id')) return false;
  const id = row.id;
  return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id)) || typeof id === 'bigint';
}

/**
 * The actions `row` shows, in order: those whose condition holds and whose
 * URL placeholders the row fills (else hidden on that row, with one
 * warning); a menu shows when at least one of its items does. A row
 * without an id shows none (never act on the wrong row), with one warning.
 */
export function shownActions(actions: RowAction[], row: Row, warn: (message: string) => void): ShownAction[] {
  if (!hasId(row)) {
    warn('rows without an "id" field get no row actions (an action must name its row)');
    return [];
  }
  return shown(actions, row, warn);
}

function shown(actions: RowAction[], row: Row, warn: (message: string) => void): ShownAction[] {
  const list: ShownAction[] = [];
  for (const action of actions) {
    if (!action.test(row)) continue;
    if (action.submenu) {
      const items = shown(action.submenu, row, warn);
      if (items.length) list.push({ action, url: null, items });
      continue;
    }
    if (action.url === null) {
      list.push({ action, url: null, items: [] });
      continue;
    }
    const filled = fillUrl(action.url, row);
    if ('url' in filled) list.push({ action, url: filled.url, items: [] });
    else warn(`data-row-actions ${safeStringify(action.name, 60)}: url placeholder {${filled.missing}} is empty or missing in some rows — the action is hidden on those rows`);
  }
  return list;
}
