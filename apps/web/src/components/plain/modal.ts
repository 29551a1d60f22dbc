/** The native modal `<dialog>` as the plain dialogs and the phone drawer use it (decision 036). */

/** Shows a `<dialog>` as a modal (jsdom has no showModal: the attribute shows it there). */
export function showModal(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

/** Closes a modal `<dialog>` (jsdom has no close: the attribute goes there). */
export function closeModal(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * Gives focus back to what opened a dialog that is going, unless focus has moved on (e.g. into a
 * dialog an action in it opened).
 */
export function returnFocus(dialog: HTMLElement, opener: Element | null) {
  const active = document.activeElement;
  const lost = !active || active === document.body || dialog.contains(active);
  if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
}
