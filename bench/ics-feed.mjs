// The .ics feed of bench/ics.mjs (a function of the event count).
/** The feed: CRLF lines, a long DESCRIPTION folded at 75 octets, text escaped as RFC 5545 says. */
export function feed(count) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Almanac bench//EN'];
  const pad = (n) => String(n).padStart(2, '0');
  const stamp = (d) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
  const fold = (line) => {
    const out = [line.slice(0, 75)];
    for (let i = 75; i < line.length; i += 74) out.push(` ${line.slice(i, i + 74)}`);
    return out;
  };
  for (let i = 0; i < count; i++) {
    const start = new Date(Date.UTC(2026, 0, 1, 8) + ((i * 7919) % 365) * 86_400_000 + (i % 9) * 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    const zoned = i % 5 === 0;
    const at = (d) => (zoned ? `;TZID=Europe/Berlin:${stamp(d)}` : `:${stamp(d)}Z`);
    lines.push('BEGIN:VEVENT', `UID:event-${i}@bench`, `DTSTAMP:20260101T000000Z`, `DTSTART${at(start)}`, `DTEND${at(end)}`);
    lines.push(`SUMMARY:Meeting ${i}\\, room ${i % 40}`, `LOCATION:Building ${i % 7}\\; floor ${i % 5}`);
    lines.push(...fold(`DESCRIPTION:${'Agenda: review the numbers\\, plan the week\\, and agree on next steps. '.repeat(2)}`));
    if (i % 10 === 0) lines.push(i % 20 === 0 ? 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR' : 'RRULE:FREQ=DAILY;COUNT=60', `EXDATE${at(new Date(start.getTime() + 7 * 86_400_000))}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

