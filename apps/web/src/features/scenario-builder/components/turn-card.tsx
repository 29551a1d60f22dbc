import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type CSSProperties, type HTMLAttributes } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useDraftIssues } from '../hooks/use-draft-issues';
import type { ScenarioForm } from '../model/form';
import { LineListField } from './line-list-field';
import { ScoredVariationsField } from './scored-variations-field';
import { VoicePreviewButton } from './voice-preview-button';

export type TurnCardProps = {
  index: number;
  count: number;
  outbound: boolean;
  /** The drag handle's attributes and listeners (dnd-kit). */
  handle: Omit<HTMLAttributes<HTMLButtonElement>, 'color'>;
  /** The sortable item's node and its drag transform. */
  containerRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onTestFrom: () => void;
};

type TurnText = 'input' | 'output' | 'section' | 'annotation' | 'flag' | 'response_type';

function TurnText({
  index,
  name,
  label,
  helper,
  multiline = true,
}: {
  index: number;
  name: TurnText;
  label: string;
  helper?: string;
  multiline?: boolean;
}) {
  const { control } = useFormContext<ScenarioForm>();
  const mine = useDraftIssues((all) => all.filter((i) => i.turn === index + 1 && i.field === name));
  return (
    <Controller
      name={`script_turns.${index}.${name}`}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          fullWidth
          multiline={multiline}
          label={label}
          error={Boolean(fieldState.error) || mine.some((i) => i.severity === 'error')}
          helperText={fieldState.error?.message ?? (mine.map((i) => i.message).join(' · ') || helper)}
        />
      )}
    />
  );
}

function TurnOption({
  index,
  name,
  label,
}: {
  index: number;
  name: 'terminate' | 'emojiAER';
  label: string;
}) {
  const { control } = useFormContext<ScenarioForm>();
  return (
    <Controller
      name={`script_turns.${index}.options.${name}`}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked || undefined)}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/** The card's heading: its section, and what the learner says while the card is collapsed. */
function TurnHeading({ index, open }: { index: number; open: boolean }) {
  const { control } = useFormContext<ScenarioForm>();
  const section = useWatch({ control, name: `script_turns.${index}.section` }) ?? '';
  return (
    <Typography
      variant="subtitle1"
      component="h4"
      // At phone width the heading takes its own line under the buttons, instead of shrinking to "Tu…".
      sx={{ flex: { xs: '1 0 100%', sm: 1 }, minWidth: 0, order: { xs: 1, sm: 0 } }}
      noWrap
    >
      {`Turn ${index + 1}${section ? ` · ${section}` : ''}`}
      {open ? null : <CollapsedInput index={index} />}
    </Typography>
  );
}

/** Watched only while collapsed, so typing in an open card's input re-renders only the input. */
function CollapsedInput({ index }: { index: number }) {
  const { control } = useFormContext<ScenarioForm>();
  const input = useWatch({ control, name: `script_turns.${index}.input` }) ?? '';
  return ` — ${input || 'no input yet'}`;
}

function StationPreview({ index }: { index: number }) {
  const { control } = useFormContext<ScenarioForm>();
  const output = useWatch({ control, name: `script_turns.${index}.output` }) ?? '';
  return <VoicePreviewButton text={output} label={`Hear the station's line of turn ${index + 1}`} />;
}

/** One turn: what the learner says, what the station answers, and how it is judged and shown. */
export function TurnCard({
  index,
  count,
  outbound,
  handle,
  containerRef,
  style,
  onMove,
  onDuplicate,
  onRemove,
  onTestFrom,
}: TurnCardProps) {
  const { control } = useFormContext<ScenarioForm>();
  const [open, setOpen] = useState(true);
  const n = index + 1;
  const errors = useDraftIssues((all) => all.some((i) => i.turn === n && i.severity === 'error'));
  // docs/product/simulations.md, "Flow of a call": inbound turns open with the station's line,
  // outbound ones end with its answer.
  const stationLine = (
    <Grid size={12}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TurnText
          index={index}
          name="output"
          label={outbound ? 'The station answers' : 'The station says first'}
          helper={outbound ? 'Empty: the station stays silent (a correct readback)' : undefined}
        />
        <StationPreview index={index} />
      </Stack>
    </Grid>
  );
  return (
    <Paper
      ref={containerRef}
      style={style}
      variant="outlined"
      component="li"
      aria-label={`Turn ${n}`}
      sx={{ p: 2, listStyle: 'none', borderColor: errors ? 'error.main' : undefined }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <Tooltip title="Drag to reorder (or focus and use Space, then the arrow keys)">
          <IconButton {...handle} aria-label={`Drag turn ${n}`} sx={{ cursor: 'grab' }}>
            <DragIndicatorIcon />
          </IconButton>
        </Tooltip>
        <TurnHeading index={index} open={open} />
        <IconButton
          aria-label={`Move turn ${n} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          sx={{ ml: { xs: 'auto', sm: 0 } }}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Move turn ${n} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton
          aria-label={open ? `Collapse turn ${n}` : `Expand turn ${n}`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Stack>
      <Collapse in={open}>
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          {!outbound ? stationLine : null}
          <Grid size={12}>
            <TurnText
              index={index}
              name="input"
              label="The learner says"
              helper="The judge checks its callsign, values and clearances"
            />
          </Grid>
          <Grid size={12}>
            <LineListField
              turn={index}
              name="variations"
              title="Other ways to say it that are also right (same values)"
              itemLabel="Accepted variation"
              addLabel="Add accepted variation"
            />
          </Grid>
          <Grid size={12}>
            <ScoredVariationsField turn={index} />
          </Grid>
          {outbound ? stationLine : null}
          <Grid size={12}>
            <LineListField
              turn={index}
              name="output_variations"
              title='Other phrasings of the station line; one starting "<callsign>, negative," is the correction'
              itemLabel="Station variation"
              addLabel="Add station variation"
              spoken
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TurnText
              index={index}
              name="section"
              label="Section"
              helper="Groups turns in the debrief"
              multiline={false}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Controller
              name={`script_turns.${index}.flag`}
              control={control}
              render={({ field }) => (
                <TextField {...field} select fullWidth label="Flag">
                  {[
                    'Normal',
                    'Greeting',
                    'Custom',
                    ...(['Normal', 'Greeting', 'Custom'].includes(field.value ?? '') ? [] : [field.value]),
                  ].map((f) => (
                    <MenuItem key={f} value={f}>
                      {f}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TurnText index={index} name="response_type" label="Response type" multiline={false} />
          </Grid>
          <Grid size={12}>
            <TurnText
              index={index}
              name="annotation"
              label="Note for the debrief"
              helper="Why this matters, with its source (AIM 4-3-18…)"
            />
          </Grid>
          <Grid size={12}>
            <TurnOption index={index} name="terminate" label="The call ends after this turn" />
            <TurnOption index={index} name="emojiAER" label="Emoji reactions (experimental)" />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button size="small" startIcon={<PlayArrowIcon />} onClick={onTestFrom}>
            Test from this turn
          </Button>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={onDuplicate}>
            Duplicate turn
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={onRemove}
            disabled={count === 1}
          >
            Delete turn
          </Button>
        </Box>
      </Collapse>
    </Paper>
  );
}
