/**
 * Where an enhanced table's parts go in the page (its thead, tbody and
 * caption, and beside the table), and the attachment that puts them there.
 */

/** A place in the page: inside `parent`, before `before` (null: at the end). */
export interface Spot {
  parent: Node;
  before: Node | null;
}

export interface TableSpots {
  head: Spot;
  body: Spot;
  caption?: Spot;
  /** The table, when it has a tfoot, data-show-footer or data-footer-aggregates: the footer part fills its tfoot. */
  foot?: HTMLTableElement;
  /** The toolbar before the table and the pager after it; none while the table has no parent. */
  beside?: { toolbar: Spot; footer: Spot };
}

/**
 * Moves the children of the element it is attached to (a holder the table's
 * one Svelte root renders a part into) to `spot`, between two empty text
 * markers, and back into the holder on teardown. Svelte keeps updating the
 * moved nodes: a block inserts before its own anchor, wherever that is.
 */
export function place(spot: Spot) {
  return (holder: Element) => {
    const start = new Text();
    const end = new Text();
    spot.parent.insertBefore(end, spot.before);
    end.before(start, ...holder.childNodes);
    return () => {
      // (A page script may have emptied the parent: stop at the end of what is left.)
      for (let node = start.nextSibling; node && node !== end; node = start.nextSibling) holder.append(node);
      start.remove();
      end.remove();
    };
  };
}
