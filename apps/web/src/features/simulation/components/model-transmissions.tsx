import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { modelTransmissions } from '../model/dashboard-questions';
import { useSimulationStore } from '../stores/simulation-store';

const TITLE = 'Model Transmissions';

/**
 * docs/product/simulations.md, "Model transmissions": what a practice scenario shows the learner to
 * say on each turn. Nothing shows for a scenario that keeps them (every input empty).
 */
export function ModelTransmissions() {
  const questions = useSimulationStore((s) => s.call?.questions);
  const listed = modelTransmissions(questions ?? []);
  if (listed.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-label={TITLE} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {TITLE}
      </Typography>
      <Typography component="ol" variant="body2" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {listed.map((q) => (
          <li key={q.turn}>
            <strong>{`Turn ${q.turn}: `}</strong>
            {q.input}
          </li>
        ))}
      </Typography>
    </Paper>
  );
}
