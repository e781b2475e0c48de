/**
 * The tree body's texts (issue 47 item 3; README "Languages"), in English,
 * keyed: the disclosure button's name, the mark of a context row (kept
 * because a row under it matches) and of a row shown again from an earlier page.
 */
import { sayer } from '../dom/say';

export const TEXT = {
  treeOpen: 'Open {row}',
  treeClose: 'Close {row}',
  treeContext: '(contains matches)',
  treeLoading: 'Loading rows under {row}…',
};
export const say = sayer(TEXT);
