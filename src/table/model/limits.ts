/**
 * Sane bounds for numbers that come from URLs and servers (issue
 * "Hardening", item 5): a page of 1e308 or a page size of 99999999999 is
 * clamped, never forwarded or shown as it is.
 */
export const LIMITS = { page: 1_000_000, pageSize: 10_000, total: 1_000_000_000 } as const;

/**
 * `value` as a whole number within [min, max] (truncated, then clamped);
 * `fallback` when it is not a finite number. `changed` says whether the
 * result differs from a finite input (the caller warns).
 */
export function clampInt(value: number, min: number, max: number, fallback: number): { value: number; changed: boolean } {
  if (!Number.isFinite(value)) return { value: fallback, changed: false };
  const whole = Math.min(max, Math.max(min, Math.trunc(value)));
  return { value: whole, changed: whole !== value };
}
