import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SSO_ROLES, type RoleRule } from '../utils/sso-draft';

type Props = { rules: RoleRule[]; onChange: (rules: RoleRule[]) => void; disabled?: boolean };

/**
 * The role-mapping rules (docs/product/administration.md, "Single sign-on"): each IdP group or value
 * grants Wilco roles; they are applied again at every sign-in.
 */
export function RoleMapEditor({ rules, onChange, disabled = false }: Props) {
  const set = (index: number, patch: Partial<RoleRule>) =>
    onChange(rules.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Role mapping
      </Typography>
      {rules.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No rules: everyone gets the default roles.
        </Typography>
      ) : null}
      {rules.map((rule, index) => (
        <Stack
          key={index}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            label={`IdP value ${index + 1}`}
            value={rule.value}
            onChange={(e) => set(index, { value: e.target.value })}
            size="small"
            disabled={disabled}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label={`Wilco roles ${index + 1}`}
            value={rule.roles}
            onChange={(e) => {
              const value = e.target.value as unknown;
              set(index, { roles: Array.isArray(value) ? value.map(String) : String(value).split(',') });
            }}
            size="small"
            disabled={disabled}
            slotProps={{ select: { multiple: true } }}
            sx={{ flex: 1 }}
          >
            {SSO_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {role}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={`Remove rule ${index + 1}`}
            onClick={() => onChange(rules.filter((_, i) => i !== index))}
            disabled={disabled}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...rules, { value: '', roles: ['Learner'] }])}
          disabled={disabled}
        >
          Add rule
        </Button>
      </div>
    </Stack>
  );
}
