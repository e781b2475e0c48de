/**
 * The lookups of optional host-framework services of both widgets
 * (design.md "Who uses it" 3): state manager, ApiService, ResponseHandler,
 * I18nManager, modal managers, and the manager registry; what acts on the
 * page through them (router, notifications, authentication handler, modals)
 * is ./host-ui.ts. Every lookup is defensive: a missing or odd-shaped
 * service means the built-in is used, and a throwing one never breaks the
 * widget.
 */

type Loose = Record<string, any>;

/** A global service by name, on window or on window.Now. */
export function hostService(name: string): Loose | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as Loose;
  const found = w[name] ?? w.Now?.[name];
  return found && (typeof found === 'object' || typeof found === 'function') ? found : null;
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

function globals(): Loose {
  return typeof window === 'undefined' ? {} : (window as unknown as Loose);
}

export interface HostApi {
  get(url: string, params?: Record<string, string>): unknown;
}

/** window.ApiService or Now.ApiService with a get(url, params). */
export function hostApiService(): HostApi | null {
  const api = hostService('ApiService');
  return api && typeof api.get === 'function' ? (api as HostApi) : null;
}

/** window.ResponseHandler (process or handle). */
export function hostResponseHandler(): ((payload: unknown, context: unknown) => unknown) | null {
  const rh = hostService('ResponseHandler');
  if (!rh) return null;
  const fn = typeof rh.process === 'function' ? rh.process : typeof rh.handle === 'function' ? rh.handle : null;
  return fn ? (payload, context) => fn.call(rh, payload, context) : null;
}

/** The host I18nManager: Now.getManager('i18n'), window.I18nManager or Now.I18nManager. */
export function hostI18n(): Loose | null {
  const w = globals();
  let manager: unknown = null;
  try {
    manager = typeof w.Now?.getManager === 'function' ? w.Now.getManager('i18n') : null;
  } catch {
    manager = null;
  }
  manager = manager ?? hostService('I18nManager');
  return manager && typeof manager === 'object' ? (manager as Loose) : null;
}

/** Whether the page has a modal manager showHostModal can use (a window.Modal class, a DialogManager with show). */
export function hasHostModal(): boolean {
  return typeof hostService('Modal') === 'function' || typeof hostService('DialogManager')?.show === 'function';
}

/** Register with the host manager registry (spec: as `eventCalendar`), when there is one. */
export function registerWithHost(name: string, manager: unknown): void {
  const now = globals().Now;
  try {
    if (typeof now?.registerManager === 'function') now.registerManager(name, manager);
  } catch (error) {
    console.error(`[almanac] Now.registerManager('${name}') threw`, error);
  }
}
