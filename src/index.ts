// Entry for Svelte apps: components, stores and types, exported by name.
export { EventBus, eventManager } from './core/events';
