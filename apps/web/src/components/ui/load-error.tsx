import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

type LoadErrorProps = { what: string; error: Error | null; onRetry: () => void };

/** A failed read: what could not be loaded, the server's reason, and a way to try again. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {`Could not load ${what}.`}
      {error?.message ? ` ${error.message}` : ''}
    </Alert>
  );
}
