/**
 * Built-in handler of response actions (design.md "Response actions"), used
 * for click-to-API responses when the page has no ResponseHandler:
 * notification, redirect (same-origin only), reload, event and download.
 * Nothing is ever evaluated as code.
 */
import { emitPublic } from './events';

export interface ActionContext {
  notify(level: string, message: string): void;
  /** reload with target 'calendar' (or none given with a calendar in context). */
  reloadCalendar(): void;
  warn(message: string): void;
  /** Navigation seams, replaced in tests. */
  location?: Pick<Location, 'assign' | 'reload' | 'origin'>;
}

const LEVELS = new Set(['info', 'success', 'warning', 'error']);

/** A same-origin absolute URL for `raw`, or null. */
export function sameOriginUrl(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
  } catch {
    return null;
  }
}

/** Run each action in order; unknown or malformed ones are warned about and skipped. */
export function runActions(actions: readonly unknown[], ctx: ActionContext): void {
  const loc = ctx.location ?? window.location;
  for (const action of actions) {
    const a = (action && typeof action === 'object' ? action : {}) as Record<string, unknown>;
    switch (a.type) {
      case 'notification': {
        const level = typeof a.level === 'string' && LEVELS.has(a.level) ? a.level : 'info';
        if (typeof a.message === 'string') ctx.notify(level, a.message);
        break;
      }
      case 'redirect': {
        const url = sameOriginUrl(a.url, loc.origin);
        if (url) loc.assign(url);
        else ctx.warn(`redirect to ${JSON.stringify(a.url)} refused: only same-origin URLs are followed`);
        break;
      }
      case 'reload':
        if (a.target === 'page') loc.reload();
        else ctx.reloadCalendar();
        break;
      case 'event':
        if (typeof a.name === 'string' && a.name) emitPublic(a.name, a.payload ?? {});
        break;
      case 'download': {
        const url = sameOriginUrl(a.url, loc.origin);
        if (!url) {
          ctx.warn(`download of ${JSON.stringify(a.url)} refused: only same-origin URLs are fetched`);
          break;
        }
        const link = document.createElement('a');
        link.href = url;
        link.download = typeof a.filename === 'string' ? a.filename : '';
        link.hidden = true;
        document.body.appendChild(link);
        link.click();
        link.remove();
        break;
      }
      default:
        ctx.warn(`response action ${JSON.stringify(a.type ?? null)} is not supported and is skipped`);
    }
  }
}
