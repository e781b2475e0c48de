// The built-in confirm dialog (core/confirm.ts → components/ConfirmDialog.svelte), used when the page has
// no host DialogManager: a modal <dialog> opened at once, the message as text, Cancel focused first, OK
// true, Cancel and Escape false, Tab going round the two buttons, focus back where it was, and nothing
// left in the page. jsdom has no showModal: a stand-in sets `open` and remembers the modal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/svelte';
import { confirmAction } from '../../../src/core/confirm';

let modal: HTMLDialogElement | null = null;
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modal = this;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    if (modal === this) modal = null;
  };
});
afterEach(() => {
  delete (window as unknown as { DialogManager?: unknown }).DialogManager;
  document.body.replaceChildren();
});

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.alm-confirm');
const button = (name: string) => [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === name)!;

function trigger() {
  const before = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Delete row' }));
  before.focus();
  return before;
}

describe('the built-in confirm dialog', () => {
  it('opens modal at once: alertdialog, the message as text (its label, described by it), Cancel then OK, Cancel focused', () => {
    trigger();
    void confirmAction('Delete <b>Ada</b>?', { ok: 'Yes', cancel: 'No' });
    const d = dialog()!;
    expect(modal).toBe(d);
    expect(d.open).toBe(true);
    expect(d.getAttribute('role')).toBe('alertdialog');
    expect(d.getAttribute('aria-label')).toBe('Delete <b>Ada</b>?');
    const message = d.querySelector('.alm-confirm-message')!;
    expect([message.textContent, message.children.length]).toEqual(['Delete <b>Ada</b>?', 0]);
    expect(d.getAttribute('aria-describedby')).toBe(message.id);
    expect([...d.querySelectorAll('.alm-confirm-buttons button')].map((b) => [b.className, b.textContent, b.getAttribute('type')]))
      .toEqual([['alm-confirm-cancel', 'No', 'button'], ['alm-confirm-ok', 'Yes', 'button']]);
    expect(document.activeElement).toBe(button('No'));
  });

  it('OK answers true; the dialog closes and leaves the page; focus goes back', async () => {
    const before = trigger();
    const answer = confirmAction('Archive?');
    await fireEvent.click(button('OK'));
    expect(await answer).toBe(true);
    expect(dialog()).toBeNull();
    expect(modal).toBeNull();
    expect(document.activeElement).toBe(before);
    expect(document.body.children).toHaveLength(1);
  });

  it('Cancel answers false', async () => {
    const before = trigger();
    const answer = confirmAction('Archive?');
    await fireEvent.click(button('Cancel'));
    expect(await answer).toBe(false);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('Escape (the dialog\'s cancel event) answers false, and the browser\'s own close is prevented', async () => {
    trigger();
    const answer = confirmAction('Archive?');
    const cancel = new Event('cancel', { cancelable: true });
    dialog()!.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(await answer).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('Tab and Shift+Tab go round the two buttons', async () => {
    trigger();
    void confirmAction('Archive?');
    await fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(button('OK'));
    await fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(button('Cancel'));
    await fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('OK'));
  });

  it('a long message is the whole description and a label of 120 characters', () => {
    const long = 'x'.repeat(200);
    void confirmAction(long);
    expect(dialog()!.getAttribute('aria-label')).toBe(`${'x'.repeat(119)}…`);
    expect(dialog()!.querySelector('.alm-confirm-message')!.textContent).toBe(long);
  });

  it('the host DialogManager wins: no built-in dialog; its answer is true only when exactly true; a throwing one cancels', async () => {
    const confirm = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce('yes').mockRejectedValueOnce(new Error('down'));
    (window as unknown as { DialogManager: unknown }).DialogManager = { confirm };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await confirmAction('Sure?')).toBe(true);
    expect(await confirmAction('Sure?')).toBe(false);
    expect(await confirmAction('Sure?')).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Sure?');
    expect(dialog()).toBeNull();
    vi.restoreAllMocks();
  });
});
