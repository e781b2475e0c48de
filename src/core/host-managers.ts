/**
 * The host's own notification and modal managers (design.md "Built-in
 * dialog and notifications": host managers win), for a widget that shows
 * its own fallback when the page has none (the calendar; host-ui.ts notify
 * for the table's parts). Every call is defensive: a throwing service never
 * breaks the widget.
 */
import { hostService } from './host';

type Loose = Record<string, any>;

/** Host notification manager (NotificationManager / Now.NotificationManager); false when absent or failing. */
export function hostNotify(level: string, message: string): boolean {
  const nm = hostService('NotificationManager');
  if (!nm) return false;
  try {
    const byLevel = nm[level];
    if (typeof byLevel === 'function') byLevel.call(nm, message);
    else if (typeof nm.show === 'function') nm.show({ type: level, message });
    else if (typeof nm.notify === 'function') nm.notify(message, level);
    else return false;
    return true;
  } catch (error) {
    console.error('[almanac] host NotificationManager threw', error);
    return false;
  }
}

/**
 * Show `body` in the host's modal (window.Modal class) or DialogManager.
 * Returns false when the page has neither, so the built-in dialog is used.
 * The content is handed over as markup serialized from text nodes, and the
 * title escaped the same way (host modals render both as HTML), so data
 * never becomes markup.
 */
export function showHostModal(text: string, body: HTMLElement, closeLabel: string): boolean {
  const Modal = hostService('Modal');
  const dialogs = hostService('DialogManager');
  const holder = body.ownerDocument.createElement('span');
  holder.textContent = text;
  const title = holder.innerHTML;
  try {
    if (typeof Modal === 'function') {
      const modal = new (Modal as new (o: Loose) => Loose)({
        title,
        content: body.outerHTML,
        backdrop: true,
        onHidden(this: Loose) {
          this?.destroy?.();
        },
      });
      modal.show();
      return true;
    }
    if (dialogs && typeof dialogs.show === 'function') {
      dialogs.show({ title, content: body.outerHTML, buttons: [{ text: closeLabel, primary: true }] });
      return true;
    }
  } catch (error) {
    console.error('[almanac] the host modal manager threw; using the built-in dialog', error);
  }
  return false;
}

