/**
 * The grouped body's texts (issue 47; README "Languages"), in English,
 * keyed: a group header's label and count, the expand and collapse items,
 * and what the live region says.
 */
import { sayer } from '../dom/say';

export const TEXT = {
  groupRows: '{count} rows',
  groupRow: '1 row',
  groupEmpty: '(empty)',
  groupContinued: '(continued)',
  expandGroups: 'Expand all groups',
  collapseGroups: 'Collapse all groups',
};
export const say = sayer(TEXT);
