import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/ui/load-error';
import { useRoster } from '../api/lti-api';

const percent = (score: number | null) => (score === null ? '—' : `${Math.round(score * 100)}%`);

/** docs/product/integrations.md, "Roster": the course's members and their Wilco progress. */
export function LtiRoster({ launchId }: { launchId: number }) {
  const roster = useRoster(launchId);
  if (roster.error)
    return <LoadError what="the course roster" error={roster.error} onRetry={() => void roster.refetch()} />;
  if (roster.isPending) return <Typography>Loading the course roster…</Typography>;
  const { context_title, members } = roster.data;
  return (
    <Stack spacing={1} component="section" aria-labelledby="lti-roster-title">
      <Typography id="lti-roster-title" variant="h6" component="h2">
        {context_title ? `Progress in ${context_title}` : 'Course progress'}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="lti-roster-title">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Role</TableCell>
              <TableCell align="right">Quizzes completed</TableCell>
              <TableCell align="right">Average score</TableCell>
              <TableCell align="right">Simulations</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((m) => (
              <TableRow key={`${m.name}-${m.email ?? ''}-${m.user_id ?? ''}`}>
                <TableCell>
                  {m.name}
                  {m.user_id === null ? (
                    <Typography variant="caption" color="text.secondary" component="div">
                      Has not opened Wilco yet
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{m.roles.join(', ')}</TableCell>
                <TableCell align="right">{m.quizzes_completed}</TableCell>
                <TableCell align="right">{percent(m.average_score)}</TableCell>
                <TableCell align="right">{m.simulations_completed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
