/**
 * What a server's answer to a change says, read the same way by both widgets (design.md
 * "Response actions", the table spec's "Errors" 4): success, its message, its response actions
 * and its errors map. Each is read only in its own shape; anything else reads as absent. Pure.
 */
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Whether an answer reports success: anything but `success: false`. */
export function succeeded(response: unknown): boolean {
  return !(isObject(response) && response.success === false);
}

/** A server's `message` (text), or null. */
export function serverMessage(body: unknown): string | null {
  const message = isObject(body) ? body.message : undefined;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * The response actions of an answer: the list at `actions`, else at `data.actions` (design.md
 * "Response actions"), else at `data.data.actions` (an answer a host ApiService wrapped); [] when
 * none. An answer's own `actions: []` says there are none: the row it may carry in `data` can
 * have a field of that name.
 */
export function responseActions(response: unknown): unknown[] {
  let at = response;
  for (let depth = 0; depth < 3 && isObject(at); depth++, at = at.data) {
    if (Array.isArray(at.actions)) return at.actions;
  }
  return [];
}

/** The `errors` map of an answer, or null. */
export function errorsMap(body: unknown): Record<string, unknown> | null {
  return isObject(body) && isObject(body.errors) ? body.errors : null;
}
