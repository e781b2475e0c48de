/**
 * Pinned columns (issue 44 item 3), the part every table needs, pure: the
 * pins a table starts with and the order columns are drawn in. The rest
 * (offsets, checks, the URL) is the pin part's (./pin-state.ts): this file
 * is in every table page's bundle.
 */
import type { ColumnDef } from './types';

export type PinSide = 'start' | 'end';
/** Pinned fields and their side; prototype-free (a field named `__proto__` is a field). */
export type Pins = Record<string, PinSide>;

/** The side `field` is pinned to in `pins` (own keys only), else undefined. */
export const pinOf = (pins: Readonly<Pins>, field: string): PinSide | undefined =>
  Object.prototype.hasOwnProperty.call(pins, field) ? pins[field] : undefined;

/**
 * The pins of a table as its markup or props give them: the first `count`
 * data columns (`data-pin`, hidden ones counted out) at the start, unless a
 * column has a `pinned` side of its own ('start' or 'end'; it wins). No pins:
 * an empty object.
 */
export function initialPins(columns: readonly ColumnDef[], count: number): Pins {
  const pins: Pins = Object.create(null);
  for (const c of columns) {
    const first = c.visible && c.field && count-- > 0;
    // (Another data-pinned value is no side: the pin part tells of it.)
    const side = c.pinned === 'start' || c.pinned === 'end' ? c.pinned : first && 'start';
    if (c.field && side) pins[c.field] = side;
  }
  return pins;
}

/**
 * The order columns are drawn in: those pinned to the start first, those
 * pinned to the end last, each group in `columns`' own order (so a reader's
 * column order combines with the pins). No pins: `columns` itself.
 */
export function drawnColumns<C extends Pick<ColumnDef, 'field'>>(columns: C[], pins: Readonly<Pins>): C[] {
  // (The store's pins are prototype-free: a plain lookup is an own one.)
  const side = (c: C) => pins[c.field];
  if (!columns.some(side)) return columns;
  return [...columns.filter((c) => side(c) === 'start'), ...columns.filter((c) => !side(c)), ...columns.filter((c) => side(c) === 'end')];
}
