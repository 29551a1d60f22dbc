import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type StartChoice = { label: string; icon: ReactNode; onClick: () => void };

/** A call that is not from the queue (a deep link, a test-play): what it is, and how to start it. */
export function StartCard(props: {
  id: string;
  title: string;
  text: string;
  choices: [StartChoice, StartChoice];
}) {
  const [first, second] = props.choices;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={props.id} sx={{ p: 3, maxWidth: 640 }}>
      <Typography id={props.id} variant="h6" component="h2" gutterBottom>
        {props.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {props.text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" startIcon={first.icon} onClick={first.onClick}>
          {first.label}
        </Button>
        <Button variant="outlined" startIcon={second.icon} onClick={second.onClick}>
          {second.label}
        </Button>
      </Stack>
    </Paper>
  );
}
