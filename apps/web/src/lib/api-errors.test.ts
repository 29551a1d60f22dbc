import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { notificationForError } from './api-errors';

const COMMUNICATION = 'Error with communication. The incident has been logged to the system.';

describe('notificationForError (docs/product/shell-and-accounts.md, "Errors")', () => {
  it.each([400, 401, 403, 409, 422, 500, 503])(
    'shows the server message with its code for HTTP %i',
    (status) => {
      const result = notificationForError(new ApiError(status, 'Quiz is archived', undefined, 'POST'));
      expect(result).toEqual({ message: 'Quiz is archived', color: 'error', code: status, isHTTP: true });
    },
  );

  it("shows 'User not found' for a 404 whose detail says so, whatever the method", () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const result = notificationForError(new ApiError(404, 'No such record', 'User not found', method));
      expect(result.message).toBe('User not found');
      expect(result.isHTTP).toBeUndefined();
    }
  });

  it('explains a 404 on a PUT to a completed quiz attempt', () => {
    const error = new ApiError(404, 'Not found', 'Quiz attempt id not found', 'PUT');
    expect(notificationForError(error).message).toBe(
      'This quiz attempt has already been completed in another session.',
    );
  });

  it('takes the method from the caller when given', () => {
    const error = new ApiError(404, 'Not found', 'Quiz attempt id not found', 'GET');
    expect(notificationForError(error, { method: 'PUT' }).message).toBe(
      'This quiz attempt has already been completed in another session.',
    );
  });

  it('keeps the server message for the same 404 on other methods', () => {
    const error = new ApiError(404, 'Quiz attempt 7 not found', 'Quiz attempt id not found', 'GET');
    expect(notificationForError(error).message).toBe('Quiz attempt 7 not found');
  });

  it('shows the server message for any other 404, without the HTTP code line', () => {
    const result = notificationForError(new ApiError(404, 'Course 3 not found', undefined, 'GET'));
    expect(result).toEqual({ message: 'Course 3 not found', color: 'error', code: 404 });
  });

  it('takes a generic error message and defaults its status to 500', () => {
    expect(notificationForError(new TypeError('Failed to fetch'))).toEqual({
      message: 'Failed to fetch',
      color: 'error',
      code: 500,
    });
  });

  it('keeps a status carried by a generic error', () => {
    const error = Object.assign(new Error('Too many requests'), { status: 429 });
    expect(notificationForError(error).code).toBe(429);
  });

  it.each([
    ['a string', 'boom'],
    ['null', null],
    ['an error without a message', new Error('')],
    ['an HTTP error without a message', new ApiError(500, '', undefined, 'GET')],
  ])('falls back to the communication error for %s', (_label, value) => {
    const result = notificationForError(value);
    expect(result.message).toBe(COMMUNICATION);
    expect(result.isFallback).toBe(true);
  });
});
