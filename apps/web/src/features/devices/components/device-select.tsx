import TextField from '@mui/material/TextField';
import type { DeviceEntry } from '../utils/media';

type DeviceSelectProps = {
  id: string;
  label: string;
  devices: DeviceEntry[];
  value: string;
  onChange: (deviceId: string) => void;
};

/** A native select: keyboard and touch friendly at any width. '' stands for the system default. */
export function DeviceSelect({ id, label, devices, value, onChange }: DeviceSelectProps) {
  const choices = devices.filter((device) => device.deviceId && device.deviceId !== 'default');
  const known = value === '' || choices.some((device) => device.deviceId === value);
  return (
    <TextField
      id={id}
      select
      fullWidth
      size="small"
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">System default</option>
      {choices.map((device) => (
        <option key={device.deviceId} value={device.deviceId}>
          {device.label}
        </option>
      ))}
    </TextField>
  );
}
