/**
 * Optional host-framework services (design.md "Who uses it" 3): ApiService,
 * ResponseHandler, I18nManager, modal/dialog and notification managers and
 * the manager registry. Each lookup is defensive: a missing or odd-shaped
 * service means "use the built-in", and a throwing one never breaks the
 * calendar.
 */
import type { HostI18n, LocaleEnv } from './model/locale';
import { hostService as service } from '../core/host';
export { hostNotify } from '../core/host';

type Loose = Record<string, any>;

function globals(): Loose {
  return typeof window === 'undefined' ? {} : (window as unknown as Loose);
}

export interface HostApi {
  get(url: string, params?: Record<string, string>): unknown;
}

/** window.ApiService or Now.ApiService with a get(url, params). */
export function hostApiService(): HostApi | null {
  const api = service('ApiService');
  return api && typeof api.get === 'function' ? (api as HostApi) : null;
}

/** window.ResponseHandler (process or handle). */
export function hostResponseHandler(): ((payload: unknown, context: unknown) => unknown) | null {
  const rh = service('ResponseHandler');
  if (!rh) return null;
  const fn = typeof rh.process === 'function' ? rh.process : typeof rh.handle === 'function' ? rh.handle : null;
  return fn ? (payload, context) => fn.call(rh, payload, context) : null;
}

/** The host I18nManager: Now.getManager('i18n'), window.I18nManager or Now.I18nManager. */
export function hostI18n(): HostI18n | null {
  const w = globals();
  let manager: unknown = null;
  try {
    manager = typeof w.Now?.getManager === 'function' ? w.Now.getManager('i18n') : null;
  } catch {
    manager = null;
  }
  manager = manager ?? service('I18nManager');
  return manager && typeof manager === 'object' ? (manager as HostI18n) : null;
}

/** Inputs of locale 'auto'. */
export function localeEnv(): LocaleEnv {
  const doc = typeof document === 'undefined' ? null : document;
  return {
    i18n: hostI18n(),
    documentLang: doc?.documentElement?.getAttribute('lang') ?? null,
    navigatorLang: typeof navigator === 'undefined' ? null : navigator.language,
  };
}

/**
 * Show `body` in the host's modal (window.Modal class) or DialogManager.
 * Returns false when the page has neither, so the built-in dialog is used.
 * The content is handed over as markup serialized from text nodes, so
 * event data is escaped.
 */
export function showHostModal(title: string, body: HTMLElement, closeLabel: string): boolean {
  const Modal = service('Modal');
  const dialogs = service('DialogManager');
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

/** Register with the host manager registry (spec: as `eventCalendar`), when there is one. */
export function registerWithHost(name: string, manager: unknown): void {
  const now = globals().Now;
  try {
    if (typeof now?.registerManager === 'function') now.registerManager(name, manager);
  } catch (error) {
    console.error(`[almanac] Now.registerManager('${name}') threw`, error);
  }
}
