// Entry of dist/almanac-table.js: the table only (dist/almanac-table.css).
import './styles/table.css';
import { eventManager } from './core/events';
import { TableManager } from './table/TableManager';
import { install } from './standalone-shared';

install('almanac-table.js', eventManager, { TableManager }, {
  TableManager: () => TableManager.discover(document),
});
