import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../../config/runtime-config';
import { Footer } from './footer';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('Footer', () => {
  it('shows the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    render(<Footer />);
    expect(screen.getByText('© 2031 Wilco')).toBeInTheDocument();
  });

  it('links terms and privacy to the configured pages and shows the patent notice', () => {
    setRuntimeConfig({
      ...DEFAULT_RUNTIME_CONFIG,
      termsUrl: 'https://wilco.example/terms',
      privacyUrl: 'https://wilco.example/privacy',
    });
    render(<Footer />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://wilco.example/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://wilco.example/privacy',
    );
    expect(screen.getByText('Patent Pending')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
