/**
 * The header filter row's English (README "Languages": keyed, said in the
 * table's language through TableStore.t); FilterRow.svelte says them.
 */
import { sayer } from '../dom/say';

export const TEXT = {
  filterBy: 'Filter by {column}',
  all: 'All',
};
export const say = sayer(TEXT);
