import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

type LightTextFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'id'> & {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
};

/**
 * TextField's outlined look and labelling from its parts. TextField also imports Select, Menu
 * and Popover, which the sign-in page never shows; leaving them out keeps that page light
 * (docs/product/shell-and-accounts.md, "Loading and reloads").
 */
export function LightTextField({
  label,
  error,
  helperText,
  required,
  fullWidth,
  size,
  ...input
}: LightTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
