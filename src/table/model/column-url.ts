/**
 * The columns in the table's URL state (issue 44 item 5), pure: `cols` is
 * every data column's field in the reader's order, comma-separated, written
 * only when it is not the page's order; `hide` the hidden fields, written
 * only when they are not the ones the page hides (empty: none hidden). Both
 * carry the table's prefix as its other keys do (./url-state.ts). Apart from
 * ./url-state.ts and ./url-write.ts, which every table page loads: these are
 * read and written by the column part only (../dom/column-url.ts).
 * A field's own `,` and `%` are written `%2C` and `%25` (./pin-state.ts joinFields), so any field
 * name survives the round trip.
 */
import { fieldList, joinFields } from './pin-state';

/** The columns a URL names for a table (as written: ./column-order.ts readOrder and ./column-widths.ts readHidden check them). */
export interface UrlColumns {
  order?: string[];
  hidden?: string[];
}

const list = (value: string | null) => (value === null ? undefined : fieldList(value));

/** The `cols` and `hide` of prefix `prefix` in `params` (absent: undefined). */
export function readColumns(params: URLSearchParams, prefix: string): UrlColumns {
  return { order: list(params.get(`${prefix}cols`)), hidden: list(params.get(`${prefix}hide`)) };
}

/** A copy of `params` with prefix `prefix`'s `cols` and `hide` set to `columns` (a part left out: its key removed). */
export function writeColumns(params: URLSearchParams, prefix: string, columns: UrlColumns): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const [key, value] of [['cols', columns.order], ['hide', columns.hidden]] as const) {
    if (value) out.set(`${prefix}${key}`, joinFields(value));
    else out.delete(`${prefix}${key}`);
  }
  return out;
}
