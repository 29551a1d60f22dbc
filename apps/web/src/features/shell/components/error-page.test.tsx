import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientErrorReportSchema } from '@wilco/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UnknownMiddlewareError } from '../../../lib/auth/middleware';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ErrorPage } from './error-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));

const ack = () => jsonResponse({ logged: true, incident_id: 'inc-1' }, 201);

describe('ErrorPage', () => {
  it('apologises and reloads on request', async () => {
    fetchMock.mockResolvedValue(ack());
    const onReload = vi.fn();
    renderWithProviders(<ErrorPage error={new Error('kaboom')} onReload={onReload} />);

    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong here.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('reports the error once, in the shape the server accepts', async () => {
    fetchMock.mockResolvedValue(ack());
    const error = new Error('kaboom');
    const { rerender } = renderWithProviders(<ErrorPage error={error} />);
    rerender(<ErrorPage error={error} />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/client-errors');
    expect(init?.method).toBe('POST');
    const report = ClientErrorReportSchema.parse(JSON.parse(String(init?.body)));
    expect(report).toMatchObject({ message: 'kaboom', kind: 'render' });
  });

  it('shows the status and message of a guard error', () => {
    fetchMock.mockResolvedValue(ack());
    renderWithProviders(<ErrorPage error={new UnknownMiddlewareError('pilot')} />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware pilot')).toBeInTheDocument();
  });

  it('tells the user when the incident could not be reported', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<ErrorPage error={new Error('kaboom again')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error with communication. The incident has been logged to the system.',
    );
  });
});
