// Entry of dist/almanac-calendar.js: the calendar only (dist/almanac-calendar.css).
import './styles/calendar.css';
import { eventManager } from './core/events';
import { EventCalendar } from './calendar/EventCalendar';
import { install } from './standalone-shared';

install('almanac-calendar.js', eventManager, { EventCalendar }, {
  EventCalendar: () => EventCalendar.init(),
});
