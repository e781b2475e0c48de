/**
 * The grouped body's texts (issue 47; README "Languages"), in English,
 * keyed: a group header's label and count, and the "continued" mark (the
 * column menu's Expand all / Collapse all are in ./column-text.ts).
 */
import { sayer } from '../dom/say';

export const TEXT = {
  groupRows: 'one:{count} row|{count} rows',
  groupEmpty: '(empty)',
  groupContinued: '(continued)',
};
export const say = sayer(TEXT);
