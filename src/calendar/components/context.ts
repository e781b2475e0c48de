// Typed context pair for the calendar store (style.md #3).
import { createContext } from 'svelte';
import type { CalendarStore } from '../store.svelte';

export const [getCalendar, setCalendar] = createContext<CalendarStore>();
