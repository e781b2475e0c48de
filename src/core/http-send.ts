/**
 * Requests that change data (actions, saves, deletes, reorders, the
 * calendar's click API): JSON bodies and the CSRF token of
 * `<meta name="csrf-token">`, in the header TableManager.init({csrfHeader})
 * names. Its own module, so a page that only reads data does not load it.
 */
import { csrfHeaderName, fetchJson, type RequestOptions } from './http';

/** The token of `<meta name="csrf-token">`, or null. */
function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  return token ? token : null;
}

/** Request `url` and parse its JSON answer; throws HttpError on a non-2xx status. */
export async function requestJson(url: string, options: RequestOptions = {}): Promise<unknown> {
  const method = (options.method ?? 'GET').toUpperCase();
  const hasBody = options.body !== undefined && method !== 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = method === 'GET' || method === 'HEAD' ? null : csrfToken();
  if (token) headers[csrfHeaderName()] = token;
  return (await fetchJson(url, options, { method, headers, body: hasBody ? JSON.stringify(options.body) : undefined })).body;
}

