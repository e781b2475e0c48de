/** What locale 'auto' resolves from: the host I18nManager, the page's lang, the browser's language. */
import { hostI18n } from '../../core/host';
import type { HostI18n, LocaleEnv } from '../model/locale';

/** Inputs of locale 'auto'. */
export function localeEnv(): LocaleEnv {
  const doc = typeof document === 'undefined' ? null : document;
  return {
    i18n: hostI18n() as HostI18n | null,
    documentLang: doc?.documentElement?.getAttribute('lang') ?? null,
    navigatorLang: typeof navigator === 'undefined' ? null : navigator.language,
  };
}
