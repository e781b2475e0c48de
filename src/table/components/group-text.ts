/**
 * The grouped body's texts (issue 47; README "Languages"), in English,
 * keyed: a group header's label and count, the "continued" mark and its checkbox's name (the
 * column menu's Expand all / Collapse all are in ./column-text.ts).
 */
import { sayer } from '../dom/say';

export const TEXT = {
  groupRows: 'one:{count} row|{count} rows',
  groupEmpty: '(empty)',
  groupContinued: '(continued)',
  groupSelect: 'one:Select the one row of {group}|Select all {count} rows of {group}',
};
export const say = sayer(TEXT);
