import { useMutation } from '@tanstack/react-query';
import { MfaEnrollmentSchema, type MfaEnrollment } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/user/mfa/enroll` with the current password: a new secret, its otpauth URL and a QR code of it. */
export function startMfaEnrollment(currentPassword: string): Promise<MfaEnrollment> {
  return apiFetch('/user/mfa/enroll', {
    method: 'POST',
    body: { current_password: currentPassword },
    schema: MfaEnrollmentSchema,
  });
}

export function useStartMfaEnrollment() {
  return useMutation({ mutationFn: startMfaEnrollment, meta: { method: 'POST' } });
}
