/**
 * The safe response-action handler of both widgets (design.md "Response
 * actions"): a host ResponseHandler gets the response when the page has
 * one; otherwise the built-in runs notification, redirect (same-origin
 * only), reload, event (application names only) and download (same-origin
 * only). Nothing is ever evaluated as code.
 */
import { clickDownload } from './download';
import { emitPublic } from './events';
import { hostResponseHandler } from './host';
import { safeStringify } from './json';
import { sameOriginUrl } from './url';

export interface ActionContext {
  notify(level: string, message: string): void;
  /** reload with target 'table' or 'calendar' (or none given): the widget that made the request. */
  reloadWidget(): void;
  warn(message: string): void;
  /** Navigation seams, replaced in tests. */
  location?: Pick<Location, 'assign' | 'reload' | 'origin'>;
}

const LEVELS = new Set(['info', 'success', 'warning', 'error']);
/** Events a response may emit: the application's own, never the widgets' (table:*, eventcalendar:*...). */
const APP_EVENT = /^app:[\w.:-]{1,100}$/;

/** Run each action in order; unknown or malformed ones are warned about and skipped. */
export function runActions(actions: readonly unknown[], ctx: ActionContext): void {
  const loc = ctx.location ?? window.location;
  // Relative URLs resolve against the page's base, as fetch resolves them (a test's stand-in location: its origin).
  const base = ctx.location ? loc.origin : document.baseURI;
  for (const action of actions) {
    const a = (action && typeof action === 'object' ? action : {}) as Record<string, unknown>;
    switch (a.type) {
      case 'notification': {
        const level = typeof a.level === 'string' && LEVELS.has(a.level) ? a.level : 'info';
        if (typeof a.message === 'string') ctx.notify(level, a.message);
        break;
      }
      case 'redirect': {
        const url = sameOriginUrl(a.url, base, loc.origin);
        if (url) loc.assign(url);
        else ctx.warn(`redirect to ${safeStringify(a.url)} refused: only same-origin URLs are followed`);
        break;
      }
      case 'reload':
        if (a.target === 'page') loc.reload();
        else ctx.reloadWidget();
        break;
      case 'event':
        if (typeof a.name === 'string' && APP_EVENT.test(a.name)) emitPublic(a.name, a.payload ?? {});
        else ctx.warn(`event ${safeStringify(String(a.name))} refused: a response may only emit "app:" events`);
        break;
      case 'download': {
        const url = sameOriginUrl(a.url, base, loc.origin);
        if (!url) {
          ctx.warn(`download of ${safeStringify(a.url)} refused: only same-origin URLs are fetched`);
          break;
        }
        clickDownload(url, typeof a.filename === 'string' ? a.filename : '');
        break;
      }
      default:
        ctx.warn(`response action ${safeStringify(a.type ?? null)} is not supported and is skipped`);
    }
  }
}

/**
 * Hand a response's actions to the host ResponseHandler (with `context`)
 * when the page has one, else to the built-in handler. Never throws.
 */
export async function handleResponseActions(response: unknown, actions: readonly unknown[], context: unknown, ctx: ActionContext): Promise<void> {
  const host = hostResponseHandler();
  try {
    if (host) await host(response, context);
    else runActions(actions, ctx);
  } catch (error) {
    console.error('[almanac] the response handler threw', error);
  }
}
