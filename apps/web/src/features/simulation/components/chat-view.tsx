import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { SimulationController } from '../hooks/simulation-controller';
import { useSimulationStore } from '../stores/simulation-store';
import { ChatPane } from './chat-pane';
import { ContextPanel } from './context-panel';
import { ModelTransmissions } from './model-transmissions';

/** A chat simulation: the chat alert (shown by default), the chat, and its context panel. */
export function ChatView({ controller }: { controller: SimulationController }) {
  const sim = useSimulationStore((s) => s.sims[0]);
  const phase = useSimulationStore((s) => s.phase);
  const [isAlertShown, setAlertShown] = useState(true);
  if (!sim) return null;
  return (
    <Grid container spacing={2}>
      {isAlertShown ? (
        <Grid size={12}>
          <Alert severity="info" onClose={() => setAlertShown(false)}>
            Chat simulation: type each transmission as you would say it on the radio, then press Send.
          </Alert>
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, md: 8 }}>
        <ChatPane
          sim={sim}
          title={sim.scenario_name || 'Chat'}
          canSend={phase === 'active' && sim.sim_id !== null}
          onSend={(text) => sim.sim_id !== null && controller.sendText(sim.sim_id, text)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <ContextPanel
            title="Conversation Context"
            contexts={[{ name: sim.scenario_name, context: sim.conversation_context }]}
          />
          <ModelTransmissions />
        </Stack>
      </Grid>
    </Grid>
  );
}
