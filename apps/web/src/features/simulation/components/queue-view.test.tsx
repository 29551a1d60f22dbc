import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { queueItem } from '../model/fixtures';
import { QueueView } from './queue-view';

const queue = [queueItem(1), { tower: [queueItem(2), queueItem(3)] }];
const dueUrl = `/api/review/scenarios?tz_offset=${new Date().getTimezoneOffset()}`;
/** Scenario 1 is queued; Taxi review (script 900) was played and left the queue. */
const due = {
  scenarios: [
    { script_id: 101, script_name: 'Scenario 1', turns_due: 2, due_at: '2030-01-01T00:00:00Z' },
    { script_id: 900, script_name: 'Taxi review', turns_due: 1, due_at: '2030-01-02T00:00:00Z' },
  ],
};

function stubFetch(put: () => Response, clear: () => Response = () => jsonResponse({ message: 'no' }, 500)) {
  let cleared = false;
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
      if (url === '/api/simulation') return jsonResponse([]);
      if (url === dueUrl) return jsonResponse(due);
      if (url === '/api/review/scenarios/queue')
        return jsonResponse({ script_queue_id: 9, script_id: 900, already_queued: false });
      if (url === '/playlist/queue/5' && method === 'GET') return jsonResponse(cleared ? [] : queue);
      if (url === '/playlist/queue/5' && method === 'PUT') return put();
      if (url === '/playlist/queue/5' && method === 'DELETE') {
        const res = clear();
        cleared = res.ok;
        return res;
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

describe('QueueView', () => {
  it('shows groups as one entry and saves a new order as a flat list', async () => {
    const calls = stubFetch(() => jsonResponse([queue[1], queue[0]]));
    renderWithProviders(<QueueView userId={5} onStart={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Scenario queue' });
    expect(within(list).getByText('2. Multi-chat group tower')).toBeInTheDocument();
    expect(screen.getByText('Context 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Multi-chat: Scenario 2, Scenario 3 up' }));
    expect(await screen.findByText('Successfully saved new queue order')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ script_queue_list: [2, 3, 1] });
    expect(within(list).getByText('1. Multi-chat group tower')).toBeInTheDocument();
    // Focus follows the entry: at the top, to its other move button.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Move Multi-chat: Scenario 2, Scenario 3 down' }),
      ).toHaveFocus(),
    );
  });

  it('restores the order and says so when saving fails', async () => {
    stubFetch(() => jsonResponse({ message: 'no' }, 500));
    renderWithProviders(<QueueView userId={5} onStart={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Scenario 1 down' }));
    expect(await screen.findByText('Error saving new queue order')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1. Scenario 1')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Scenario 1 down' })).toHaveFocus());
  });

  it('asks before clearing and reports a failure', async () => {
    stubFetch(() => jsonResponse(queue));
    renderWithProviders(<QueueView userId={5} onStart={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Queue' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear Queue' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Queue' }));
    expect(await screen.findByText('Error clearing queue')).toBeInTheDocument();
  });

  it('clears the queue after asking, says so in green and shows the queue read again', async () => {
    const calls = stubFetch(
      () => jsonResponse(queue),
      () => jsonResponse({ removed: 3 }),
    );
    renderWithProviders(<QueueView userId={5} onStart={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Queue' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear Queue' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Queue' }));
    expect(await screen.findByText('Successfully cleared queued')).toBeInTheDocument();
    expect(useNotificationStore.getState().queue.map((n) => [n.message, n.color])).toContainEqual([
      'Successfully cleared queued',
      'success',
    ]);
    expect(await screen.findByText('Your queue is empty')).toBeInTheDocument();
    const reads = calls.filter((c) => c.method === 'GET' && c.url === '/playlist/queue/5');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('marks queued scenarios due for review and puts a played one back first to replay it', async () => {
    const calls = stubFetch(() => jsonResponse(queue));
    renderWithProviders(<QueueView userId={5} onStart={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Scenario queue' });
    const entries = await within(list).findAllByTestId('queue-entry');
    expect(await within(entries[0]!).findByText('Due for review')).toBeInTheDocument();
    expect(within(entries[1]!).queryByText('Due for review')).not.toBeInTheDocument();

    const panel = within(screen.getByRole('region', { name: 'Due for review' }));
    expect(panel.getByText('2 turns due for review')).toBeInTheDocument();
    expect(panel.getByText('In your queue')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Replay Taxi review' }));
    expect(await screen.findByText(/Added first in your queue/)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/review/scenarios/queue')?.body).toEqual({ script_id: 900 });
    // The queue is read again to show it.
    expect(calls.filter((c) => c.url === '/playlist/queue/5' && c.method === 'GET').length).toBeGreaterThan(
      1,
    );
  });
});
