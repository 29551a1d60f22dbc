import { useEffect } from 'react';

export const TENANT_CSS_ID = 'tenant-css';

/**
 * docs/product/administration.md, "Branding": the tenant's style sheet, added after the app's own styles
 * while someone of that tenant is signed in, and removed at sign-out. It goes in as text, never as
 * markup, so it can only style.
 */
export function useTenantCss(css: string | null) {
  useEffect(() => {
    if (!css) return;
    const style = document.createElement('style');
    style.id = TENANT_CSS_ID;
    style.textContent = css;
    document.head.appendChild(style);
    return () => style.remove();
  }, [css]);
}
