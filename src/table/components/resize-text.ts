/**
 * Column resize's texts (README "Languages"), in English, keyed: the name of
 * each header's resize handle (ResizeHandle.svelte).
 */
import { sayer } from '../dom/say';

export const TEXT = {
  resizeColumn: 'Resize column {column}',
};
export const say = sayer(TEXT);
