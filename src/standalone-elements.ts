// Entry of dist/almanac-elements.js: both widgets (dist/almanac.js, whose start it runs) and the
// <almanac-table> and <almanac-calendar> custom elements (issue 49 item 4), defined at once;
// Almanac.defineElements({table: 'x-grid'}) defines them under other names.
import './standalone';
import { defineElements } from './elements/define';

(window as unknown as { Almanac: Record<string, unknown> }).Almanac.defineElements = defineElements;
defineElements();
