/**
 * What the widgets do to the page through the host framework when it has
 * the service, else by themselves (design.md "Who uses it" 3): navigate
 * (RouterManager), hand a 401 to the authentication handler, notify
 * (NotificationManager, else the built-in toast region: toasts.svelte.ts).
 * Its own module: only the parts that act on the page load it (the host's
 * notification and modal managers alone, which the calendar uses, are
 * host-managers.ts). Every call is defensive: a throwing service never
 * breaks the widget.
 */
import { safeStringify } from './json';
import { hostService } from './host';
import { pageUrl } from './url';
import { showToast } from './toasts.svelte';
import { hostNotify } from './host-managers';

type Loose = Record<string, any>;

/** Navigate through the host router (RouterManager.navigate) or, without one, the browser. */
export function navigate(path: string): void {
  const router = hostService('RouterManager') ?? hostService('Router');
  try {
    if (router && typeof router.navigate === 'function') return void router.navigate(path);
  } catch (error) {
    console.error('[almanac] host router failed to navigate', error);
  }
  // A path from router config or a server: only ever this site (never javascript: or another origin).
  const url = typeof location !== 'undefined' ? pageUrl(path) : null;
  if (url) location.assign(url);
  else console.warn(`[almanac] navigation to ${safeStringify(path)} refused: only same-origin URLs are followed`);
}

/** The forbidden redirect from router config (auth.redirects.forbidden), else '/forbidden'. */
export function forbiddenRedirect(): string {
  const router = hostService('RouterManager') ?? hostService('Router');
  const candidates = [router?.config, router?.options, typeof window !== 'undefined' ? (window as unknown as Loose).Now?.config : null];
  for (const config of candidates) {
    const path = config?.auth?.redirects?.forbidden;
    if (typeof path === 'string' && path) return path;
  }
  return '/forbidden';
}

/** Hand a 401 to the host authentication error handler; false when there is none. */
export function handleAuthError(error: unknown): boolean {
  for (const name of ['AuthErrorHandler', 'AuthManager']) {
    const handler = hostService(name);
    const fn = handler?.handle ?? handler?.handleError ?? handler?.handleAuthError;
    if (typeof fn === 'function') {
      try {
        fn.call(handler, error);
      } catch (e) {
        console.error('[almanac] host auth handler threw', e);
      }
      return true;
    }
  }
  return false;
}

export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

/** Show a notification through the host NotificationManager, else the built-in polite toast region (toasts.svelte.ts). */
export function notify(level: NoticeLevel, message: string): void {
  if (hostNotify(level, message)) return;
  if (typeof document !== 'undefined' && document.body) showToast(level, message);
}
