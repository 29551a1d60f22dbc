import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Tenant } from '@wilco/shared/admin/tenant-admin.schemas';
import { COUNTRIES } from '@wilco/shared/admin/countries';
import { useState } from 'react';
import { useTenants } from '../api/tenant-admin';
import { dateSortValue, formatAdminDate } from '../utils/format-date';
import { AdminTable } from './table/admin-table';
import type { Column } from './table/columns';
import { TenantFormDialog } from './tenant-form-dialog';

const countryName = (code: string | null) => COUNTRIES.find((c) => c.alpha3 === code)?.name ?? code ?? '';

const COLUMNS: readonly Column<Tenant>[] = [
  {
    id: 'code',
    label: 'Short code',
    sortValue: (t) => t.tenant_short_code,
    text: (t) => t.tenant_short_code,
  },
  { id: 'name', label: 'Name', sortValue: (t) => t.display_name, text: (t) => t.display_name },
  {
    id: 'place',
    label: 'Region',
    sortValue: (t) => t.state_or_region ?? '',
    text: (t) => [t.county_or_township, t.state_or_region, t.zip_code].filter(Boolean).join(', '),
  },
  {
    id: 'country',
    label: 'Country',
    sortValue: (t) => countryName(t.country_code_iso),
    text: (t) => countryName(t.country_code_iso),
  },
  {
    id: 'date_created',
    label: 'Created',
    sortValue: (t) => dateSortValue(t.date_created),
    text: (t) => formatAdminDate(t.date_created),
    firstDirection: 'desc',
  },
];

/** docs/product/administration.md, "Tenants": the admin's tenant and those it manages. */
export function TenantsTab() {
  const query = useTenants();
  // null: closed; 'new': the new-tenant form; a tenant: its edit form.
  const [editing, setEditing] = useState<Tenant | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start' }}>
        New tenant
      </Button>
      <AdminTable
        label="Tenants"
        noun={['tenant', 'tenants']}
        columns={COLUMNS}
        rowKey={(t) => t.tenant_id}
        defaultSort={{ columnId: 'code', direction: 'asc' }}
        query={query}
        onRefresh={() => void query.refetch()}
        emptyText="No tenants."
        rowActions={(t) => (
          <IconButton aria-label={`Edit ${t.display_name}`} size="small" onClick={() => setEditing(t)}>
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      />
      {editing ? (
        <TenantFormDialog
          key={editing === 'new' ? 'new' : editing.tenant_id}
          open
          tenant={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
