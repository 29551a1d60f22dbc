import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COUNTRIES, type Country } from '@wilco/shared/admin/countries';
import { TenantBodySchema, type Tenant } from '@wilco/shared/admin/tenant-admin.schemas';
import { useId, useState } from 'react';
import { notify } from '../../../lib/notifications';
import { useSaveTenant } from '../api/tenant-admin';
import { fieldErrors } from '../../../lib/forms/field-errors';

const FIELDS = [
  ['tenant_short_code', 'Short code'],
  ['display_name', 'Display name'],
  ['state_or_region', 'State or region'],
  ['county_or_township', 'County or township'],
  ['zip_code', 'Zip code'],
] as const;
type TextFieldName = (typeof FIELDS)[number][0];
type Form = Record<TextFieldName, string> & { country_code_iso: string | null };

const initial = (t: Tenant | null): Form => ({
  tenant_short_code: t?.tenant_short_code ?? '',
  display_name: t?.display_name ?? '',
  state_or_region: t?.state_or_region ?? '',
  county_or_township: t?.county_or_township ?? '',
  zip_code: t?.zip_code ?? '',
  country_code_iso: t?.country_code_iso ?? null,
});

/** New tenant, or edit one (docs/product/administration.md, "Tenants"): every field, the full ISO country list. */
export function TenantFormDialog({
  open,
  tenant,
  onClose,
}: {
  open: boolean;
  tenant: Tenant | null;
  onClose: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState<Form>(() => initial(tenant));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTenant();
  const country = COUNTRIES.find((c) => c.alpha3 === form.country_code_iso) ?? null;

  const submit = () => {
    const parsed = TenantBodySchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: tenant?.tenant_id ?? null, body: form },
      {
        onSuccess: (saved) => {
          notify({
            message: `${tenant ? 'Saved' : 'Created'} tenant ${saved.display_name}.`,
            color: 'success',
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{tenant ? `Edit ${tenant.display_name}` : 'New tenant'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {FIELDS.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              value={form[name]}
              onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
              error={Boolean(errors[name])}
              helperText={errors[name]}
              required={name === 'tenant_short_code' || name === 'display_name'}
            />
          ))}
          <Autocomplete<Country>
            options={COUNTRIES}
            value={country}
            onChange={(_e, next) => setForm((f) => ({ ...f, country_code_iso: next?.alpha3 ?? null }))}
            getOptionLabel={(c) => `${c.name} (${c.alpha3}, ${c.numeric})`}
            isOptionEqualToValue={(a, b) => a.alpha3 === b.alpha3}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Country"
                error={Boolean(errors.country_code_iso)}
                helperText={errors.country_code_iso}
              />
            )}
          />
          {save.error ? <Alert severity="error">{save.error.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {tenant ? 'Save' : 'Create tenant'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
