/**
 * <almanac-table> and <almanac-calendar> in React 19 JSX and in Vue templates (issue 49 item 6),
 * shipped with `almanac-widgets/elements`: props are the elements' properties (`pageSize`, `rows`,
 * `events`...) and their plain attributes (`page-size`), events are `on` + the event's name
 * (React: `ontable:loaded={...}`, the name as React 19 passes it to addEventListener; Vue:
 * `@table:loaded`). Angular needs no declarations: CUSTOM_ELEMENTS_SCHEMA (README).
 * (A declaration file: `npm run check` skips it; tests/package type-checks it in the apps.)
 */
import type { AlmanacCalendarElement, AlmanacTableElement } from './types';
import type { TableEventMap } from '../table/model/table-events';
import type { CalendarEventMap } from '../calendar/model/inputs';
import type { DetailedHTMLProps, HTMLAttributes as ReactAttributes } from 'react';
import type { HTMLAttributes as VueAttributes, PublicProps } from 'vue';

type Methods = { [K in keyof AlmanacTableElement | keyof AlmanacCalendarElement]: K extends keyof HTMLElement ? never : (K extends keyof AlmanacTableElement ? AlmanacTableElement[K] : K extends keyof AlmanacCalendarElement ? AlmanacCalendarElement[K] : never) extends (...args: never[]) => unknown ? K : never }[keyof AlmanacTableElement | keyof AlmanacCalendarElement];
/** The element's settable properties (its options, rows, columns, events). */
type Settable<E> = Partial<Omit<E, keyof HTMLElement | Methods>>;
/** `on` + each event name, with the CustomEvent it receives. */
type On<M> = { [K in keyof M & string as `on${K}`]?: (event: CustomEvent<M[K]>) => void };
/** The widget's plain attributes (`page-size="10"`, `url-params`), and `shadow`. */
type Plain = { shadow?: boolean | ''; [attribute: `${string}-${string}`]: unknown };

export type AlmanacTableProps = Settable<AlmanacTableElement> & On<TableEventMap> & Plain;
export type AlmanacCalendarProps = Settable<AlmanacCalendarElement> & On<CalendarEventMap> & Plain;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'almanac-table': DetailedHTMLProps<ReactAttributes<AlmanacTableElement>, AlmanacTableElement> & AlmanacTableProps;
      'almanac-calendar': DetailedHTMLProps<ReactAttributes<AlmanacCalendarElement>, AlmanacCalendarElement> & AlmanacCalendarProps;
    }
  }
}

declare module 'vue' {
  interface GlobalComponents {
    'almanac-table': new () => AlmanacTableElement & { $props: VueAttributes & AlmanacTableProps & PublicProps };
    'almanac-calendar': new () => AlmanacCalendarElement & { $props: VueAttributes & AlmanacCalendarProps & PublicProps };
  }
}
