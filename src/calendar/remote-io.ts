/**
 * The calendar's requests (spec "HTTP interactions"): through the host
 * ApiService when the page has one, else fetch. Aborting and dropping stale
 * responses is the store's job (AbortController + sequence number).
 */
import { hostApiService } from './host';

export class HttpError extends Error {
  constructor(readonly status: number, url: string) {
    super(`HTTP ${status} from ${url}`);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  method?: string;
  signal?: AbortSignal;
  /** Query parameters already in `url`, also handed to ApiService.get for services that want them apart. */
  params?: Record<string, string>;
}

/** GET (or `method`) `url` and parse JSON. Throws HttpError on a non-2xx status. */
export async function requestJson(url: string, options: RequestOptions = {}): Promise<unknown> {
  const api = hostApiService();
  if (api) return await api.get(url, options.params);
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    signal: options.signal,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new HttpError(response.status, url);
  return await response.json();
}

/** Whether `error` is an abort (a superseded request), which is never reported. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
