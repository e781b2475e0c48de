// The two overlays a calendar shows only on a click: the '+N more' list and the built-in event
// detail dialog. One module, so that the script bundles load them as one part (dom/parts.svelte.ts).
export { default as MorePopover } from './MorePopover.svelte';
export { default as EventDialog } from './EventDialog.svelte';
