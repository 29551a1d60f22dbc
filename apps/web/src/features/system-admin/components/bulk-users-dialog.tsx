import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BULK_MAX_ROWS,
  BulkUsersBodySchema,
  type BulkUsersResult,
} from '@wilco/shared/admin/tenant-admin.schemas';
import { useId, useMemo, useState } from 'react';
import { useBulkUsers } from '../api/tenant-admin';
import { markDuplicates, parseAccounts } from '../utils/bulk-accounts';
import { FileButton } from '../../../components/ui/file-button';
import { fieldErrors } from '../../../lib/forms/field-errors';
import {
  AccessSettingsFields,
  DEFAULT_ACCESS,
  accessBody,
  type AccessSettings,
} from './access-settings-fields';
import { TenantSelect } from './tenant-select';

/** FileReader rather than Blob.text(): the same in every browser the app supports (and in jsdom). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

const STATUS_TEXT = { created: 'Created', exists: 'Already has an account', error: 'Not created' } as const;

/** docs/product/administration.md, "Users": a pasted list or a CSV, previewed, then one result per row. */
export function BulkUsersDialog({
  open,
  tenantId: shownTenant = '',
  onClose,
}: {
  open: boolean;
  /** The tenant to start with: the one the Users tab shows ('' the admin's own). */
  tenantId?: number | '';
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [access, setAccess] = useState<AccessSettings>(DEFAULT_ACCESS);
  const [tenantId, setTenantId] = useState<number | ''>(shownTenant);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<BulkUsersResult | null>(null);
  // The preview's numbers of the rows sent, as they were when sent.
  const [sentRows, setSentRows] = useState<number[]>([]);
  const bulk = useBulkUsers();
  const rows = useMemo(() => markDuplicates(parseAccounts(text)), [text]);
  const valid = rows.filter((r) => r.errors.length === 0);

  const onFile = async (file: File) => setText(await readText(file));

  const submit = () => {
    const body = {
      accounts: valid.map((r) => r.account),
      ...accessBody(access),
      ...(tenantId === '' ? {} : { tenant_id: tenantId }),
    };
    const parsed = BulkUsersBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSentRows(valid.map((r) => r.row));
    bulk.mutate(body, { onSuccess: setResult });
  };

  const close = () => {
    setText('');
    setResult(null);
    bulk.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={bulk.isPending ? undefined : close}
      aria-labelledby={`${id}-title`}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Import users</DialogTitle>
      <DialogContent>
        {result ? (
          <Stack spacing={2}>
            <Alert severity={result.failed ? 'warning' : 'success'}>
              {`${result.created} created, ${result.existing} already had an account, ${result.failed} not created.`}
            </Alert>
            <ResultTable result={result} previewRows={sentRows} />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2">
              One account per line: email, first name, last name and an optional user name, separated by
              commas, semicolons or tabs. A first line naming the columns (email, first_name, last_name,
              user_name) is a header.
            </Typography>
            <FileButton
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              accept=".csv,text/csv,text/plain"
              inputLabel="CSV file"
              onFile={(file) => void onFile(file)}
            >
              Upload CSV
            </FileButton>
            <TextField
              label="Accounts"
              multiline
              minRows={4}
              maxRows={12}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={Boolean(errors.accounts)}
              helperText={
                errors.accounts ?? `${rows.length} rows, ${valid.length} ready (at most ${BULK_MAX_ROWS})`
              }
            />
            {rows.length > 0 ? <PreviewTable rows={rows} /> : null}
            <Typography variant="subtitle2">Applied to every account</Typography>
            <TenantSelect value={tenantId} onChange={setTenantId} />
            <AccessSettingsFields value={access} onChange={setAccess} errors={errors} />
            {bulk.error ? <Alert severity="error">{bulk.error.message}</Alert> : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={bulk.isPending}>
          {result ? 'Close' : 'Cancel'}
        </Button>
        {result ? null : (
          <Button variant="contained" onClick={submit} loading={bulk.isPending} disabled={valid.length === 0}>
            {`Import ${valid.length} ${valid.length === 1 ? 'account' : 'accounts'}`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function PreviewTable({ rows }: { rows: ReturnType<typeof parseAccounts> }) {
  return (
    <TableContainer sx={{ maxHeight: 300 }}>
      <Table size="small" stickyHeader aria-label="Preview">
        <TableHead>
          <TableRow>
            {['Row', 'Email', 'First name', 'Last name', 'User name', 'Problems'].map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.row}>
              <TableCell>{r.row}</TableCell>
              <TableCell>{r.account.email}</TableCell>
              <TableCell>{r.account.first_name}</TableCell>
              <TableCell>{r.account.last_name}</TableCell>
              <TableCell>{r.account.user_name}</TableCell>
              <TableCell sx={{ color: r.errors.length ? 'error.main' : undefined }}>
                {r.errors.length ? r.errors.join('; ') : 'Ready'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The server numbers the accounts it was sent; rows with problems were not sent, so each result is
 * shown under the row number the preview gave it.
 */
function ResultTable({ result, previewRows }: { result: BulkUsersResult; previewRows: number[] }) {
  return (
    <TableContainer sx={{ maxHeight: 400 }}>
      <Table size="small" stickyHeader aria-label="Import results">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Result</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.results.map((r) => (
            <TableRow key={r.row}>
              <TableCell>{previewRows[r.row - 1] ?? r.row}</TableCell>
              <TableCell>{r.email}</TableCell>
              <TableCell sx={{ color: r.status === 'error' ? 'error.main' : undefined }}>
                {r.status === 'error' ? `${STATUS_TEXT.error}: ${r.message ?? ''}` : STATUS_TEXT[r.status]}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
