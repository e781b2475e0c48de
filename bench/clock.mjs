/**
 * The time zone every bench page runs in: the one where it is now ten in the morning (an Etc/GMT
 * zone: whole hours from UTC). What a calendar draws around the current time (the now line, where
 * the day opens) is then the same whatever hour the bench runs at. The original Now.js moved
 * through a week of 500 events in 104-114 ms at 00:09 local time and in 155-178 ms at 09:12 and
 * 16:12 (bench/RESULTS.md, 2026-11-27). BENCH_TZ overrides it with any IANA zone name.
 */
export function benchTimezone(now = new Date(), hour = 10) {
  if (process.env.BENCH_TZ) return process.env.BENCH_TZ;
  let offset = hour - now.getUTCHours(); // local = UTC + offset hours
  if (offset < -12) offset += 24; // the Etc zones run from UTC-12 to UTC+14
  // Etc/GMT names have the sign the other way round: Etc/GMT-10 is UTC+10.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
