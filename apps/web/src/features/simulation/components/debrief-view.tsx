import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DebriefExchange, Transmission } from '@wilco/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useSimulation } from '../api/get-simulation';
import { JudgementChips } from './judgement-chips';

export function scoreText(score: number | null): string {
  return score === null ? 'No score' : `Score: ${Math.round(score * 100)}%`;
}

const OUTCOME = {
  correct: { text: 'Correct', color: 'success' },
  incorrect: { text: 'Incorrect', color: 'error' },
  skipped: { text: 'Skipped', color: 'warning' },
  unscored: { text: 'Not scored', color: 'default' },
} as const;

/**
 * docs/product/scenario-builder.md, "Scored variations": a transmission accepted as one of the
 * turn's scored variations earns only its part of the marks, and the debrief says which and why.
 */
function ScoredVariation({ variation }: { variation: NonNullable<Transmission['scored_variation']> }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {`Accepted as "${variation.input}": ${Math.round(variation.score * 100)}% of the marks for this turn${
        variation.note ? ` (${variation.note})` : ''
      }.`}
    </Typography>
  );
}

function Exchange({ exchange }: { exchange: DebriefExchange }) {
  const outcome = OUTCOME[exchange.outcome];
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h4">
          {`Exchange ${exchange.order}${exchange.section ? ` · ${exchange.section}` : ''}`}
        </Typography>
        <Chip size="small" color={outcome.color} label={outcome.text} />
      </Stack>
      {exchange.caller ? <Typography variant="body2">{`Caller: ${exchange.caller}`}</Typography> : null}
      {exchange.expected ? (
        <Typography variant="body2">
          <strong>Expected: </strong>
          {exchange.expected}
        </Typography>
      ) : null}
      {exchange.transmissions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing was said on this turn.
        </Typography>
      ) : (
        exchange.transmissions.map((t, i) => (
          <Box key={i} sx={{ mt: 0.5 }}>
            <Typography variant="body2">
              <strong>Heard: </strong>
              {t.heard || '(nothing)'}
            </Typography>
            <JudgementChips verdict={t.verdict} elements={t.elements} />
            {t.scored_variation ? <ScoredVariation variation={t.scored_variation} /> : null}
            {t.caller_reply ? (
              <Typography variant="body2" color="text.secondary">{`Reply: ${t.caller_reply}`}</Typography>
            ) : null}
          </Box>
        ))
      )}
      {exchange.annotation ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {`Note: ${exchange.annotation}`}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The debrief of one played scenario: every exchange, expected, heard, each element and the score. */
export function DebriefView({ simId }: { simId: number }) {
  const query = useSimulation(simId);
  if (query.isLoading)
    return (
      <div role="status" aria-label="Loading debrief">
        <Skeleton height={48} />
        <Skeleton height={120} />
      </div>
    );
  if (query.isError || !query.data)
    return <LoadError what="the debrief" error={query.error} onRetry={() => void query.refetch()} />;
  const debrief = query.data;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={`Debrief: ${debrief.script_name}`}
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {`Debrief: ${debrief.script_name}`}
        </Typography>
        <Chip color="primary" label={scoreText(debrief.score)} />
      </Stack>
      <Divider sx={{ my: 1 }} />
      {debrief.exchanges.length === 0 ? (
        <Typography color="text.secondary">This simulation ended before any exchange.</Typography>
      ) : (
        <Box component="ol" sx={{ p: 0, m: 0 }}>
          {debrief.exchanges.map((exchange) => (
            <Exchange key={exchange.order} exchange={exchange} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
