export const MAIN_CONTENT_ID = 'main-content';

/**
 * First focusable element on every page: keyboard users jump past the sidebar and top bar. A plain
 * link (components/plain/plain.css), as the sign-in page loads no MUI (decision 036).
 */
export function SkipLink() {
  return (
    <a className="w-skip" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
