import { useState } from 'react';

/**
 * The last non-null value: a side card keeps its title and content while it slides out,
 * instead of going blank for the length of the animation.
 */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
