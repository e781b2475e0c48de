/**
 * Keys of an open menu (WAI-ARIA APG "Menu Button"), shared by the column
 * menu, the column chooser and a row action's submenu (ActionMenu.svelte),
 * with the menus' look (table-menu.css: each part that draws a menu brings
 * it, whatever else the page loaded): Up and Down move (wrapping), Home and End
 * jump, a letter moves to the next item starting with it, Escape closes the
 * menu and returns to its button, Tab closes it. Items are the menu's
 * elements with a menuitem role (disabled ones too: aria-disabled items stay
 * reachable). Enter and Space are the items' own (a button's click).
 */
import '../../styles/table-menu.css';

export function menuKey(event: KeyboardEvent, menu: HTMLElement, close: (refocus: boolean) => void): void {
  const all = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
  const at = all.indexOf(menu.ownerDocument.activeElement as HTMLElement);
  const move = (to: number) => (event.preventDefault(), all[(to + all.length) % all.length]?.focus());
  if (event.key === 'ArrowDown') move(at + 1);
  else if (event.key === 'ArrowUp') move(at - 1);
  else if (event.key === 'Home') move(0);
  else if (event.key === 'End') move(all.length - 1);
  else if (event.key === 'Escape') (event.preventDefault(), event.stopPropagation(), close(true));
  else if (event.key === 'Tab') close(false);
  else if (event.key.length === 1 && /\S/.test(event.key)) {
    const letter = event.key.toLocaleLowerCase();
    const next = [...all.slice(at + 1), ...all.slice(0, at + 1)].find((el) => el.textContent?.trim().toLocaleLowerCase().startsWith(letter));
    if (next) move(all.indexOf(next));
  }
}

/** The first or last item of `menu`, focused (a menu just opened). */
export function focusItem(menu: HTMLElement | undefined, at: 'first' | 'last'): void {
  const all = [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  (at === 'first' ? all[0] : all.at(-1))?.focus();
}

/**
 * A fixed menu placed under its button (inside a sized header cell, whose overflow is hidden), at the button's end
 * edge, kept in the window: above the button when it does not fit below and does above (a header near the
 * window's bottom), moved in sideways.
 */
export function placeMenu(menu: HTMLElement, button: HTMLElement): void {
  const b = button.getBoundingClientRect();
  const { clientWidth: view, clientHeight: high } = menu.ownerDocument.documentElement;
  const [width, height] = [menu.offsetWidth, menu.offsetHeight];
  const rtl = getComputedStyle(button).direction === 'rtl';
  const left = rtl ? b.left : b.right - width;
  const top = b.bottom + 2 + height > high && b.top - 2 - height >= 0 ? b.top - 2 - height : b.bottom + 2;
  Object.assign(menu.style, { top: `${Math.round(top)}px`, left: `${Math.round(Math.max(4, Math.min(left, view - width - 4)))}px` });
}
