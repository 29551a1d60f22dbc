import { Spinner } from '../plain/icons';

/** Shown while a lazy route module downloads; plain, as the sign-in page loads no MUI (decision 036). */
export function PageFallback() {
  return (
    <div className="w-page-fallback">
      <Spinner label="Loading page" />
    </div>
  );
}
