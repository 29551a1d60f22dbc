import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ScriptStatus, ScriptSummary } from '@wilco/shared';
import { LoadError } from '../../../components/ui/load-error';
import { SearchField } from '../../../components/ui/search-field';
import { notify } from '../../../lib/notifications';
import { scenarioQueryOptions, useCreateScenario, useScenarios } from '../api/scenarios';
import { setScenarioStatus } from '../api/lifecycle';
import { filterScenarios, tagsOf, type ListFilter } from '../model/list-filter';
import { ImportDialog } from './import-dialog';
import { NewScenarioDialog } from './new-scenario-dialog';
import { STATUS_LABELS, StatusChip } from './status-chip';

type ScenarioListProps = { onOpen: (scriptId: number) => void };

/** Columns a phone leaves out, so the table fits its width; the status moves under the name there. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** docs/product/scenario-builder.md, "The screens": search, filters, create, duplicate, archive, import. */
export function ScenarioList({ onOpen }: ScenarioListProps) {
  const { data, error, isPending, refetch } = useScenarios();
  const [filter, setFilter] = useState<ListFilter>({ search: '', status: 'all', tag: null });
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const queryClient = useQueryClient();
  const create = useCreateScenario();
  const list = useMemo(() => filterScenarios(data ?? [], filter), [data, filter]);
  const tags = useMemo(() => tagsOf(data ?? []), [data]);

  const duplicate = async (s: ScriptSummary) => {
    const draft = await queryClient.fetchQuery(scenarioQueryOptions(s.script_id));
    const {
      script_id: _i,
      tenant_script_id: _n,
      revision: _r,
      published_version: _p,
      status: _s,
      date_created: _c,
      date_modified: _m,
      caller_profile,
      ...fields
    } = draft;
    const copy = await create.mutateAsync({
      ...fields,
      ...(caller_profile ? { caller_profile } : {}),
      name: `Copy of ${draft.name}`.slice(0, 200),
      version: '1.0.0',
      // A deep link names one scenario only.
      deep_link: null,
      script_turns: draft.script_turns.map(({ script_turn_id: _t, order: _o, ...turn }) => turn),
    });
    notify({ message: `Duplicated as "${copy.name}"`, color: 'success' });
    onOpen(copy.script_id);
  };
  const archive = async (s: ScriptSummary) => {
    try {
      const draft = await queryClient.fetchQuery(scenarioQueryOptions(s.script_id));
      await setScenarioStatus(s.script_id, { status: 'archived', revision: draft.revision });
      notify({ message: `"${s.name}" is archived`, color: 'success' });
      void refetch();
    } catch (err) {
      notify({ message: (err as Error).message, color: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <SearchField
          label="Search scenarios"
          value={filter.search}
          onChange={(search) => setFilter((f) => ({ ...f, search }))}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={filter.status}
          onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as ScriptStatus | 'all' }))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="all">All but archived</MenuItem>
          {(Object.keys(STATUS_LABELS) as ScriptStatus[]).map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setDialog('import')}>
          Import
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
          New scenario
        </Button>
      </Stack>
      {tags.length ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label="Filter by tag"
        >
          {tags.map((tag) => (
            <Chip
              key={tag}
              label={tag}
              size="small"
              color={filter.tag === tag ? 'primary' : 'default'}
              variant={filter.tag === tag ? 'filled' : 'outlined'}
              aria-pressed={filter.tag === tag}
              onClick={() => setFilter((f) => ({ ...f, tag: f.tag === tag ? null : tag }))}
            />
          ))}
        </Stack>
      ) : null}
      {error ? <LoadError what="the scenarios" error={error} onRetry={() => void refetch()} /> : null}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Scenarios">
          <TableHead>
            <TableRow>
              <TableCell>Scenario</TableCell>
              <TableCell sx={WIDE_ONLY}>Status</TableCell>
              <TableCell sx={WIDE_ONLY}>Version</TableCell>
              <TableCell sx={WIDE_ONLY} align="right">
                Turns
              </TableCell>
              <TableCell sx={WIDE_ONLY}>Tags</TableCell>
              <TableCell sx={WIDE_ONLY}>Changed</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((s) => (
              <TableRow key={s.script_id} hover>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpen(s.script_id)}
                    sx={{ textAlign: 'left' }}
                  >
                    {s.name}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {`#${s.tenant_script_id} · ${s.outbound ? 'learner calls' : 'station calls'} · ${s.script_type}`}
                  </Typography>
                  <Box sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                    <StatusChip status={s.status} />
                  </Box>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>
                  <StatusChip status={s.status} />
                </TableCell>
                <TableCell sx={WIDE_ONLY}>
                  {s.published_version ? `${s.published_version} live` : s.version}
                </TableCell>
                <TableCell sx={WIDE_ONLY} align="right">
                  {s.turn_count}
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{s.tags.join(', ')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{dayjs(s.date_modified).format('MMM D, YYYY')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Duplicate">
                    <IconButton aria-label={`Duplicate ${s.name}`} onClick={() => void duplicate(s)}>
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {s.status !== 'archived' ? (
                    <Tooltip title="Archive">
                      <IconButton aria-label={`Archive ${s.name}`} onClick={() => void archive(s)}>
                        <ArchiveOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
            {/* Not while the list could not be read: the error says so, "none yet" would be wrong. */}
            {!isPending && !error && !list.length ? (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary" sx={{ py: 2 }}>
                    {data?.length
                      ? 'No scenario matches these filters.'
                      : 'No scenarios yet: create one or import a file.'}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <NewScenarioDialog
        open={dialog === 'new'}
        onClose={() => setDialog(null)}
        onCreated={(id) => {
          setDialog(null);
          onOpen(id);
        }}
      />
      <ImportDialog
        open={dialog === 'import'}
        target={null}
        onClose={() => setDialog(null)}
        onImported={(id) => {
          setDialog(null);
          onOpen(id);
        }}
      />
    </Stack>
  );
}
