import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { Turn } from '../model/types';

const SEVERITY = {
  systemCorrect: 'success',
  systemCorrectTerminate: 'success',
  systemIncorrect: 'error',
  systemIncorrectTerminate: 'error',
  systemSkipped: 'info',
} as const;

export function TurnBubble({ turn }: { turn: Turn }) {
  if (turn.type !== 'persona' && turn.type !== 'user') {
    return (
      <Alert severity={SEVERITY[turn.type]} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {turn.text}
      </Alert>
    );
  }
  const isUser = turn.type === 'user';
  return (
    <Box sx={{ display: 'flex', justifyContent: isUser ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{
          px: 1.5,
          py: 1,
          maxWidth: '85%',
          bgcolor: isUser ? 'primary.main' : 'background.default',
          color: isUser ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={visuallyHidden}>
            {isUser ? 'You: ' : 'Persona: '}
          </Box>
          {turn.loading ? <em>Persona is responding…</em> : turn.text}
        </Typography>
      </Paper>
    </Box>
  );
}
