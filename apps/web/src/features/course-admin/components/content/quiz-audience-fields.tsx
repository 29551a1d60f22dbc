import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { QUIZ_ROLES } from '@wilco/shared';

type Audience = { everyone: boolean; roles: string[] };
type Role = (typeof QUIZ_ROLES)[number];

/**
 * docs/product/administration.md, "Quiz builder": who may take the quiz, everyone or the holders of
 * any ticked role (decision 026). The ticked roles are kept while Everyone is on, so turning it off
 * gives the earlier choice back.
 */
export function QuizAudienceFields(props: {
  value: Audience;
  onChange: (value: Audience) => void;
  error?: string | undefined;
}) {
  const { value, onChange, error } = props;
  const toggleRole = (role: Role, on: boolean) =>
    onChange({
      ...value,
      roles: on ? [...value.roles, role] : value.roles.filter((r) => r !== role),
    });
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Who may take it</FormLabel>
      <FormControlLabel
        label="Everyone"
        control={
          <Checkbox
            checked={value.everyone}
            onChange={(e) => onChange({ ...value, everyone: e.target.checked })}
          />
        }
      />
      <FormGroup row aria-label="Roles">
        {QUIZ_ROLES.map((role) => (
          <FormControlLabel
            key={role}
            label={role}
            disabled={value.everyone}
            control={
              <Checkbox
                checked={value.roles.includes(role)}
                onChange={(e) => toggleRole(role, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {error ?? (value.everyone ? 'Open to every role.' : 'Only people with a ticked role see this quiz.')}
      </FormHelperText>
    </FormControl>
  );
}
