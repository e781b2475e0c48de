// Typed context pair for the calendar store (style.md #3).
import { createContext } from 'svelte';
import type { Snippet } from 'svelte';
import type { CalendarStore } from '../store.svelte';
import type { EventContentArgs } from '../model/inputs';

export const [getCalendar, setCalendar] = createContext<CalendarStore>();

/** The app's eventContent snippet (Calendar.svelte), read through a getter so that a changed prop is followed. */
export const [getEventContent, setEventContent] = createContext<() => Snippet<[EventContentArgs]> | undefined>();
