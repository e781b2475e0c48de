// The package's `almanac-widgets/elements` entry (issue 49 item 4): <almanac-table> and
// <almanac-calendar> defined on import, for apps of any framework (README "React, Vue, Angular");
// with `almanac-widgets/almanac.css`. `defineElements({table: 'x-grid'})` defines other names.
/// <reference path="./elements/frameworks.d.ts" preserve="true" />
import { installEager } from './eager';
import { defineElements } from './elements/define';

export { defineElements, type ElementNames } from './elements/define';
export type { AlmanacCalendarElement, AlmanacTableElement } from './elements/types';

installEager();
defineElements();
