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
 * data columns (`data-pin`, hidden ones counted out) at the start, then each
 * column's own `pinned` side (it wins). No pins: an empty object.
 */
export function initialPins(columns: readonly ColumnDef[], count: number): Pins {
  const pins: Pins = Object.create(null);
  for (const c of columns.filter((c) => c.visible && c.field).slice(0, count)) pins[c.field] = 'start';
  for (const c of columns) if (c.field && c.pinned) pins[c.field] = c.pinned;
  return pins;
}

/**
 * The order columns are drawn in: those pinned to the start first, those
 * pinned to the end last, each group in `columns`' own order (so a reader's
 * column order combines with the pins). No pins: `columns` itself.
 */
export function drawnColumns<C extends Pick<ColumnDef, 'field'>>(columns: C[], pins: Readonly<Pins>): C[] {
  const side = (c: C) => pinOf(pins, c.field);
  if (!columns.some(side)) return columns;
  return [...columns.filter((c) => side(c) === 'start'), ...columns.filter((c) => !side(c)), ...columns.filter((c) => side(c) === 'end')];
}
