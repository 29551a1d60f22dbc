import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { useOnboardingStore } from '../stores/onboarding-store';
import { ConsentDialog } from './consent-dialog';

afterEach(() => useOnboardingStore.setState({ consentSessionId: null }));

const terms = () => screen.getByRole('checkbox', { name: /I have read the Terms of Service/ });
const saveBox = () => screen.getByRole('checkbox', { name: 'Save acknowledgement for future sessions.' });
const acknowledge = () => screen.getByRole('button', { name: 'I Acknowledge' });

function renderConsent(onSignOut = vi.fn()) {
  renderWithProviders(<ConsentDialog open sessionId="session-1" onSignOut={onSignOut} />);
  return onSignOut;
}

describe('ConsentDialog', () => {
  it('enables I Acknowledge and the save box only once the terms box is ticked', async () => {
    stubApi({});
    renderConsent();
    expect(acknowledge()).toBeDisabled();
    expect(saveBox()).toBeDisabled();

    await userEvent.click(terms());
    expect(acknowledge()).toBeEnabled();
    expect(saveBox()).toBeEnabled();

    await userEvent.click(saveBox());
    await userEvent.click(terms());
    expect(saveBox()).not.toBeChecked();
    expect(saveBox()).toBeDisabled();
    expect(acknowledge()).toBeDisabled();
  });

  it('opens with focus on the terms box, not on the close button that signs out', () => {
    stubApi({});
    renderConsent();
    expect(terms()).toHaveFocus();
  });

  it('links the terms and the privacy policy in a new tab', () => {
    stubApi({});
    renderConsent();
    for (const name of [/Terms of Service/, /Privacy Policy/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it.each([
    [false, 'for this session only'],
    [true, 'saved for future sessions'],
  ])('sends acknowledgement_saved %s with the session id (%s)', async (saved) => {
    const { requests } = stubApi({
      'POST /user/recordingAcknowledgement': () => jsonResponse({ success: true }),
    });
    renderConsent();
    await userEvent.click(terms());
    if (saved) await userEvent.click(saveBox());
    await userEvent.click(acknowledge());

    await vi.waitFor(() => expect(useOnboardingStore.getState().consentSessionId).toBe('session-1'));
    expect(requests('POST /user/recordingAcknowledgement')).toEqual([
      { acknowledgement_saved: saved, session_id: 'session-1' },
    ]);
  });

  it.each([
    ['the close icon', () => userEvent.click(screen.getByRole('button', { name: 'Close and log out' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('closing with %s resets the boxes and logs out', async (_how, close) => {
    const { fetchMock } = stubApi({});
    const onSignOut = renderConsent();
    await userEvent.click(terms());
    await close();

    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(terms()).not.toBeChecked();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
