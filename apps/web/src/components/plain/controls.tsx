import { useId, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { PlainIcon, Spinner, type PlainIconName } from './icons';

type Look = { variant?: 'contained' | 'outlined' | 'text'; size?: 'medium' | 'large' };

function buttonClass({ variant = 'text', size = 'medium' }: Look) {
  return `w-button w-button-${variant}${size === 'large' ? ' w-button-large' : ''}`;
}

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** Disables the button and shows a spinner in place of the start icon, like MUI's `loading`. */
    loading?: boolean;
    startIcon?: PlainIconName;
  };

/**
 * MUI's Button look from plain elements (components/plain/plain.css), for the sign-in page, which
 * loads no MUI (decision 036).
 */
export function PlainButton({
  variant,
  size,
  loading = false,
  startIcon,
  disabled,
  children,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  const ownId = useId();
  const id = rest.id ?? ownId;
  return (
    <button
      {...rest}
      id={id}
      type={type}
      className={buttonClass({ variant, size })}
      disabled={disabled || loading}
    >
      {/* Named by the button, as MUI's loading indicator is. */}
      {loading ? <Spinner labelledBy={id} /> : startIcon ? <PlainIcon name={startIcon} /> : null}
      {children}
    </button>
  );
}

/** A link that looks like a button (e.g. "Sign in with {provider}"). */
export function PlainLinkButton({ variant, size, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  return <a {...rest} className={buttonClass({ variant, size })} />;
}

const ALERT_ICONS = { error: 'error', success: 'success', info: 'info' } as const;

type PlainAlertProps = {
  severity: keyof typeof ALERT_ICONS;
  /** MUI's Alert is role="alert" by default; a confirmation may pass "status". */
  role?: 'alert' | 'status';
  children: ReactNode;
};

/** MUI's standard Alert look. */
export function PlainAlert({ severity, role = 'alert', children }: PlainAlertProps) {
  return (
    <div className={`w-alert w-alert-${severity}`} role={role}>
      <PlainIcon name={ALERT_ICONS[severity]} />
      <div className="w-alert-message">{children}</div>
    </div>
  );
}

/** A horizontal rule with a word in the middle, like MUI's `<Divider>or</Divider>`. */
export function PlainDivider({ children }: { children: ReactNode }) {
  return (
    <div className="w-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}
