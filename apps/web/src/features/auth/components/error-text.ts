import { ApiError, ResponseShapeError } from '../../../lib/api-client';

/** Server messages are written for people (spec 01 §8); anything else is a connection problem. */
export function signInErrorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof ResponseShapeError) return error.message;
  return 'Could not reach Wilco. Check your connection and try again.';
}
