import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { CurrentPasswordField, useCurrentPassword } from '../../../components/forms/current-password-field';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { useNewPasswordForm } from '../../../lib/forms/new-password';
import { useChangePassword } from '../api/change-password';
import { useMfaStatus } from '../api/get-mfa-status';
import { MFA_CODE_HINT, MFA_CODE_PATTERN, MfaCodeField, normaliseMfaCode } from './mfa-code-field';

type ChangePasswordSectionProps = { onPasswordChanged: () => void; hasPassword: boolean };

/** An account that signs in through its organisation (single sign-on, LTI) has no password here. */
export const NO_PASSWORD_TEXT =
  "You sign in through your organisation's sign-in, so there is no Wilco password to change.";

/**
 * docs/product/shell-and-accounts.md, "Password": hidden until Change Password; Cancel hides it; Save saves,
 * then the user signs out.
 */
export function ChangePasswordSection({ onPasswordChanged, hasPassword }: ChangePasswordSectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  // Unique per instance: the /User page and the Account Settings dialog can both be open.
  const headingId = useId();
  // Focus goes back to the button that opened the form, not to the top of the dialog.
  const [returnFocus, setReturnFocus] = useState(false);
  const form = useNewPasswordForm();
  const change = useChangePassword();
  // docs/product/shell-and-accounts.md, "Password": the current password, and a code with two-factor on.
  const needsCode = useMfaStatus().data?.enabled ?? false;
  const current = useCurrentPassword();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const onCancel = () => {
    form.reset();
    current.reset();
    setCode('');
    setIsOpen(false);
    setReturnFocus(true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = normaliseMfaCode(code);
    const codeOk = !needsCode || MFA_CODE_PATTERN.test(value);
    const hasCurrent = current.check();
    if (!codeOk) setCodeError(MFA_CODE_HINT);
    if (!form.isValid || !hasCurrent || !codeOk) return;
    change.mutate(
      {
        password: form.values.password,
        current_password: current.value,
        ...(needsCode ? { code: value } : {}),
      },
      { onSuccess: onPasswordChanged },
    );
  };

  const heading = (
    <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      Password
    </Typography>
  );

  if (!hasPassword) {
    return (
      <Stack spacing={1.5}>
        {heading}
        <Typography color="text.secondary">{NO_PASSWORD_TEXT}</Typography>
      </Stack>
    );
  }

  if (!isOpen) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {heading}
        <Button variant="outlined" onClick={() => setIsOpen(true)} autoFocus={returnFocus}>
          Change Password
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby={headingId}>
      {heading}
      <Typography variant="body2" color="text.secondary">
        After saving you will be signed out everywhere and sign in again with the new password.
      </Typography>
      <CurrentPasswordField {...current.fieldProps} disabled={change.isPending} autoFocus />
      <NewPasswordFields form={form} disabled={change.isPending} />
      {needsCode ? (
        <MfaCodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          error={codeError}
          disabled={change.isPending}
        />
      ) : null}
      <Stack direction="row" spacing={1.5}>
        <Button onClick={onCancel} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!form.isValid} loading={change.isPending}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
