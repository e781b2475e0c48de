// Entry of dist/almanac-elements.js: what dist/almanac.js is (both widgets, both stylesheets, started
// on DOM ready) and the <almanac-table> and <almanac-calendar> custom elements (issue 49 item 4),
// defined at once; Almanac.defineElements({table: 'x-grid'}) defines them under other names.
// (Not `import './standalone'`: package.json "sideEffects" lets the bundler drop an import for effect.)
import './styles/table.css';
import './styles/calendar.css';
import { eventManager } from './core/events';
import { TableManager } from './table/TableManager';
import { EventCalendar } from './calendar/EventCalendar';
import { install } from './standalone-shared';
import { defineElements } from './elements/define';

install('almanac-elements.js', eventManager, { TableManager, EventCalendar }, {
  TableManager: () => TableManager.discover(document),
  EventCalendar: () => EventCalendar.init(),
});
(window as unknown as { Almanac: Record<string, unknown> }).Almanac.defineElements = defineElements;
defineElements();
