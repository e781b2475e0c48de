/**
 * What a row action does when pressed (spec "Row action entry", "HTTP
 * interactions" 5, "Authentication" 2, "Errors" 1, 3, 4); the buttons are
 * components (RowActions.svelte, ActionMenu.svelte).
 *
 * A press: confirm (when the entry asks) -> table:rowAction
 * `{tableId, action, payload: {id, method, url}, row}` -> when the entry
 * has a url, the request (the button busy; a body `{id, row}` as JSON with
 * the CSRF header unless GET) -> table:action `{tableId, action, success,
 * response, timestamp}` -> on success the response's actions (core/actions),
 * the entry's modal, and, unless the method was GET (a read changes
 * nothing), a reload past the cache; on failure (`success: false` or an HTTP
 * error) table:error, the server's message, and its `errors` map marked
 * (dom/field-errors). 403 notifies and 401 goes to the host authentication
 * handler (else a notification): neither ever navigates. An entry without a
 * url but with a modal hands the modal to the page's modal manager.
 */
import { handleResponseActions } from '../../core/actions';
import { confirmAction } from '../../core/confirm';
import { hostResponseHandler } from '../../core/host';
import { handleAuthError, notify, type NoticeLevel } from '../../core/host-ui';
import { authFailure } from '../../core/http';
import { requestJson } from '../../core/http-send';
import { safeStringify } from '../../core/json';
import { errorsMap, responseActions, serverMessage, succeeded } from '../../core/answer';
import { resolveActionUrl, type RowAction } from '../model/row-actions';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { showFieldErrors } from '../dom/field-errors';
import { confirmLabels, sayShared } from '../dom/say';
import { say } from './row-action-items';

/** A server message longer than this is cut (it is shown in a toast). */
const MAX_MESSAGE = 300;

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body => !!value && typeof value === 'object' && !Array.isArray(value);

/** One press of a row action's button (or menu item). */
export interface Press {
  action: RowAction;
  row: Row;
  /** The filled URL template, or null for an event-only action. */
  url: string | null;
  rowName: string;
  /** The pressed control (focus comes back to it, or to its place, after a reload). */
  button: HTMLElement;
  busy(on: boolean): void;
}

/** Runs presses: confirm, event, request, outcome. Knows what is in flight, so teardown can abort it. */
export class RowActionRunner {
  #alive = true;
  #busy = new WeakSet<HTMLElement>();
  readonly #inflight = new Set<AbortController>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly store: TableStore, private readonly warn: (message: string) => void) {}

