/**
 * What the widgets do to the page through the host framework when it has
 * the service, else by themselves (design.md "Who uses it" 3): navigate
 * (RouterManager), hand a 401 to the authentication handler, notify
 * (NotificationManager, else the built-in toast region), show a modal
 * (Modal, DialogManager). Its own module: only the parts that act on the
 * page load it. Every call is defensive: a throwing service never breaks
 * the widget.
 */
import { safeStringify } from './json';
import { hostService } from './host';
import { pageUrl } from './url';
import { showToast } from './toasts.svelte';

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

/** Host notification manager (NotificationManager / Now.NotificationManager); false when absent or failing. */
export function hostNotify(level: string, message: string): boolean {
  const nm = hostService('NotificationManager');
  if (!nm) return false;
  try {
    const byLevel = nm[level];
    if (typeof byLevel === 'function') byLevel.call(nm, message);
    else if (typeof nm.show === 'function') nm.show({ type: level, message });
    else if (typeof nm.notify === 'function') nm.notify(message, level);
    else return false;
    return true;
  } catch (error) {
    console.error('[almanac] host NotificationManager threw', error);
    return false;
  }
}

/** Show a notification through the host NotificationManager, else the built-in polite toast region (toasts.svelte.ts). */
export function notify(level: NoticeLevel, message: string): void {
  if (hostNotify(level, message)) return;
  if (typeof document !== 'undefined' && document.body) showToast(level, message);
}

/**
 * Show `body` in the host's modal (window.Modal class) or DialogManager.
 * Returns false when the page has neither, so the built-in dialog is used.
 * The content is handed over as markup serialized from text nodes, and the
 * title escaped the same way (host modals render both as HTML), so data
 * never becomes markup.
 */
export function showHostModal(text: string, body: HTMLElement, closeLabel: string): boolean {
  const Modal = hostService('Modal');
  const dialogs = hostService('DialogManager');
  const holder = body.ownerDocument.createElement('span');
  holder.textContent = text;
  const title = holder.innerHTML;
  try {
    if (typeof Modal === 'function') {
      const modal = new (Modal as new (o: Loose) => Loose)({
        title,
        content: body.outerHTML,
        backdrop: true,
        onHidden(this: Loose) {
          this?.destroy?.();
        },
      });
      modal.show();
      return true;
    }
    if (dialogs && typeof dialogs.show === 'function') {
      dialogs.show({ title, content: body.outerHTML, buttons: [{ text: closeLabel, primary: true }] });
      return true;
    }
  } catch (error) {
    console.error('[almanac] the host modal manager threw; using the built-in dialog', error);
  }
  return false;
}

