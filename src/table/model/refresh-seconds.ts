/**
 * The automatic refresh's interval rule (issue 22 item 1), read by every table (dom/auto-refresh.ts)
 * and by the refresh machine (./refresh.ts, in the timer part).
 */
/** The shortest interval (issue 22 item 1): 0.001 s would send a request every frame; 1 s bounds it. */
export const MIN_REFRESH_SECONDS = 1;
/** The longest, 24 h: past 2^31 ms (24.8 days) setTimeout overflows and fires at once. */
export const MAX_REFRESH_SECONDS = 86_400;

/**
 * Seconds as the timer uses them, with what to warn about: 0 is off; a
 * positive number below 1 s becomes 1 s, above 24 h becomes 24 h; NaN,
 * negatives, Infinity and non-numbers (a numeric string too: the attribute
 * is parsed before) are off. Never throws.
 */
export function refreshSeconds(value: unknown): { seconds: number; problem?: string } {
  const n = typeof value == 'number' ? value : NaN;
  const seconds = n >= 0 && n < Infinity ? Math.min(Math.max(n, n && MIN_REFRESH_SECONDS), MAX_REFRESH_SECONDS) : 0;
  // One message for every case (each eagerly loaded byte counts): what was given (a non-number by its type) and what is used.
  return seconds === n ? { seconds } : { seconds, problem: `refresh interval ${typeof value == 'number' ? n : typeof value} is not 0 or 1..86400 seconds — ${seconds ? `${seconds} s used` : 'automatic refresh off'}` };
}
