/**
 * The built-in notifications (design.md "Built-in dialog and notifications"),
 * shown when the page has no host NotificationManager (core/host-ui.ts
 * notify): a polite status region at the end of the body (Toasts.svelte),
 * mounted on the first notification, each notice gone after 6 s. Knows
 * neither widget.
 */
import { mount, unmount } from 'svelte';
import Toasts from './components/Toasts.svelte';
import type { NoticeLevel } from './host-ui';

export interface Toast {
  level: NoticeLevel;
  message: string;
}

/** How long a notice shows. */
const SHOWN_MS = 6000;

/** The notices showing, oldest first. */
let toasts = $state.raw<readonly Toast[]>([]);
/** The region's holder in the page, once mounted, and its component. */
let holder: HTMLElement | null = null;
let region: ReturnType<typeof mount> | null = null;

/** Show `message` as a notice of `level` for 6 s (the message is text, never markup). */
export function showToast(level: NoticeLevel, message: string): void {
  const toast: Toast = { level, message };
  // Mounted once per page (again if the page has replaced the body's content since), with the notice in it.
  if (holder?.isConnected) toasts = [...toasts, toast];
  else {
    if (region) void unmount(region);
    toasts = [toast];
    holder = document.body.appendChild(document.createElement('div'));
    region = mount(Toasts, { target: holder, props: { get toasts() { return toasts; } } });
  }
  setTimeout(() => (toasts = toasts.filter((t) => t !== toast)), SHOWN_MS);
}
