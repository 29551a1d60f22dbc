import type { KeyboardEvent } from 'react';

/**
 * Enter sends a typed answer or transmission; Shift+Enter starts a new line, and Enter that ends an
 * input method's composition (a CJK keyboard choosing a word) is left to it.
 */
export function isSendKey(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}