  async run(press: Press): Promise<void> {
    const { action, row, url, rowName, button } = press;
    if (this.#busy.has(button)) return;
    const { store } = this;
    if (action.confirm !== null && !(await confirmAction(action.confirm || say(store, 'rowConfirm', { action: action.label, row: rowName }), confirmLabels(store)))) return;
    if (!this.#alive) return;
    const absolute = url === null ? null : resolveActionUrl(url, { base: document.baseURI, origin: location.origin });
    store.emit('table:rowAction', { tableId: store.id, action: action.name, payload: { id: row.id, method: action.method, url: absolute }, row });
    if (url === null) return void (action.modal && this.#modal(action, row, row));
    if (absolute === null) return this.warn(`data-row-actions ${safeStringify(action.name, 60)}: ${safeStringify(url, 80)} is not a URL on this site — not requested`);
    await this.#request(press, absolute);
  }

  async #request({ action, row, button, busy }: Press, url: string): Promise<void> {
    const controller = new AbortController();
    this.#inflight.add(controller);
    const focus = focusMemo(button);
    this.#busy.add(button);
    busy(true);
    try {
      const body = action.method === 'GET' ? undefined : { id: row.id, row };
      const response = await requestJson(url, { method: action.method, body, signal: controller.signal });
      if (!this.#alive) return;
      const ok = succeeded(response);
      this.#announce(action, ok, response);
      if (ok) await this.#succeeded(action, row, response);
      else this.#failed(action, Object.assign(new Error(messageOf(response) ?? say(this.store, 'rowFailed', { action: action.label })), { response }), response);
    } catch (error) {
      if (!this.#alive || controller.signal.aborted) return;
      const response = (error as { body?: unknown } | null)?.body;
      this.#announce(action, false, response);
      this.#failed(action, error, response);
    } finally {
      this.#inflight.delete(controller);
      this.#busy.delete(button);
      busy(false);
      if (this.#alive) this.#later(() => focus.restore());
    }
  }

  #announce(action: RowAction, success: boolean, response: unknown): void {
    const { store } = this;
    store.emit('table:action', { tableId: store.id, action: action.name, success, response, timestamp: Date.now() });
  }

  /** The response's actions (response.actions or response.data.actions), the modal, then a reload unless the action only read. */
  async #succeeded(action: RowAction, row: Row, response: unknown): Promise<void> {
    const { store } = this;
    const list = responseActions(response);
    // One reload, whether a response action asked for it or the change calls for it; awaited so focus is restored after it.
    let reloading: Promise<void> | null = null;
    const context = { tableId: store.id, action: action.name };
    await handleResponseActions(response, list, context, {
      notify: (level, message) => notify(level as NoticeLevel, message),
      reloadWidget: () => void (reloading ??= this.#reload()),
      warn: this.warn,
    });
    const message = messageOf(response);
    if (!list.length && message && !hostResponseHandler()) notify('success', message);
    if (action.modal) this.#modal(action, row, isBody(response) && 'data' in response ? response.data : row);
    if (action.method !== 'GET') reloading ??= this.#reload();
    await reloading;
  }

  /**
   * The entry's modal goes to the page's modal manager (the host
   * ResponseHandler's `modal` action, as the original framework does);
   * without one: one warning, and nothing is shown.
   */
  #modal(action: RowAction, row: Row, data: unknown): void {
    const { store } = this;
    const handler = hostResponseHandler();
    if (!handler) return this.warn(`data-row-actions ${safeStringify(action.name, 60)}: "modal" needs the page's modal manager (window.ResponseHandler) — not shown`);
    const context = { tableId: store.id, action: action.name, row, data, modalConfig: action.modal };
    try {
      void Promise.resolve(handler({ success: true, data, actions: [{ type: 'modal', action: 'show', ...action.modal }] }, context)).catch(hostFailed);
    } catch (error) {
      hostFailed(error);
    }
  }

  /** A mutation changed the server's rows: load past the cache; a local table renders its rows again. */
  async #reload(): Promise<void> {
    if (!this.#alive) return;
    const { store } = this;
    if (store.config.source) await store.load({ force: true });
    else store.rerender();
  }

  /** table:error, the server's message (or one for 401/403), and its errors map (spec "Errors" 3, 4, "Authentication" 2). */
  #failed(action: RowAction, error: unknown, response: unknown): void {
    const { store } = this;
    store.fail(action.name, error);
    const failure = authFailure(error);
    const message = messageOf(response);
    if (failure === 'unauthorized') {
      if (!handleAuthError(error)) notify('error', message ?? sayShared(store, 'signedOut'));
    } else {
      notify('error', message ?? (failure === 'forbidden' ? sayShared(store, 'forbidden') : say(store, 'rowFailed', { action: action.label })));
    }
    const errors = errorsMap(response);
    if (errors) showFieldErrors(store.id, errors);
  }

  #later(fn: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      fn();
    }, 0);
    this.#timers.add(timer);
  }

  stop(): void {
    this.#alive = false;
    for (const controller of this.#inflight) controller.abort();
    this.#inflight.clear();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}

const hostFailed = (error: unknown) => console.error('[almanac] the host modal manager threw', error);

/** The server's `message`, as text of at most MAX_MESSAGE characters; null when it sent none. */
function messageOf(response: unknown): string | null {
  const message = serverMessage(response);
  return message && message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
}

/**
 * Keyboard users keep their place: when the pressed control had focus and
 * the reload removed it (a deleted row) or disabling it dropped focus,
 * focus goes back to it, else to a row action in the same row position,
 * else to the table's first row action.
 */
function focusMemo(button: HTMLElement): { restore(): void } {
  const had = document.activeElement === button;
  const table = button.closest('table');
  const index = button.closest('tr')?.sectionRowIndex ?? -1;
  const name = button.getAttribute('data-row-action');
  return {
    restore() {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!had || !lost || !table) return;
      if (button.isConnected) return button.focus();
      const row = table.tBodies[0]?.rows[index];
      const buttons = Array.from(row?.querySelectorAll<HTMLButtonElement>('button.alm-row-action') ?? []);
      const next = buttons.find((b) => b.getAttribute('data-row-action') === name) ?? buttons[0]
        ?? table.querySelector<HTMLButtonElement>('button.alm-row-action');
      next?.focus();
    },
  };
}
