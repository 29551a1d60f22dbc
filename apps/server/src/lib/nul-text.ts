/**
 * PostgreSQL (and PGlite) cannot store the NUL character in text or JSON, so a request carrying
 * one would fail deep in a write as a 500. It is never part of legitimate text: requests and socket
 * payloads that carry it are refused up front as a client mistake (docs/product/shell-and-accounts.md,
 * "Errors").
 */
export const NUL_TEXT_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** Where the first NUL character is in a parsed JSON value (`url`, `items.2.text`), or null. */
export function findNulText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : null;
  if (
    value === null ||
    typeof value !== 'object' ||
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer
  )
    return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = findNulText(child, at);
    if (found) return found;
  }
  return null;
}
