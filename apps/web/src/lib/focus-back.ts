import { useEffect, useRef } from 'react';

/**
 * Focus stays with a message field through a send: a Send button hands it to the field, and a
 * field disabled while the message is answered gets it back once it is usable again, unless
 * something else took focus meanwhile. Call `sent` when sending from the field or its Send button.
 */
export function useFocusBack<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!enabled || !pending.current) return;
    pending.current = false;
    if (isFocusLost()) ref.current?.focus();
  }, [enabled]);
  return {
    ref,
    sent: () => {
      pending.current = true;
      // Sent with the Send button, which now goes disabled: the next message is typed in the field.
      const field = ref.current;
      if (field && document.activeElement !== field) field.focus();
    },
  };
}

/** Whether focus is lost: on the page itself, or on a control now disabled (which browsers drop). */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active as HTMLButtonElement).disabled === true;
}
