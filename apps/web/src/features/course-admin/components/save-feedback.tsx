import Alert from '@mui/material/Alert';

type SaveFeedbackProps = { error: Error | null; isSuccess: boolean; what: string };

/**
 * Inline result of a save, announced to screen readers; the snackbar says it too
 * (docs/product/authoring.md, "Question bank").
 */
export function SaveFeedback({ error, isSuccess, what }: SaveFeedbackProps) {
  if (error)
    return (
      <Alert severity="error" role="alert">
        {`${what} could not be saved. ${error.message}`}
      </Alert>
    );
  if (isSuccess)
    return (
      <Alert severity="success" role="status">
        {`${what} saved.`}
      </Alert>
    );
  return null;
}
