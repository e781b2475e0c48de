/**
 * Phone widths' texts (README "Languages"), in English, keyed: the header
 * of the disclosure column and each row's disclosure button (RowToggle.svelte).
 */
import { sayer } from '../dom/say';

export const TEXT = {
  moreHeader: 'More',
  showMore: 'Show more of row {row}',
};
export const say = sayer(TEXT);
