/**
 * Row actions (spec "Row action entry", "HTTP interactions" 5,
 * "Authentication" 2, "Errors" 1, 3, 4): one <button type="button"> per
 * action whose condition holds, in a last cell of every body row (the
 * store's row cell). Plain DOM, text only: this file is part of the
 * actions chunk and brings no Svelte.
 *
 * A press: confirm (when the entry asks) -> table:rowAction
 * `{tableId, action, payload: {id, method, url}, row}` -> when the entry
 * has a url, the request (busy button; a body `{id, row}` as JSON with the
 * CSRF header unless GET) -> table:action `{tableId, action, success,
 * response, timestamp}` -> on success the response's actions (core/actions)
 * and, unless the method was GET (a read changes nothing), a reload past
 * the cache; on failure (`success: false` or an HTTP error) table:error,
 * the server's message, and its `errors` map marked (./field-errors). 403
 * notifies and 401 goes to the host authentication handler (else a
 * notification): neither ever navigates.
 */
import { handleResponseActions } from '../../core/actions';
import { confirmAction } from '../../core/confirm';
import { hostResponseHandler } from '../../core/host';
import { handleAuthError, notify, type NoticeLevel } from '../../core/host-ui';
import { authFailure } from '../../core/http';
import { requestJson } from '../../core/http-send';
import { safeStringify } from '../../core/json';
import { fillUrl, parseRowActions, resolveActionUrl, type Place, type RowAction } from '../model/row-actions';
import type { Row } from '../model/types';
import type { FeatureContext } from './feature';
import { showFieldErrors } from './field-errors';
import { confirmLabels, sayShared, sayer } from './say';

/** In English (README "Languages"); the forbidden and signed-out texts are shared (./say.ts). */
export const TEXT = {
  rowActions: 'Actions',
  rowActionLabel: '{action} {row}',
  rowConfirm: '{action} {row}?',
  rowFailed: '{action} failed.',
};
const say = sayer(TEXT);
/** A server message longer than this is cut (it is shown in a toast). */
const MAX_MESSAGE = 300;

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body => !!value && typeof value === 'object' && !Array.isArray(value);

export function attachRowActions(ctx: FeatureContext): () => void {
  const { store } = ctx;
  if (store.config.template) {
    ctx.warn('data-row-actions is not shown in a table with a row template — put the buttons in the template');
    return () => {};
  }
  const place: Place = { base: document.baseURI, origin: location.origin };
  const actions = parseRowActions(store.config.rowActions, place, ctx.warn);
  if (!actions.length) return () => {};
  const runner = new Runner(ctx, place);
  // The header and the buttons say their texts where Svelte renders them: a language change re-renders them (dom/say.ts).
  const slot = {
    get label() {
      return say(store, 'rowActions');
    },
    className: 'alm-row-actions',
    cell: (row: Row) => (td: HTMLTableCellElement) => renderCell(ctx, actions, runner, row, td),
  };
  store.setSlot(slot);
  return () => {
    store.setSlot(slot, false);
    runner.stop();
  };
}

/** Whether a row has an id an action can name (an own, non-empty string or number). */
function hasId(row: Row): boolean {
  if (!Object.prototype.hasOwnProperty.call(row, 'id')) return false;
  const id = row.id;
  return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id)) || typeof id === 'bigint';
}

function renderCell(ctx: FeatureContext, actions: RowAction[], runner: Runner, row: Row, td: HTMLTableCellElement): () => void {
  // Never act on the wrong row: without an id there is nothing to name it by.
  if (!hasId(row)) {
    ctx.warn('rows without an "id" field get no row actions (an action must name its row)');
    return () => {};
  }
  const view = ctx.store.view;
  const rowName = ctx.store.rowLabel(row, view.offset + view.rows.indexOf(row) + 1);
  for (const action of actions) {
    if (!action.test(row)) continue;
    let url: string | null = null;
    if (action.url !== null) {
      const filled = fillUrl(action.url, row);
      if ('missing' in filled) {
        ctx.warn(`data-row-actions ${safeStringify(action.name, 60)}: url placeholder {${filled.missing}} is empty or missing in some rows — the action is hidden on those rows`);
        continue;
      }
      url = filled.url;
    }
    td.append(actionButton(say(ctx.store, 'rowActionLabel', { action: action.title, row: rowName }), action, (button) => void runner.run(action, row, url, rowName, button)));
  }
  return () => td.replaceChildren();
}

function actionButton(label: string, action: RowAction, press: (button: HTMLButtonElement) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = action.className ? `alm-row-action ${action.className}` : 'alm-row-action';
  button.textContent = action.title;
  button.setAttribute('aria-label', label);
  button.setAttribute('data-row-action', action.name);
  button.addEventListener('click', () => press(button));
  return button;
}

/** Runs presses: confirm, event, request, outcome. Knows what is in flight, so teardown can abort it. */
class Runner {
  #alive = true;
  readonly #inflight = new Set<AbortController>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly ctx: FeatureContext, private readonly place: Place) {}

