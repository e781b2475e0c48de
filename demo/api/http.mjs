// Plain Node HTTP helpers: JSON in, JSON out, errors as JSON.

/** Thrown by a handler to answer with a non-200 status and a JSON body. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, unknown>} [extra] more fields for the body (e.g. errors)
   */
  constructor(status, message, extra = {}) {
    super(message);
    this.status = status;
    this.body = { success: false, message, ...extra };
  }
}

/** Write a JSON response. */
export function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

const MAX_BODY = 1024 * 1024;

/**
 * Read a JSON object body. An empty body is `{}`; anything that is not a JSON
 * object (bad syntax, an array, a number) is a 400.
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJson(req) {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_BODY) throw new HttpError(413, 'Request body too large');
  }
  if (text.trim() === '') return {};
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Request body must be a JSON object');
  return body;
}

/** `{ type: 'notification', level, message }`: a response action the table/calendar shows as a toast. */
export const notify = (level, message) => ({ type: 'notification', level, message });

/** A non-JSON (or deliberately broken) answer a handler returns as is: the fault routes. */
export class RawResponse {
  /**
   * @param {number} status
   * @param {string} type Content-Type
   * @param {string | Buffer} body
   */
  constructor(status, type, body) {
    this.status = status;
    this.type = type;
    this.body = body;
  }
}
