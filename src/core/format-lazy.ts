/**
 * The formats chunk (the formats part): the formats that need
 * dayjs (date patterns, relative time) and the ones few tables use (bytes,
 * duration, compact, identifiers as words, truncate). Until it is there,
 * such cells show the value's plain text (core/format-dates.ts lazyFormats);
 * the table loads it and renders again.
 */
export { formatPattern, formatRelative } from './format-dayjs';
export { formatBytes, formatCompact, formatDuration, humanizeIdentifier, truncate } from './format-rare';
