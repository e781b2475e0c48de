// Entry for Svelte apps: components, stores and types, exported by name.
export { EventBus, eventManager } from './core/events';
export { TableManager } from './table/TableManager';
export { TableStore, type TableConfig } from './table/store.svelte';
export type { ColumnDef, Row, SortKey, QueryState, TableView } from './table/types';
