/**
 * The zone part (model/zone-clock.ts loads it): the zone maths (model/zone.ts) and the second zone's
 * styles (data-secondary-timezone), which only calendars that load this part show.
 */
import '../styles/calendar-zones.css';

export * from './model/zone';
