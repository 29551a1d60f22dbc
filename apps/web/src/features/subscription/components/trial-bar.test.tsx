import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../../../config/runtime-config';
import { makeCurrentUser } from '../../../test/fixtures';
import { TrialBar } from './trial-bar';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('TrialBar', () => {
  it('tells a Trial user how long is left and links to a full license', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-12-01T15:04:00'));
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, registerUrl: 'https://wilco.example/register' });
    const end = new Date('2030-12-05T15:04:00').toISOString();
    render(<TrialBar user={makeCurrentUser({ roles: ['Trial'], subscription: { end_date: end } })} />);

    expect(screen.getByRole('status', { name: 'Trial' })).toHaveTextContent(
      'You are using the product in Trial mode. Your subscription expires in 4 days on December 5, 3:04 PM.',
    );
    const link = screen.getByRole('link', { name: /Register for a full license/ });
    expect(link).toHaveAttribute('href', 'https://wilco.example/register');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is absent for other users and during a simulation', () => {
    const { rerender } = render(<TrialBar user={makeCurrentUser({ roles: ['Learner'] })} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<TrialBar user={makeCurrentUser({ roles: ['Trial'] })} isSimulating />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
