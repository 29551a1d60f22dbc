import { ApiError, ResponseShapeError } from '../../../lib/api-client';

/**
 * Server messages are written for people (docs/product/shell-and-accounts.md, "Errors"); anything else is a
 * connection problem.
 */
export function signInErrorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof ResponseShapeError) return error.message;
  return 'Could not reach Wilco. Check your connection and try again.';
}
