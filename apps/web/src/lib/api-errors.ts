import { ApiError, type HttpMethod } from './api-client';
import type { NotificationPayload } from './notifications';

/** docs/product/shell-and-accounts.md, "Errors", verbatim. */
export const COMMUNICATION_ERROR_MESSAGE =
  'Error with communication. The incident has been logged to the system.';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const ATTEMPT_COMPLETED_ELSEWHERE_MESSAGE =
  'This quiz attempt has already been completed in another session.';

function describe(error: unknown, method: HttpMethod | undefined): NotificationPayload {
  if (error instanceof ApiError) {
    if (!error.message) throw new Error('HTTP error without a message');
    if (error.status !== 404) {
      return { message: error.message, color: 'error', code: error.status, isHTTP: true };
    }
    if (error.detail === 'User not found')
      return { message: USER_NOT_FOUND_MESSAGE, color: 'error', code: 404 };
    if ((method ?? error.method) === 'PUT' && error.detail === 'Quiz attempt id not found') {
      return { message: ATTEMPT_COMPLETED_ELSEWHERE_MESSAGE, color: 'error', code: 404 };
    }
    return { message: error.message, color: 'error', code: 404 };
  }
  if (error instanceof Error && error.message) {
    const status = (error as { status?: unknown }).status;
    return { message: error.message, color: 'error', code: typeof status === 'number' ? status : 500 };
  }
  throw new Error('Unrecognised error value');
}

/**
 * Maps any failure to the notification the error catalogue prescribes
 * (docs/product/shell-and-accounts.md, "Errors"). It never throws: if the error cannot be described,
 * the user still learns something went wrong.
 */
export function notificationForError(
  error: unknown,
  { method }: { method?: HttpMethod } = {},
): NotificationPayload & { isFallback?: true } {
  try {
    return describe(error, method);
  } catch {
    return { message: COMMUNICATION_ERROR_MESSAGE, color: 'error', isFallback: true };
  }
}
