import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Course, TenantSettings } from '@wilco/shared';
import { useState, type FormEvent } from 'react';
import { ActionRow } from '../../../components/ui/action-row';
import { notify } from '../../../lib/notifications';
import { useUpdateTenantSettings } from '../api/update-tenant-settings';
import {
  ANNOUNCEMENT_MAX,
  draftErrors,
  NOTICE_MAX,
  settingsChange,
  toDraft,
  type SettingsDraft,
} from '../utils/settings-change';

export const SETTINGS_SAVED = 'Settings saved.';
const FIRST_COURSE = 'first';

type SettingsFormProps = { saved: TenantSettings; courses: readonly Course[] };

export function SettingsForm({ saved, courses }: SettingsFormProps) {
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(saved));
  const update = useUpdateTenantSettings();
  const change = settingsChange(saved, draft);
  const errors = draftErrors(draft);
  const isDirty = Object.keys(change).length > 0;
  const set = (patch: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDirty || Object.keys(errors).length > 0) return;
    update.mutate(change, { onSuccess: () => notify({ message: SETTINGS_SAVED, color: 'success' }) });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="Organisation settings">
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={draft.maintenance_mode}
                onChange={(e) => set({ maintenance_mode: e.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'maintenance-help' } }}
              />
            }
            label="Maintenance mode"
          />
          <FormHelperText id="maintenance-help">
            While it is on, everyone but administrators sees the maintenance notice instead of Wilco.
          </FormHelperText>
        </div>
        {draft.maintenance_mode && !saved.maintenance_mode ? (
          <Alert severity="warning">
            Once saved, everyone but administrators is sent to the maintenance notice.
          </Alert>
        ) : null}
        <TextField
          label="Maintenance notice"
          value={draft.maintenance_notice}
          onChange={(e) => set({ maintenance_notice: e.target.value })}
          multiline
          minRows={2}
          error={Boolean(errors.maintenance_notice)}
          helperText={errors.maintenance_notice ?? 'Leave empty for the default notice.'}
          slotProps={{ htmlInput: { maxLength: NOTICE_MAX } }}
        />
        <TextField
          label="Announcement"
          value={draft.announcement}
          onChange={(e) => set({ announcement: e.target.value })}
          error={Boolean(errors.announcement)}
          helperText={errors.announcement ?? 'A banner everyone signed in sees. Leave empty for none.'}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_MAX } }}
        />
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={draft.mfa_required}
                onChange={(e) => set({ mfa_required: e.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'tenant-mfa-help' } }}
              />
            }
            label="Require two-factor sign-in for everyone"
          />
          <FormHelperText id="tenant-mfa-help">
            Users without an authenticator app are asked to set one up at their next sign-in.
          </FormHelperText>
        </div>
        <TextField
          select
          label="Primary course"
          value={draft.primary_course_id === null ? FIRST_COURSE : String(draft.primary_course_id)}
          onChange={(e) =>
            set({ primary_course_id: e.target.value === FIRST_COURSE ? null : Number(e.target.value) })
          }
          helperText="Home's overall progress and strongest and weakest topics are measured on this course."
        >
          <MenuItem value={FIRST_COURSE}>The first course</MenuItem>
          {courses.map((c) => (
            <MenuItem key={c.course_id} value={String(c.course_id)}>
              {c.name}
            </MenuItem>
          ))}
          {draft.primary_course_id !== null &&
          !courses.some((c) => c.course_id === draft.primary_course_id) ? (
            <MenuItem value={String(draft.primary_course_id)}>{`Course ${draft.primary_course_id}`}</MenuItem>
          ) : null}
        </TextField>
        <TextField
          select
          label="Answer assessor"
          value={draft.assessor}
          onChange={(e) => set({ assessor: e.target.value === 'llm' ? 'llm' : 'rubric' })}
          helperText="The offline rubric assessor, or the language-model plug-in when the server has one configured (otherwise the rubric assessor still judges)."
        >
          <MenuItem value="rubric">Offline rubric assessor</MenuItem>
          <MenuItem value="llm">Language-model plug-in</MenuItem>
        </TextField>
        <ActionRow>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={update.isPending}>
            Save settings
          </Button>
          <Button onClick={() => setDraft(toDraft(saved))} disabled={!isDirty || update.isPending}>
            Undo changes
          </Button>
        </ActionRow>
      </Stack>
    </Paper>
  );
}
