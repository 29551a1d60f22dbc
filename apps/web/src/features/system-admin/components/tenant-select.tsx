import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTenants } from '../api/tenant-admin';

/**
 * The managed tenant new accounts go to (docs/product/administration.md, "Users": the admin's own
 * unless another is picked); shown only when the admin manages more than one. '' is the admin's own.
 */
export function TenantSelect({ value, onChange }: { value: number | ''; onChange: (id: number) => void }) {
  const tenants = useTenants();
  if ((tenants.data?.length ?? 0) <= 1) return null;
  return (
    <TextField
      select
      label="Tenant"
      value={value === '' ? (tenants.data?.[0]?.tenant_id ?? '') : value}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {tenants.data?.map((t) => (
        <MenuItem key={t.tenant_id} value={t.tenant_id}>
          {t.display_name} ({t.tenant_short_code})
        </MenuItem>
      ))}
    </TextField>
  );
}
