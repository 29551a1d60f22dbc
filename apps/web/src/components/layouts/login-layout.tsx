import type { ReactNode } from 'react';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * docs/product/shell-and-accounts.md, "Layouts": centred content with the footer only. Plain
 * elements (components/plain/plain.css): the sign-in page loads no MUI (decision 036).
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <div className="w-page">
      <SkipLink />
      <main className="w-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className="w-main-inner">{children}</div>
      </main>
      <Footer />
    </div>
  );
}
