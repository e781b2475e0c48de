/**
 * Register a chunk's API where core/chunks.ts looks for it:
 * window.Almanac.chunks[name], a non-enumerable property, so
 * Object.keys(window.Almanac) stays the widgets and EventManager. No other
 * global is made. Used by the chunk entries only.
 */
export function defineChunk(name: string, api: object): void {
  const w = window as unknown as { Almanac?: Record<string, unknown> };
  const almanac = (w.Almanac ??= {});
  if (!Object.prototype.hasOwnProperty.call(almanac, 'chunks')) {
    Object.defineProperty(almanac, 'chunks', { value: Object.create(null) });
  }
  (almanac.chunks as Record<string, object>)[name] = api;
}
