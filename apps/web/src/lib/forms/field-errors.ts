import type { ZodError } from 'zod';

/** Field path (e.g. "subanswers.0.points") → the first message about it. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
  return errors;
}
