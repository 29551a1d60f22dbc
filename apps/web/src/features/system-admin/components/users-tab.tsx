import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminUser } from '@wilco/shared';
import { useState } from 'react';
import { useUsers } from '../api/get-users';
import { dateSortValue, formatAdminDate } from '../utils/format-date';
import { AdminTable } from './table/admin-table';
import type { Column } from './table/columns';
import { BulkUsersDialog } from './bulk-users-dialog';
import { UserActions } from './user-actions';
import { TenantSelect } from './tenant-select';
import { UserFormDialog } from './user-form-dialog';

export function twoFactorText(user: Pick<AdminUser, 'mfa_enabled' | 'mfa_required'>): string {
  const state = user.mfa_enabled ? 'On' : 'Off';
  return user.mfa_required ? `${state}, required` : state;
}

const COLUMNS: readonly Column<AdminUser>[] = [
  {
    id: 'name',
    label: 'Name',
    sortValue: (u) => u.display_name,
    text: (u) => u.display_name,
    render: (u) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{u.display_name}</span>
        {u.disabled ? <Chip size="small" label="Disabled" color="warning" variant="outlined" /> : null}
      </Stack>
    ),
  },
  { id: 'email', label: 'Email', sortValue: (u) => u.email, text: (u) => u.email },
  { id: 'roles', label: 'Roles', sortValue: (u) => u.roles.join(', '), text: (u) => u.roles.join(', ') },
  { id: 'mfa', label: 'Two-factor', sortValue: (u) => twoFactorText(u), text: (u) => twoFactorText(u) },
  {
    id: 'last_login',
    label: 'Last sign-in',
    sortValue: (u) => dateSortValue(u.last_login),
    text: (u) => formatAdminDate(u.last_login),
    firstDirection: 'desc',
  },
  {
    id: 'date_created',
    label: 'Created',
    sortValue: (u) => dateSortValue(u.date_created),
    text: (u) => formatAdminDate(u.date_created),
    firstDirection: 'desc',
  },
];

/**
 * Users (docs/product/administration.md, "System admin"); docs/product/administration.md, "Sort orders":
 * newest accounts first.
 */
export function UsersTab() {
  // docs/product/administration.md, "Users": the admin's own tenant ('') unless a managed one is picked.
  const [tenantId, setTenantId] = useState<number | ''>('');
  const query = useUsers(tenantId === '' ? null : tenantId);
  const [open, setOpen] = useState<'new' | 'bulk' | null>(null);
  return (
    <Stack spacing={2}>
      <TenantSelect value={tenantId} onChange={setTenantId} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => setOpen('new')}>
          New user
        </Button>
        <Button variant="outlined" onClick={() => setOpen('bulk')}>
          Import users
        </Button>
      </Stack>
      <AdminTable
        label="Users"
        noun={['user', 'users']}
        columns={COLUMNS}
        rowKey={(u) => u.user_id}
        defaultSort={{ columnId: 'date_created', direction: 'desc' }}
        query={query}
        onRefresh={() => void query.refetch()}
        emptyText="No users in this organisation yet."
        rowActions={(u) => <UserActions user={u} />}
      />
      {open === 'new' ? (
        <UserFormDialog open user={null} tenantId={tenantId} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'bulk' ? <BulkUsersDialog open tenantId={tenantId} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
