/**
 * A GET whose answer is not JSON (the calendar's .ics feed, issue 45 item 4),
 * through the same rules as the JSON requests of ./http.ts: same-origin
 * credentials, HttpError on a non-2xx status, abortable. The answer is read
 * as bytes and refused once it passes `maxBytes` (by its Content-Length, or
 * while it streams in), so a huge feed is never held whole. A host
 * ApiService is not asked: it speaks JSON. Its own module, so only the part
 * that reads a feed loads it.
 */
import { HttpError } from './http';

export interface TextRequest {
  signal?: AbortSignal;
  /** The Accept header (e.g. `text/calendar`). */
  accept: string;
  /** Answers longer than this many bytes are refused. */
  maxBytes: number;
}

const tooLarge = (max: number) => new Error(`the answer is larger than ${Math.round(max / 1024 / 1024)} MB`);

/** The bytes of `url`'s answer; throws HttpError on a non-2xx status, an Error past `maxBytes`. */
export async function fetchBytes(url: string, request: TextRequest): Promise<Uint8Array> {
  const response = await fetch(url, { signal: request.signal, credentials: 'same-origin', headers: { Accept: request.accept } });
  if (!response.ok) throw new HttpError(response.status, url, response.statusText);
  const declared = Number(response.headers.get('Content-Length'));
  if (declared > request.maxBytes) {
    void response.body?.cancel().catch(() => {});
    throw tooLarge(request.maxBytes);
  }
  const reader = response.body?.getReader();
  if (!reader) {
    const whole = new Uint8Array(await response.arrayBuffer());
    if (whole.byteLength > request.maxBytes) throw tooLarge(request.maxBytes);
    return whole;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > request.maxBytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge(request.maxBytes);
    }
    chunks.push(next.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
