import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeTenantSettings } from './admin-fixtures';
import { BrandingForm, BRANDING_SAVED } from './branding-form';

const saved = makeTenantSettings();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('BrandingForm (docs/product/administration.md, "Branding")', () => {
  it('uploads a logo as a data URL and saves it with the style sheet', async () => {
    const api = stubApi({ 'PUT /settings': () => jsonResponse({ ...saved, css: 'x', logo: 'y' }) });
    renderWithProviders(<BrandingForm saved={saved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Style sheet (CSS)'), '.brand {{ color: navy; }');
    const file = new File([PNG], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo file'), file);
    expect(await screen.findByAltText('Organisation logo preview')).toHaveAttribute(
      'src',
      `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`,
    );
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(await screen.findByText(BRANDING_SAVED)).toBeInTheDocument();
    expect(api.requests('PUT /settings')).toEqual([
      { css: '.brand { color: navy; }', logo: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` },
    ]);
  });

  it('refuses a style sheet that imports and does not send it', async () => {
    const api = stubApi({});
    renderWithProviders(<BrandingForm saved={saved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Style sheet (CSS)'), '@import url(x.css);');
    expect(screen.getByText(/cannot contain/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save branding' })).toBeDisabled();
    await waitFor(() => expect(api.fetchMock).not.toHaveBeenCalled());
  });
});
