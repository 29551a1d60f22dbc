import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ROLE } from '@wilco/shared';
import { USER_ROLES, type MaxSimulationTime } from '@wilco/shared/admin/tenant-admin.schemas';

/** Roles and simulation allowance: one user's or every row of a bulk import (docs/product/administration.md, "Users"). */
export type AccessSettings = {
  roles: string[];
  unlimited_simulation_time: boolean;
  hours: string;
  minutes: string;
  /** datetime-local value; only for Trial users. */
  subscription_end_date: string;
};

export const DEFAULT_ACCESS: AccessSettings = {
  roles: [ROLE.Learner],
  unlimited_simulation_time: false,
  hours: '',
  minutes: '',
  subscription_end_date: '',
};

/** The wire fields; blank hours and minutes mean the server default. */
export function accessBody(s: AccessSettings): {
  roles: (typeof USER_ROLES)[number][];
  unlimited_simulation_time: boolean;
  max_simulation_time: MaxSimulationTime | null;
  subscription_end_date: string | null;
} {
  const blank = s.hours.trim() === '' && s.minutes.trim() === '';
  const trial = s.roles.includes(ROLE.Trial);
  return {
    roles: s.roles as (typeof USER_ROLES)[number][],
    unlimited_simulation_time: s.unlimited_simulation_time,
    max_simulation_time:
      s.unlimited_simulation_time || blank
        ? null
        : { hours: Number(s.hours || 0), minutes: Number(s.minutes || 0) },
    subscription_end_date:
      trial && s.subscription_end_date ? new Date(s.subscription_end_date).toISOString() : null,
  };
}

/** A stored ISO instant as a datetime-local value in the admin's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type Props = {
  value: AccessSettings;
  onChange: (next: AccessSettings) => void;
  /** Field path → message (fieldErrors); nested paths such as max_simulation_time.minutes count. */
  errors: Record<string, string>;
};

const errorAt = (errors: Record<string, string>, field: string) =>
  Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`))?.[1];

export function AccessSettingsFields({ value, onChange, errors: all }: Props) {
  const errors = {
    roles: errorAt(all, 'roles'),
    max_simulation_time: errorAt(all, 'max_simulation_time'),
    subscription_end_date: errorAt(all, 'subscription_end_date'),
  };
  const set = (patch: Partial<AccessSettings>) => onChange({ ...value, ...patch });
  const toggleRole = (role: string) =>
    set({
      roles: value.roles.includes(role) ? value.roles.filter((r) => r !== role) : [...value.roles, role],
    });
  return (
    <Stack spacing={2}>
      <FormControl error={Boolean(errors.roles)} component="fieldset">
        <FormLabel component="legend">Roles</FormLabel>
        <FormGroup row>
          {USER_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={<Checkbox checked={value.roles.includes(role)} onChange={() => toggleRole(role)} />}
              label={role}
            />
          ))}
        </FormGroup>
        {errors.roles ? <FormHelperText>{errors.roles}</FormHelperText> : null}
      </FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={value.unlimited_simulation_time}
            onChange={(e) => set({ unlimited_simulation_time: e.target.checked })}
          />
        }
        label="Unlimited simulation time"
      />
      {value.unlimited_simulation_time ? null : (
        <FormControl error={Boolean(errors.max_simulation_time)} component="fieldset">
          <FormLabel component="legend">Maximum simulation time (blank: the server default)</FormLabel>
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Hours"
              type="number"
              value={value.hours}
              onChange={(e) => set({ hours: e.target.value })}
              slotProps={{ htmlInput: { min: 0, max: 24 } }}
              size="small"
            />
            <TextField
              label="Minutes"
              type="number"
              value={value.minutes}
              onChange={(e) => set({ minutes: e.target.value })}
              slotProps={{ htmlInput: { min: 0, max: 59 } }}
              size="small"
            />
          </Stack>
          {errors.max_simulation_time ? <FormHelperText>{errors.max_simulation_time}</FormHelperText> : null}
        </FormControl>
      )}
      {value.roles.includes(ROLE.Trial) ? (
        <TextField
          label="Subscription end date"
          type="datetime-local"
          value={value.subscription_end_date}
          onChange={(e) => set({ subscription_end_date: e.target.value })}
          error={Boolean(errors.subscription_end_date)}
          helperText={errors.subscription_end_date ?? 'When the Trial ends'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : null}
    </Stack>
  );
}
