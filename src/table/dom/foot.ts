/**
 * The page's <tfoot>, for the footer part (components/TableFoot.svelte):
 * read once into plain rows of cells, and the place the part renders its
 * rows in. While the part shows, the page's own rows are set aside (as the
 * body's server rows are: dom/mount.svelte.ts); they come back exactly on
 * teardown. A table without a tfoot gets one made, removed on teardown.
 */
import { place } from './place';

/** A tfoot cell as the page wrote it. */
export interface FootCellMarkup {
  tag: 'th' | 'td';
  /** Every attribute, as written. */
  attrs: Record<string, string>;
  /** colspan and rowspan as the browser reads them. */
  colSpan: number;
  rowSpan: number;
  /** Whether it holds no text (whitespace only). */
  blank: boolean;
  /** Its content: moved into the rendered cell while the part shows it. */
  nodes: Node[];
}

export interface FootMarkup {
  /** The page's tfoot (null: none). */
  tfoot: HTMLTableSectionElement | null;
  /** Its rows' cells, and each row's attributes (an id, a class). */
  rows: FootCellMarkup[][];
  rowAttrs: Array<Record<string, string>>;
}

const attributes = (el: Element) => Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value]));

export function readFoot(table: HTMLTableElement): FootMarkup {
  const tfoot = table.tFoot;
  const trs = Array.from(tfoot?.rows ?? []);
  return { tfoot, rowAttrs: trs.map(attributes), rows: trs.map((tr) => Array.from(tr.cells, (el) => ({
    tag: el.tagName === 'TH' ? 'th' as const : 'td' as const,
    attrs: attributes(el),
    colSpan: el.colSpan,
    rowSpan: el.rowSpan,
    blank: !el.textContent?.trim(),
    nodes: Array.from(el.childNodes),
  }))) };
}

/**
 * Attachment for the part's own tfoot (a holder): its rows go into the
 * page's tfoot `found`, whose rows are set aside meanwhile, or into a tfoot
 * made for `table`. `seen` gets the tfoot the rows are in.
 */
export function footPlace(table: HTMLTableElement, found: HTMLTableSectionElement | null, seen: (tfoot: HTMLTableSectionElement) => void) {
  return (holder: Element) => {
    const tfoot = found ?? table.createTFoot();
    const aside = tfoot.ownerDocument.createDocumentFragment();
    aside.append(...tfoot.childNodes);
    const undo = place({ parent: tfoot, before: null })(holder);
    seen(tfoot);
    return () => {
      undo();
      if (found) found.append(aside);
      else tfoot.remove();
    };
  };
}

/** Attachment: a page cell's own nodes, moved into the rendered cell while it shows, and back after. */
export function adopt(nodes: readonly Node[]) {
  return (cell: Element) => {
    const home = nodes[0]?.parentNode;
    cell.append(...nodes);
    return () => home?.append(...nodes);
  };
}

/**
 * Attachment: the page's style and a filled cell's data-align, through the
 * CSSOM (a page's Content-Security-Policy may forbid style attributes).
 */
export function styled(style: string | undefined, align: string | undefined) {
  return (cell: HTMLElement) => {
    if (style) cell.style.cssText = style;
    if (align) cell.style.textAlign = align;
    return () => cell.removeAttribute('style');
  };
}
