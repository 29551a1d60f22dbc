import { getRuntimeConfig } from '../../config/runtime-config';

/**
 * docs/product/shell-and-accounts.md, "Layouts": terms, privacy, the patent-pending notice and the current
 * year. Plain elements (components/plain/plain.css): the sign-in page loads no MUI (decision 036).
 */
export function Footer() {
  const { termsUrl, privacyUrl } = getRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="w-footer">
      <nav aria-label="Legal">
        <a href={termsUrl}>Terms of Service</a>
        <a href={privacyUrl}>Privacy Policy</a>
      </nav>
      <span>Patent Pending</span>
      <span>© {year} Wilco</span>
    </footer>
  );
}
