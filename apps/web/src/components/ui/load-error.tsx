import { PlainIcon } from '../plain/icons';
import '../plain/content.css';

type LoadErrorProps = { what: string; error: Error | null; onRetry: () => void };

/**
 * A failed read: what could not be loaded, the server's reason, and a way to try again. MUI's
 * error Alert from plain elements (components/plain/plain.css, content.css), so Home shows it
 * without MUI (decision 036).
 */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  return (
    <div className="w-alert w-alert-error" role="alert">
      <PlainIcon name="error" />
      <div className="w-alert-message">
        {`Could not load ${what}.`}
        {error?.message ? ` ${error.message}` : ''}
      </div>
      <div className="w-alert-action">
        <button
          type="button"
          className="w-button w-button-text w-button-small w-button-inherit"
          onClick={onRetry}
        >
          Try again
        </button>
      </div>
    </div>
  );
}
