import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type AdminUser } from '@wilco/shared';
import {
  NewUserBodySchema,
  UpdateUserBodySchema,
  fromSimulationMinutes,
} from '@wilco/shared/admin/tenant-admin.schemas';
import { useId, useState } from 'react';
import { notify } from '../../../lib/notifications';
import { useCreateUser, useUpdateUser } from '../api/tenant-admin';
import { fieldErrors } from '../../../lib/forms/field-errors';
import {
  AccessSettingsFields,
  DEFAULT_ACCESS,
  accessBody,
  toLocalInput,
  type AccessSettings,
} from './access-settings-fields';
import { TenantSelect } from './tenant-select';

type Form = {
  user_name: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  disabled: boolean;
  email_verified: boolean;
  tenant_id: number | '';
  access: AccessSettings;
};

function initial(user: AdminUser | null, tenantId: number | ''): Form {
  if (!user)
    return {
      user_name: '',
      email: '',
      password: '',
      first_name: '',
      last_name: '',
      disabled: false,
      email_verified: false,
      tenant_id: tenantId,
      access: DEFAULT_ACCESS,
    };
  const time = fromSimulationMinutes(user.max_simulation_minutes);
  return {
    user_name: user.user_name ?? '',
    email: user.email,
    password: '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    disabled: user.disabled,
    email_verified: user.email_verified,
    tenant_id: user.tenant_id,
    access: {
      roles: user.roles,
      unlimited_simulation_time: user.unlimited_simulation_time,
      hours: time ? String(time.hours) : '',
      minutes: time ? String(time.minutes) : '',
      subscription_end_date: toLocalInput(user.subscription_end_date),
    },
  };
}

/** The wire body of the form, before validation (docs/product/administration.md, "Users"). */
export function userBody(form: Form, editing: boolean) {
  return {
    user_name: form.user_name,
    email: form.email,
    ...(form.password || !editing ? { password: form.password || undefined } : {}),
    first_name: form.first_name,
    last_name: form.last_name,
    disabled: form.disabled,
    email_verified: form.email_verified,
    ...accessBody(form.access),
    ...(!editing && form.tenant_id !== '' ? { tenant_id: form.tenant_id } : {}),
  };
}

/** New user, or edit one (the row menu's Edit). */
export function UserFormDialog({
  open,
  user,
  tenantId = '',
  onClose,
}: {
  open: boolean;
  user: AdminUser | null;
  /** A new account's tenant to start with: the one the Users tab shows ('' the admin's own). */
  tenantId?: number | '';
  onClose: () => void;
}) {
  const id = useId();
  const editing = user !== null;
  const [form, setForm] = useState<Form>(() => initial(user, tenantId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = () => {
    const body = userBody(form, editing);
    const parsed = editing ? UpdateUserBodySchema.safeParse(body) : NewUserBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const done = (saved: AdminUser) => {
      notify({ message: `${editing ? 'Saved' : 'Created'} ${saved.email}.`, color: 'success' });
      // docs/product/administration.md, "Users": a Trial's new end date is confirmed in the spec's words.
      if (
        editing &&
        saved.subscription_end_date &&
        saved.subscription_end_date !== user.subscription_end_date
      )
        notify({ message: 'Successfully set end date.', color: 'success' });
      onClose();
    };
    if (user) update.mutate({ userId: user.user_id, body: parsed.data as never }, { onSuccess: done });
    else create.mutate(parsed.data as never, { onSuccess: done });
  };

  const text = (
    name: 'user_name' | 'email' | 'password' | 'first_name' | 'last_name',
    label: string,
    type = 'text',
  ) => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required={name === 'email' || name === 'first_name' || name === 'last_name'}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{editing ? `Edit ${user.email}` : 'New user'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {text('first_name', 'First name')}
          {text('last_name', 'Last name')}
          {text('email', 'Email', 'email')}
          {text('user_name', 'User name')}
          {text(
            'password',
            editing ? 'New password (blank: unchanged)' : 'Password (blank: set by reset email or SSO)',
            'password',
          )}
          {editing ? null : (
            <TenantSelect value={form.tenant_id} onChange={(tenant_id) => set({ tenant_id })} />
          )}
          <FormControlLabel
            control={
              <Switch
                checked={form.email_verified}
                onChange={(e) => set({ email_verified: e.target.checked })}
              />
            }
            label="Email verified"
          />
          <FormControlLabel
            control={<Switch checked={form.disabled} onChange={(e) => set({ disabled: e.target.checked })} />}
            label="Disabled"
          />
          <AccessSettingsFields value={form.access} onChange={(access) => set({ access })} errors={errors} />
          {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
          {failure ? <Alert severity="error">{failure.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} loading={pending}>
          {editing ? 'Save' : 'Create user'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
