import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { COMMUNICATION_ERROR_MESSAGE } from '../../../lib/api-errors';
import { notify } from '../../../lib/notifications';
import { buildClientErrorReport, reportClientError } from '../api/report-client-error';

/** docs/product/shell-and-accounts.md, "Layouts", verbatim. */
export const ERROR_PAGE_TITLE = 'Oops! Something went wrong here.';

// The router's error element and the top-level boundary can both see one error: report it once.
const reportedErrors = new WeakSet<object>();

/** A status and message worth showing: route errors and our own status-carrying errors (e.g. a 500 guard error). */
export function describeStatus(error: unknown): { status: number; message: string } | null {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return { status: error.status, message };
  }
  if (error instanceof Error && typeof (error as { status?: unknown }).status === 'number') {
    return { status: (error as Error & { status: number }).status, message: error.message };
  }
  return null;
}

type ErrorPageProps = { error: unknown; onReload?: () => void };

export function ErrorPage({ error, onReload = () => window.location.reload() }: ErrorPageProps) {
  const reportedHere = useRef(false);
  const status = describeStatus(error);

  useEffect(() => {
    if (reportedHere.current) return;
    reportedHere.current = true;
    if (typeof error === 'object' && error !== null) {
      if (reportedErrors.has(error)) return;
      reportedErrors.add(error);
    }
    const report = buildClientErrorReport(error, window.location.href, navigator.userAgent);
    // docs/product/shell-and-accounts.md, "Errors": if the incident could not be logged, the user is told
    // through the catalogue's message.
    reportClientError(report).catch(() => notify({ message: COMMUNICATION_ERROR_MESSAGE, color: 'error' }));
  }, [error]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560, mx: 'auto', py: 4 }}>
      {status ? (
        <Typography sx={{ fontSize: '4rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
          {status.status}
        </Typography>
      ) : null}
      <Typography variant="h1" component="h1">
        {ERROR_PAGE_TITLE}
      </Typography>
      {status ? <Typography color="text.secondary">{status.message}</Typography> : null}
      <Button variant="contained" startIcon={<ReplayIcon />} onClick={onReload}>
        Reload
      </Button>
    </Stack>
  );
}
