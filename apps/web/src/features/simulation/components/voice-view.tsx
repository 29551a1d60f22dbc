import MicIcon from '@mui/icons-material/Mic';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SimulationController } from '../hooks/simulation-controller';
import { usePushToTalk } from '../hooks/use-push-to-talk';
import { dispatchSim, useSimulationStore } from '../stores/simulation-store';
import { ContextPanel } from './context-panel';
import { ModelTransmissions } from './model-transmissions';
import { TypedFallback } from './typed-fallback';
import { SimTranscript } from './sim-transcript';

/** A voice simulation: push-to-talk, live transcript, background track, mute, pause, long-form. */
export function VoiceView({ controller }: { controller: SimulationController }) {
  const sim = useSimulationStore((s) => s.sims[0]);
  const phase = useSimulationStore((s) => s.phase);
  const live = useSimulationStore((s) => s.liveTranscript);
  const isPaused = useSimulationStore((s) => s.isPaused);
  const isMuted = useSimulationStore((s) => s.isMuted);
  const isLongForm = useSimulationStore((s) => s.isLongForm);
  const background = useSimulationStore((s) => s.audio.background);
  const canTalk = phase === 'active' && !isPaused;
  const { isTransmitting, toggle } = usePushToTalk(controller, canTalk);
  if (!sim) return null;
  const callerName = sim.conversation_display_name || 'Caller';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <SimTranscript lines={sim.lines} label="Call transcript" callerName={callerName} live={live} />
          {/* Sticky, so the talk button stays in reach however long the transcript grows. */}
          <Stack
            spacing={1}
            sx={{
              alignItems: 'center',
              position: 'sticky',
              bottom: 0,
              py: 1,
              bgcolor: 'background.default',
              zIndex: 1,
            }}
          >
            <Fab
              color={isTransmitting ? 'error' : 'primary'}
              onClick={toggle}
              disabled={!canTalk && !isTransmitting}
              aria-pressed={isTransmitting}
              aria-label={isTransmitting ? 'Stop transmitting' : 'Start transmitting'}
              aria-describedby="sim-talk-hint"
            >
              {isTransmitting ? <StopIcon /> : <MicIcon />}
            </Fab>
            <Typography id="sim-talk-hint" variant="caption" color="text.secondary" role="status">
              {isTransmitting
                ? 'Transmitting… press again (or the spacebar) to end the transmission'
                : isPaused
                  ? 'Simulation paused'
                  : 'Press the microphone button (or the spacebar) to transmit'}
            </Typography>
          </Stack>
          <TypedFallback
            canSend={canTalk && !isTransmitting && sim.sim_id !== null}
            onSend={(text) => sim.sim_id !== null && controller.sendText(sim.sim_id, text)}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <Paper component="section" variant="outlined" aria-label="Call controls" sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button
                  variant="outlined"
                  startIcon={isMuted ? <VolumeOffIcon /> : <VolumeUpIcon />}
                  aria-pressed={isMuted}
                  onClick={() => dispatchSim({ type: 'TOGGLE', flag: 'isMuted' })}
                >
                  {isMuted ? 'Unmute' : 'Mute'}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={isPaused ? <PlayArrowIcon /> : <PauseIcon />}
                  disabled={phase !== 'active'}
                  onClick={() => void controller.togglePause()}
                >
                  {isPaused ? 'Resume' : 'Pause'}
                </Button>
              </Stack>
              <FormControlLabel
                control={
                  <Switch
                    checked={isLongForm}
                    onChange={() => dispatchSim({ type: 'TOGGLE', flag: 'isLongForm' })}
                  />
                }
                label="Long-form transmissions"
              />
              {background ? (
                <div>
                  <Typography id="bg-volume-label" variant="body2">
                    {`Background volume${background.volume_locked ? ' (locked)' : ''}`}
                  </Typography>
                  <Slider
                    aria-labelledby="bg-volume-label"
                    value={Math.round(background.volume * 100)}
                    disabled={Boolean(background.volume_locked)}
                    onChange={(_e, value) =>
                      dispatchSim({ type: 'SET_BACKGROUND_VOLUME', volume: (value as number) / 100 })
                    }
                  />
                </div>
              ) : null}
            </Stack>
          </Paper>
          {isPaused ? <Alert severity="info">The call is paused. Press Resume to go on.</Alert> : null}
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
