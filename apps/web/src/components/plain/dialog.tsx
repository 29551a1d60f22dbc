import { useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import './dialog.css';
import { closeModal, returnFocus, showModal } from './modal';

type PlainDialogProps = {
  open: boolean;
  /** Escape (and the caller's own close button) asks to close; the caller decides. */
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
};

/**
 * MUI's Dialog look (maxWidth "sm", fullWidth) from the native modal `<dialog>`: the page behind is
 * inert and focus stays inside while it is open; Escape asks `onClose`, a click beside it does
 * nothing. For the dialogs that can show before MUI has loaded (decision 036).
 */
export function PlainDialog({ open, onClose, labelledBy, describedBy, children }: PlainDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    showModal(dialog);
    // The browser focuses the first control; a dialog whose first control is a risky one (a close
    // button that signs out) names the one to start on.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      closeModal(dialog);
      returnFocus(dialog, opener);
    };
  }, [open]);

  if (!open) return null;
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="w-dialog"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel(event);
      }}
    >
      {children}
    </dialog>
  );
}

/** A checkbox with its label, as MUI's FormControlLabel around a Checkbox. */
export function PlainCheckbox({
  checked,
  disabled = false,
  autoFocus = false,
  onChange,
  label,
}: {
  checked: boolean;
  disabled?: boolean;
  /** Focused when its PlainDialog opens. */
  autoFocus?: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
}) {
  return (
    <label className={`w-check${disabled ? ' w-check-disabled' : ''}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
