// The server HTML of the Svelte EventCalendar (svelte/server), loaded through a Vite SSR server by
// the calendar's hydration test, as an app's server would render it.
import { render } from 'svelte/server';
import type { Component } from 'svelte';
import Calendar from '../../src/calendar/components/Calendar.svelte';

const EventCalendar = Calendar as unknown as Component<Record<string, unknown>>;

export function calendarHtml(props: Record<string, unknown>): string {
  return render(EventCalendar, { props }).body;
}
