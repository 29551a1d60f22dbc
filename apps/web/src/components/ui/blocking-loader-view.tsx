import { useEffect, useRef } from 'react';
import { closeModal, showModal } from '../plain/modal';
import { BLOCKING_LOADER_TEXT } from './blocking-loader-text';
import './blocking-loader.css';

/**
 * A native modal `<dialog>` rather than a bare backdrop: it keeps keyboard focus from reaching the
 * page underneath, and hides that page from screen readers while the status is announced. Plain
 * elements, not MUI: signing in blocks over the sign-in page on the way to Home, and neither loads
 * MUI (decision 036).
 */
export function BlockingLoaderView({ open }: { open: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    showModal(dialog);
    return () => closeModal(dialog);
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="w-blocking"
      // Nothing to cancel: the load finishes on its own (Escape would only uncover a page that is
      // not ready).
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        if (open) showModal(event.currentTarget);
      }}
    >
      {open && (
        <div role="status" aria-live="polite" className="w-blocking-status">
          <span className="w-blocking-spinner" aria-hidden="true" />
          <p className="w-blocking-text">{BLOCKING_LOADER_TEXT}</p>
        </div>
      )}
    </dialog>
  );
}
