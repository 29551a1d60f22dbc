import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type PlainTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id'> & {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  endAdornment?: ReactNode;
  value: string;
};

/**
 * MUI's outlined TextField look and labelling from plain elements (components/plain/plain.css):
 * the label is the input's `<label>`, the helper text describes it, `aria-invalid` marks an error.
 */
export function PlainTextField({
  label,
  error = false,
  helperText,
  size = 'medium',
  endAdornment,
  required,
  ...input
}: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const classes = ['w-field'];
  if (size === 'small') classes.push('w-field-small');
  if (error) classes.push('w-field-error');
  if (input.value) classes.push('w-field-filled');
  return (
    <div className={classes.join(' ')}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true">{'\u2009*'}</span> : null}
      </label>
      <div className="w-field-box">
        <input
          {...input}
          id={id}
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helperId : undefined}
        />
        {endAdornment ? <div className="w-field-adornment">{endAdornment}</div> : null}
        <span className="w-field-outline" aria-hidden="true" />
      </div>
      {helperText ? (
        <p className="w-field-helper" id={helperId}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
