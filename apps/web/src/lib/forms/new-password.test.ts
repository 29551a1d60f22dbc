import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './new-password';

describe('validateNewPassword', () => {
  it('requires both fields', () => {
    expect(validateNewPassword({ password: '', confirm: '' })).toEqual({
      password: 'Password is required',
      confirm: 'Password is required',
    });
  });

  it('needs more than 8 characters in each field', () => {
    expect(validateNewPassword({ password: '12345678', confirm: '12345678' })).toEqual({
      password: 'Password must be more than 8 characters',
      confirm: 'Password must be more than 8 characters',
    });
  });

  it('needs the confirmation to match', () => {
    expect(validateNewPassword({ password: 'cleared-for-takeoff', confirm: 'cleared-to-land' })).toEqual({
      confirm: 'Passwords do not match',
    });
    expect(validateNewPassword({ password: '123456789', confirm: '123456789' })).toEqual({});
  });
});
