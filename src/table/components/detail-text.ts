/**
 * Detail rows' texts (issue 47 item 4; README "Languages"), in English,
 * keyed: the disclosure column's header and each row's button, the panel's
 * name, and what the panel says while its source loads, when it fails, and
 * when its template names a field the row does not have.
 */
import { sayer } from '../dom/say';

export const TEXT = {
  detailHeader: 'Details',
  showDetail: 'Show details of row {row}',
  detailOf: 'Details of row {row}',
  detailLoading: 'Loading details…',
  detailFailed: 'The details could not be loaded.',
  detailMissing: 'Some details are not available.',
};
export const say = sayer(TEXT);