  async run(action: RowAction, row: Row, url: string | null, rowName: string, button: HTMLButtonElement): Promise<void> {
    if (button.getAttribute('aria-busy') === 'true') return;
    const { store } = this.ctx;
    if (action.confirm !== null && !(await confirmAction(action.confirm || say(store, 'rowConfirm', { action: action.title, row: rowName }), confirmLabels(store)))) return;
    if (!this.#alive) return;
    const absolute = url === null ? null : resolveActionUrl(url, this.place);
    store.emit('table:rowAction', { tableId: store.id, action: action.name, payload: { id: row.id, method: action.method, url: absolute }, row });
    if (url === null) return;
    if (absolute === null) return this.ctx.warn(`data-row-actions ${safeStringify(action.name, 60)}: ${safeStringify(url, 80)} is not a URL on this site — not requested`);
    await this.#request(action, row, absolute, button);
  }

  async #request(action: RowAction, row: Row, url: string, button: HTMLButtonElement): Promise<void> {
    const controller = new AbortController();
    this.#inflight.add(controller);
    const focus = focusMemo(button);
    setBusy(button, true);
    try {
      const body = action.method === 'GET' ? undefined : { id: row.id, row };
      const response = await requestJson(url, { method: action.method, body, signal: controller.signal });
      if (!this.#alive) return;
      const ok = !(isBody(response) && response.success === false);
      this.#announce(action, ok, response);
      if (ok) await this.#succeeded(action, response);
      else this.#failed(action, Object.assign(new Error(messageOf(response) ?? say(this.ctx.store, 'rowFailed', { action: action.title })), { response }), response);
    } catch (error) {
      if (!this.#alive || controller.signal.aborted) return;
      const response = (error as { body?: unknown } | null)?.body;
      this.#announce(action, false, response);
      this.#failed(action, error, response);
    } finally {
      this.#inflight.delete(controller);
      setBusy(button, false);
      if (this.#alive) this.#later(() => focus.restore(this.ctx.table));
    }
  }

  #announce(action: RowAction, success: boolean, response: unknown): void {
    const { store } = this.ctx;
    store.emit('table:action', { tableId: store.id, action: action.name, success, response, timestamp: Date.now() });
  }

  /** The response's actions (response.actions or response.data.actions), then a reload unless the action only read. */
  async #succeeded(action: RowAction, response: unknown): Promise<void> {
    const { store } = this.ctx;
    const list = responseActions(response);
    // One reload, whether a response action asked for it or the change calls for it; awaited so focus is restored after it.
    let reloading: Promise<void> | null = null;
    const context = { tableId: store.id, action: action.name };
    await handleResponseActions(response, list, context, {
      notify: (level, message) => notify(level as NoticeLevel, message),
      reloadWidget: () => void (reloading ??= this.#reload()),
      warn: this.ctx.warn,
    });
    const message = messageOf(response);
    if (!list.length && message && !hostResponseHandler()) notify('success', message);
    if (action.method !== 'GET') reloading ??= this.#reload();
    await reloading;
  }

  /** A mutation changed the server's rows: load past the cache; a local table renders its rows again. */
  async #reload(): Promise<void> {
    if (!this.#alive) return;
    const { store } = this.ctx;
    if (store.config.source) await store.load({ force: true });
    else store.rerender();
  }

  /** table:error, the server's message (or one for 401/403), and its errors map (spec "Errors" 3, 4, "Authentication" 2). */
  #failed(action: RowAction, error: unknown, response: unknown): void {
    const { store } = this.ctx;
    store.emit('table:error', { tableId: store.id, action: action.name, error, timestamp: Date.now() });
    const failure = authFailure(error);
    const message = messageOf(response);
    if (failure === 'unauthorized') {
      if (!handleAuthError(error)) notify('error', message ?? sayShared(store, 'signedOut'));
    } else {
      notify('error', message ?? (failure === 'forbidden' ? sayShared(store, 'forbidden') : say(store, 'rowFailed', { action: action.title })));
    }
    if (isBody(response) && isBody(response.errors)) showFieldErrors(store.id, response.errors);
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

function setBusy(button: HTMLButtonElement, busy: boolean): void {
  button.disabled = busy;
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

/** The server's `message`, as text of at most MAX_MESSAGE characters; null when it sent none. */
function messageOf(response: unknown): string | null {
  const message = isBody(response) ? response.message : undefined;
  if (typeof message !== 'string' || message.trim() === '') return null;
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
}

/** `actions` at response.actions or response.data.actions (design.md "Response actions"). */
function responseActions(response: unknown): unknown[] {
  if (!isBody(response)) return [];
  if (Array.isArray(response.actions)) return response.actions;
  return isBody(response.data) && Array.isArray(response.data.actions) ? response.data.actions : [];
}

/**
 * Keyboard users keep their place: when the pressed button had focus and
 * the reload removed it (a deleted row) or disabling it dropped focus,
 * focus goes back to it, else to a row action in the same row position,
 * else to the table's first row action.
 */
function focusMemo(button: HTMLButtonElement): { restore(table: HTMLTableElement): void } {
  const had = document.activeElement === button;
  const index = button.closest('tr')?.sectionRowIndex ?? -1;
  const name = button.getAttribute('data-row-action');
  return {
    restore(table) {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!had || !lost) return;
      if (button.isConnected) return button.focus();
      const row = table.tBodies[0]?.rows[index];
      const buttons = Array.from(row?.querySelectorAll<HTMLButtonElement>('button.alm-row-action') ?? []);
      const next = buttons.find((b) => b.getAttribute('data-row-action') === name) ?? buttons[0]
        ?? table.querySelector<HTMLButtonElement>('button.alm-row-action');
      next?.focus();
    },
  };
}
