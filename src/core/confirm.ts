/**
 * Ask the user to confirm an action (row, bulk and filter actions with a
 * `confirm` message): through the host DialogManager when the page has one
 * with a `confirm(message)` (design.md "Built-in dialog and notifications":
 * host managers win), else a built-in modal <dialog>. The message is text,
 * never markup. Resolves true only on an explicit OK; Escape, Cancel and a
 * failing host dialog resolve false. Focus stays inside the modal dialog
 * while it is open (showModal makes the rest of the page inert) and goes
 * back to where it was when it closes. The same dialog asks for one of
 * several choices (chooseAction: a calendar's "this event" or "this and
 * following", issue 45 item 5).
 */
import { mount, unmount } from 'svelte';
import ConfirmDialog from './components/ConfirmDialog.svelte';

type Loose = Record<string, any>;

export interface ConfirmLabels {
  ok: string;
  cancel: string;
}

const LABELS: ConfirmLabels = { ok: 'OK', cancel: 'Cancel' };

/** The host's confirm: window.DialogManager / Now.DialogManager with confirm(message). */
function hostConfirm(): ((message: string) => unknown) | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as Loose;
  const dialogs = w.DialogManager ?? w.Now?.DialogManager;
  return dialogs && typeof dialogs.confirm === 'function' ? (message) => dialogs.confirm(message) : null;
}

export async function confirmAction(message: string, labels: ConfirmLabels = LABELS): Promise<boolean> {
  const host = hostConfirm();
  if (host) {
    try {
      return (await host(message)) === true;
    } catch (error) {
      console.error('[almanac] the host DialogManager threw; the action is cancelled', error);
      return false;
    }
  }
  return (await chooseAction(message, [labels.ok], labels.cancel)) === 1;
}

/**
 * Ask for one of `choices` in the built-in dialog (a host DialogManager's confirm answers only yes or
 * no): resolves with the choice's place from 1, or 0 for Cancel and Escape. `lang`: the language the
 * texts are in, when it is not the page's.
 */
export function chooseAction(message: string, choices: string[], cancel: string, lang?: string): Promise<number> {
  const returnTo = document.activeElement as HTMLElement | null;
  return new Promise((resolve) => {
    const answer = (choice: number) => {
      void unmount(dialog);
      if (returnTo?.isConnected) returnTo.focus();
      resolve(choice);
    };
    const dialog = mount(ConfirmDialog, { target: document.body, props: { message, choices, cancel, lang, answer } });
    // Open now, as the caller's click returns: the dialog is the body's last element once mounted.
    const node = document.body.lastElementChild as HTMLDialogElement;
    // Escape: the dialog's cancel event, answered as Cancel.
    node.addEventListener('cancel', (event) => (event.preventDefault(), node.close(), answer(0)));
    node.showModal();
    node.querySelector('button')?.focus();
  });
}
