/**
 * Ask the user to confirm an action (row, bulk and filter actions with a
 * `confirm` message): through the host DialogManager when the page has one
 * with a `confirm(message)` (design.md "Built-in dialog and notifications":
 * host managers win), else a built-in modal <dialog>. The message is text,
 * never markup. Resolves true only on an explicit OK; Escape, Cancel and a
 * failing host dialog resolve false. Focus stays inside the modal dialog
 * while it is open (showModal makes the rest of the page inert) and goes
 * back to where it was when it closes.
 */

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
  return builtInConfirm(message, labels);
}

function builtInConfirm(message: string, labels: ConfirmLabels): Promise<boolean> {
  const doc = document;
  const returnTo = doc.activeElement as HTMLElement | null;
  const dialog = doc.createElement('dialog');
  dialog.className = 'alm-confirm';
  dialog.setAttribute('role', 'alertdialog');
  const text = doc.createElement('p');
  text.className = 'alm-confirm-message';
  text.id = `alm-confirm-${Math.random().toString(36).slice(2)}`;
  text.textContent = message;
  dialog.setAttribute('aria-describedby', text.id);
  dialog.setAttribute('aria-label', message.length > 120 ? `${message.slice(0, 119)}…` : message);
  const buttons = doc.createElement('div');
  buttons.className = 'alm-confirm-buttons';
  const cancel = button(doc, labels.cancel, 'alm-confirm-cancel');
  const ok = button(doc, labels.ok, 'alm-confirm-ok');
  buttons.append(cancel, ok);
  dialog.append(text, buttons);
  doc.body.appendChild(dialog);
  return new Promise((resolve) => {
    const done = (answer: boolean) => {
      dialog.close();
      dialog.remove();
      if (returnTo?.isConnected) returnTo.focus();
      resolve(answer);
    };
    ok.onclick = () => done(true);
    cancel.onclick = () => done(false);
    // Escape: the dialog's cancel event.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      done(false);
    });
    // Tab and Shift+Tab go round the two buttons.
    dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Tab') return;
      const next = doc.activeElement === ok ? cancel : ok;
      event.preventDefault();
      next.focus();
    });
    dialog.showModal();
    // The safe choice first: Enter on an unread dialog does not delete anything.
    cancel.focus();
  });
}

function button(doc: Document, label: string, className: string): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = label;
  return b;
}
