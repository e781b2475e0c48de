import '../../styles/calendar-overlays.css';
// The two overlays a calendar shows only on a click: the '+N more' list and the built-in event
// detail dialog. One module, so that the script bundles load them as one part (dom/parts.svelte.ts);
// the dialog's body, EventDetail, is also what a page's modal manager is given (dom/host-modal.ts).
export { default as MorePopover } from './MorePopover.svelte';
export { default as EventDialog } from './EventDialog.svelte';
export { default as EventDetail } from './EventDetail.svelte';
