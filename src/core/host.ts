/**
 * Adapters for optional host-framework services the table uses (design.md
 * "Who uses it" 3): router, notifications, authentication error handler and
 * state manager. Every lookup is defensive; a missing or odd-shaped service
 * means the built-in is used, and a throwing one never breaks the widget.
 */
type Loose = Record<string, any>;

/** A global service by name, on window or on window.Now. */
export function hostService(name: string): Loose | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as Loose;
  const found = w[name] ?? w.Now?.[name];
  return found && (typeof found === 'object' || typeof found === 'function') ? found : null;
}

/** Navigate through the host router (RouterManager.navigate) or, without one, the browser. */
export function navigate(path: string): void {
  const router = hostService('RouterManager') ?? hostService('Router');
  try {
    if (router && typeof router.navigate === 'function') return void router.navigate(path);
  } catch (error) {
    console.error('[almanac] host router failed to navigate', error);
  }
  if (typeof location !== 'undefined') location.assign(path);
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

/** Show a notification through the host NotificationManager, else the built-in polite toast region. */
export function notify(level: NoticeLevel, message: string): void {
  if (hostNotify(level, message)) return;
  if (typeof document === 'undefined' || !document.body) return;
  let region = document.querySelector<HTMLElement>('.alm-toasts');
  if (!region) {
    region = document.createElement('div');
    region.className = 'alm-toasts';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    document.body.appendChild(region);
  }
  const toast = document.createElement('div');
  toast.className = `alm-toast alm-toast-${level}`;
  toast.textContent = message;
  region.appendChild(toast);
  setTimeout(() => toast.remove(), 6000);
}

export interface HostState {
  get(path: string): unknown;
  subscribe?(path: string, fn: (value: unknown) => void): unknown;
}

/** The host state manager (StateManager with get and optionally subscribe). */
export function hostStateManager(): HostState | null {
  const state = hostService('StateManager');
  return state && typeof state.get === 'function' ? (state as HostState) : null;
}
