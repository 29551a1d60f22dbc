import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Palette } from '@mui/material/styles';
import { theme } from '../theme/theme';

// Read from disk (the test runner does not process CSS imports): every plain style sheet.
const sheets = ['plain.css', 'content.css', 'shell.css'].map((file) =>
  readFileSync(path.join(__dirname, file), 'utf8'),
);

/**
 * The plain style sheets repeat the theme's colours for the parts drawn without MUI (decision 036): a change to
 * theme.ts that is not made there too would give the sign-in page (and the other plain views) other
 * colours than the MUI pages. Each variable here is read from the theme MUI builds.
 */
// createTheme with colour schemes builds each scheme's full palette; its `Theme` type omits them.
const schemes = (theme as unknown as { colorSchemes: Record<'light' | 'dark', { palette: Palette }> })
  .colorSchemes;

const MIRRORED: Record<string, (p: Palette) => string> = {
  '--w-primary': (p) => p.primary.main,
  '--w-primary-dark': (p) => p.primary.dark,
  '--w-primary-contrast': (p) => p.primary.contrastText,
  '--w-secondary': (p) => p.secondary.main,
  '--w-error': (p) => p.error.main,
  '--w-text': (p) => p.text.primary,
  '--w-text-secondary': (p) => p.text.secondary,
  '--w-divider': (p) => p.divider,
  '--w-action': (p) => p.action.active,
  '--w-action-hover': (p) => p.action.hover,
  '--w-disabled': (p) => p.action.disabled,
  '--w-disabled-bg': (p) => p.action.disabledBackground,
  '--w-bg': (p) => p.background.default,
  '--w-paper': (p) => p.background.paper,
  '--w-alert-success': (p) => p.success.main,
  '--w-alert-info': (p) => p.info.main,
  '--w-warning': (p) => p.warning.main,
  '--w-warning-contrast': (p) => p.warning.contrastText,
  '--w-success': (p) => p.success.main,
  '--w-success-contrast': (p) => p.success.contrastText,
  '--w-info': (p) => p.info.main,
  '--w-action-selected': (p) => p.action.selected,
  '--w-action-focus': (p) => p.action.focus,
  '--w-banner-info': (p) => p.info.main,
  '--w-banner-warning': (p) => p.warning.main,
};

/** One spelling per colour: `#0b3d91`, `#fff` and `rgb(11, 61, 145)` all become `rgb(11,61,145)`. */
function normal(colour: string): string {
  const c = colour.replace(/\s+/g, '').toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(c)?.[1];
  if (!hex) return c;
  const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
  return `rgb(${[0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).join(',')})`;
}

/** The custom properties declared in the rules whose selector is `selector`, in every sheet. */
function declared(selector: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const css of sheets) {
    const start = css.indexOf(`${selector} {`);
    if (start < 0) continue;
    const body = css.slice(start, css.indexOf('}', start));
    for (const m of body.matchAll(/(--w-[\w-]+):\s*([^;]+);/g)) vars.set(m[1]!, normal(m[2]!));
  }
  return vars;
}

describe("plain.css and the MUI theme's colours", () => {
  it.each([
    ['light', ':root'],
    ['dark', "[data-color-scheme='dark']"],
  ] as const)('agree in the %s scheme', (scheme, selector) => {
    const { palette } = schemes[scheme];
    const vars = declared(selector);
    for (const [name, read] of Object.entries(MIRRORED))
      expect(vars.get(name), `${name} (${scheme})`).toBe(normal(read(palette)));
  });
});
