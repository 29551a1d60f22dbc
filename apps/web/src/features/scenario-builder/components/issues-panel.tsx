import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { memo } from 'react';
import type { DraftIssue } from '@wilco/shared';
import { useDraftIssues } from '../hooks/use-draft-issues';

const everything = (issues: DraftIssue[]) => issues;

/** docs/product/scenario-builder.md, "Validation": every finding, errors first; live for screen readers. */
export const IssuesPanel = memo(function IssuesPanel() {
  const issues = useDraftIssues(everything);
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  return (
    <section aria-label="Checks" aria-live="polite">
      {issues.length === 0 ? (
        <Alert severity="success">Every check passes.</Alert>
      ) : (
        <Alert severity={errors.length ? 'error' : 'warning'}>
          <AlertTitle>
            {[
              errors.length
                ? `${errors.length} ${errors.length === 1 ? 'error' : 'errors'} (stop a publish)`
                : '',
              warnings.length ? `${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}` : '',
            ]
              .filter(Boolean)
              .join(', ')}
          </AlertTitle>
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {[...errors, ...warnings].slice(0, 12).map((i, n) => (
              <li key={n}>{i.turn ? `Turn ${i.turn}: ${i.message}` : i.message}</li>
            ))}
          </ul>
        </Alert>
      )}
    </section>
  );
});
