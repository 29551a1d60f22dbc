import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LoadError } from '../../../components/ui/load-error';
import { useSimulations } from '../api/get-simulations';
import { scoreText } from './debrief-view';

/** Past simulations of the learner; each opens its debrief. */
export function PastDebriefs({ onOpen }: { onOpen: (simId: number) => void }) {
  const query = useSimulations();
  const played = (query.data ?? []).filter((sim) => sim.status === 'completed' || sim.status === 'abandoned');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="past-debriefs-title" sx={{ p: 2 }}>
      <Typography id="past-debriefs-title" variant="h6" component="h2">
        Past Debriefs
      </Typography>
      {query.isLoading ? (
        <div role="status" aria-label="Loading past debriefs">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </div>
      ) : query.isError ? (
        <LoadError what="your past simulations" error={query.error} onRetry={() => void query.refetch()} />
      ) : played.length === 0 ? (
        <Typography color="text.secondary">Debriefs of the scenarios you play show here.</Typography>
      ) : (
        <List aria-label="Past debriefs" dense>
          {played.map((sim) => (
            <ListItem key={sim.sim_id} disablePadding>
              <ListItemButton onClick={() => onOpen(sim.sim_id)}>
                <ListItemText
                  primary={`${sim.script_name} · ${sim.simulation_type === 'voice' ? 'Voice' : 'Chat'}`}
                  secondary={`${dayjs(sim.date_completed ?? sim.date_started).format('MMM D, YYYY h:mm A')} · ${scoreText(sim.score)}${sim.status === 'abandoned' ? ' · ended early' : ''}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
