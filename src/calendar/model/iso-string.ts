/**
 * ISO instants as toISOString writes them, for the lazy parts that write thousands (an .ics feed's times,
 * each occurrence's id: ./ics-time.ts, ./occurrences.ts). Pure. Not in ./dates.ts: that one is on every
 * calendar page, and this is wanted only by parts loaded later.
 */
const MS_PER_DAY = 86_400_000;

/** The character code of digit `n`. */
const c = (n: number) => 48 + n;

/** The instants of the years 0000-9999, which toISOString writes with four digits. */
const ISO_FIRST = -62_167_219_200_000;
const ISO_LAST = 253_402_300_800_000;

/**
 * `new Date(ms).toISOString()`, the same text (`YYYY-MM-DDTHH:mm:ss.sssZ`), made without a Date and in one string
 * for the years 0000-9999 (an .ics feed writes and reads thousands); toISOString itself outside them.
 */
export function isoString(ms: number): string {
  if (!(ms >= ISO_FIRST && ms < ISO_LAST)) return new Date(ms).toISOString();
  // A Date drops a fraction of a millisecond (towards zero).
  ms = Math.trunc(ms);
  const day = Math.floor(ms / MS_PER_DAY);
  let rest = ms - day * MS_PER_DAY;
  // H. Hinnant's civil_from_days.
  const era = Math.floor((day + 719_468) / 146_097);
  const doe = day + 719_468 - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const min = Math.floor(rest / 60_000);
  rest -= min * 60_000;
  const s = Math.floor(rest / 1000);
  const milli = rest - s * 1000;
  return String.fromCharCode(c(Math.floor(y / 1000)), c(Math.floor(y / 100) % 10), c(Math.floor(y / 10) % 10), c(y % 10), 45, c(Math.floor(m / 10)), c(m % 10), 45,
    c(Math.floor(d / 10)), c(d % 10), 84, c(Math.floor(h / 10)), c(h % 10), 58, c(Math.floor(min / 10)), c(min % 10), 58, c(Math.floor(s / 10)), c(s % 10), 46,
    c(Math.floor(milli / 100)), c(Math.floor(milli / 10) % 10), c(milli % 10), 90);
}
