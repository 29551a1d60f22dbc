import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SIM_TEXTS } from '../hooks/simulation-controller';

type ContextPanelProps = { title: string; contexts: { name: string; context: string | null }[] };

/** The conversation context of a scenario (or of each chat of a group). */
export function ContextPanel({ title, contexts }: ContextPanelProps) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {contexts.map(({ name, context }) => (
        <div key={name}>
          {contexts.length > 1 ? (
            <Typography variant="subtitle2" component="h3">
              {name}
            </Typography>
          ) : null}
          <Typography
            variant="body2"
            color={context ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-line', mb: 1 }}
          >
            {context?.trim() ? context : SIM_TEXTS.noContext}
          </Typography>
        </div>
      ))}
    </Paper>
  );
}
