import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { SimulationController } from '../hooks/simulation-controller';
import { dispatchSim, useSimulationStore } from '../stores/simulation-store';
import { ChatPane } from './chat-pane';

/** Every chat of a multi-chat group side by side (stacked on phones), each with its end confirmation. */
export function MultiChatView({ controller }: { controller: SimulationController }) {
  const sims = useSimulationStore((s) => s.sims);
  const current = useSimulationStore((s) => s.current);
  const phase = useSimulationStore((s) => s.phase);
  const isSideBySide = useSimulationStore((s) => s.isMultiChatDisplay);
  const [ending, setEnding] = useState<number | null>(null);
  const endingSim = sims.find((sim) => sim.sim_id === ending);
  return (
    <>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={isSideBySide}
            onChange={() => dispatchSim({ type: 'TOGGLE', flag: 'isMultiChatDisplay' })}
          />
        }
        label="Show every chat at once"
      />
      {isSideBySide ? null : (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }} role="group" aria-label="Chats">
          {sims.map((sim, index) => (
            <Button
              key={sim.item?.script_queue_id ?? index}
              variant={index === current ? 'contained' : 'outlined'}
              aria-pressed={index === current}
              onClick={() => dispatchSim({ type: 'SELECT_CHAT', index })}
            >
              {`Chat ${index + 1}`}
            </Button>
          ))}
        </Stack>
      )}
      <Grid container spacing={2}>
        {sims.map((sim, index) => {
          if (!isSideBySide && index !== current) return null;
          const title = `Chat ${index + 1}: ${sim.scenario_name}`;
          return (
            <Grid
              key={sim.item?.script_queue_id ?? index}
              size={{ xs: 12, md: isSideBySide ? (sims.length > 2 ? 4 : 6) : 12 }}
            >
              <ChatPane
                sim={sim}
                title={title}
                canSend={phase === 'active' && sim.status === 'active' && sim.sim_id !== null}
                onSend={(text) => sim.sim_id !== null && controller.sendText(sim.sim_id, text)}
                onFocus={() => current !== index && dispatchSim({ type: 'SELECT_CHAT', index })}
                endAction={
                  sim.status === 'active' && sim.sim_id !== null ? (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      aria-label={`End Chat ${index + 1}: ${sim.scenario_name}`}
                      onClick={() => setEnding(sim.sim_id)}
                    >
                      End Chat
                    </Button>
                  ) : (
                    <Chip size="small" label={sim.status === 'ended' ? 'Ended' : 'Connecting'} />
                  )
                }
              />
            </Grid>
          );
        })}
      </Grid>
      <ConfirmDialog
        open={ending !== null}
        title="End Chat"
        text={`End the chat "${endingSim?.scenario_name ?? ''}"? The other chats go on.`}
        confirmLabel="End Chat"
        cancelLabel="Keep Going"
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (ending !== null) controller.hangup(ending);
          setEnding(null);
        }}
      />
    </>
  );
}
