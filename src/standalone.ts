// Entry of dist/almanac.js: both widgets, both stylesheets (dist/almanac.css).
import './styles/table.css';
import './styles/calendar.css';
import { eventManager } from './core/events';
import { TableManager } from './table/TableManager';
import { EventCalendar } from './calendar/EventCalendar';
import { install } from './standalone-shared';

install('almanac.js', eventManager, { TableManager, EventCalendar }, {
  TableManager: () => TableManager.discover(document),
  EventCalendar: () => EventCalendar.init(),
});
