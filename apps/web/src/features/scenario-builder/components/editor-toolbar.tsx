import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PublishIcon from '@mui/icons-material/Publish';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { canPublish, hasErrors, moveRefusal, type ScriptDraft, type ScriptStatus } from '@wilco/shared';
import { notify } from '../../../lib/notifications';
import { exportScenario } from '../api/files';
import { useSetScenarioStatus } from '../api/lifecycle';
import { useDraftIssues } from '../hooks/use-draft-issues';
import { StatusChip } from './status-chip';

export type EditorDialog = 'publish' | 'versions' | 'assign' | 'import';

type EditorToolbarProps = {
  draft: ScriptDraft;
  dirty: boolean;
  saving: boolean;
  onBack: () => void;
  onOpen: (dialog: EditorDialog) => void;
  onTestPlay: () => void;
  saveFirst: () => Promise<ScriptDraft | null>;
};

const MOVES: { to: Exclude<ScriptStatus, 'published'>; label: string }[] = [
  { to: 'review', label: 'Send for review' },
  { to: 'draft', label: 'Back to draft' },
  { to: 'archived', label: 'Archive' },
];

/** Saves the file the browser way: a link to a blob, clicked once. */
function download(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** The scenario's name, where it stands, and what can be done with it. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { draft, dirty, saving, onBack, onOpen, onTestPlay, saveFirst } = props;
  const move = useSetScenarioStatus(draft.script_id);
  const blocked = useDraftIssues(hasErrors);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const slug =
    draft.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'scenario';

  const moveTo = async (to: Exclude<ScriptStatus, 'published'>) => {
    const saved = await saveFirst();
    if (!saved) return;
    await move.mutateAsync({ status: to, revision: saved.revision });
    notify({ message: `The scenario is now ${to === 'review' ? 'in review' : to}`, color: 'success' });
  };
  const exportAs = async (format: 'yaml' | 'json') => {
    setExportAnchor(null);
    const saved = await saveFirst();
    if (!saved) return;
    const text = await exportScenario(draft.script_id, format);
    download(text, `${slug}.${format}`, format === 'json' ? 'application/json' : 'application/yaml');
  };

  return (
    <Stack spacing={1.5}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          All scenarios
        </Button>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ mr: 1 }}>
          {draft.name}
        </Typography>
        <StatusChip status={draft.status} />
        <Chip size="small" variant="outlined" label={`Version ${draft.version}`} />
        <Chip
          size="small"
          variant="outlined"
          label={draft.published_version ? `Learners play ${draft.published_version}` : 'Not published yet'}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {saving ? 'Saving…' : dirty ? 'Unsaved changes' : `Saved (revision ${draft.revision})`}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PlayArrowIcon />}
          onClick={onTestPlay}
          disabled={!draft.script_turns.length && !dirty}
        >
          Test-play
        </Button>
        {MOVES.filter((m) => moveRefusal(draft.status, m.to) === null).map((m) => (
          <Button key={m.to} variant="outlined" onClick={() => void moveTo(m.to)} disabled={move.isPending}>
            {m.label}
          </Button>
        ))}
        {canPublish(draft.status) ? (
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            onClick={() => onOpen('publish')}
            disabled={blocked}
          >
            Publish
          </Button>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<PersonAddAltIcon />}
          onClick={() => onOpen('assign')}
          disabled={draft.status !== 'published'}
        >
          Assign
        </Button>
        <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => onOpen('versions')}>
          Versions
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          aria-haspopup="menu"
          aria-expanded={exportAnchor ? 'true' : undefined}
          onClick={(e) => setExportAnchor(e.currentTarget)}
        >
          Export
        </Button>
        <Menu anchorEl={exportAnchor} open={Boolean(exportAnchor)} onClose={() => setExportAnchor(null)}>
          <MenuItem onClick={() => void exportAs('yaml')}>YAML file</MenuItem>
          <MenuItem onClick={() => void exportAs('json')}>JSON file</MenuItem>
        </Menu>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => onOpen('import')}>
          Replace from file
        </Button>
      </Stack>
    </Stack>
  );
}
