import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TENANT_CSS_ID, useTenantCss } from './use-tenant-css';

const sheet = () => document.getElementById(TENANT_CSS_ID);

describe('useTenantCss (docs/product/administration.md, "Branding")', () => {
  it("adds the tenant's style sheet as text, replaces it when it changes and removes it at the end", () => {
    const { rerender, unmount } = renderHook(({ css }) => useTenantCss(css), {
      initialProps: { css: 'body { color: red; }' as string | null },
    });
    expect(sheet()?.textContent).toBe('body { color: red; }');
    rerender({ css: '.x { color: blue; }' });
    expect(document.querySelectorAll(`#${TENANT_CSS_ID}`)).toHaveLength(1);
    expect(sheet()?.textContent).toBe('.x { color: blue; }');
    rerender({ css: null });
    expect(sheet()).toBeNull();
    rerender({ css: '</style><script>alert(1)</script>' });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    unmount();
    expect(sheet()).toBeNull();
  });
});
