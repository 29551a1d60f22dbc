import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('says the page could not be found, shows 404 and links home', () => {
    renderWithProviders(<NotFound />, { route: '/Nowhere' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/Home');
  });
});
