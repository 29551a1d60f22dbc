import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveRef, LiveSession, LiveTranscript, LiveWatchAck } from '@wilco/shared';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import type { LiveSocket, LiveSocketEvents } from '../api/live-socket';
import { LiveTab } from './live-tab';

/** A stand-in for the /live socket: the test plays the server. */
function fakeServer() {
  const listeners = new Map<string, ((payload: never) => void)[]>();
  const watched: LiveRef[] = [];
  const unwatched: LiveRef[] = [];
  let answer: ((ack: LiveWatchAck) => void) | null = null;
  const socket: LiveSocket = {
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener as never]),
    watch: (ref) => {
      watched.push(ref);
      return new Promise((resolve) => (answer = resolve));
    },
    unwatch: (ref) => void unwatched.push(ref),
    reconnect: vi.fn(),
    close: vi.fn(),
  };
  const send = <E extends keyof LiveSocketEvents>(event: E, ...payload: Parameters<LiveSocketEvents[E]>) =>
    act(() => {
      for (const listener of listeners.get(event) ?? [])
        (listener as (...args: unknown[]) => void)(...payload);
    });
  return {
    connect: () => socket,
    socket,
    send,
    watched,
    unwatched,
    answer: (ack: LiveWatchAck) =>
      act(async () => {
        answer?.(ack);
        await Promise.resolve();
      }),
  };
}

const since = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const session = (overrides: Partial<LiveSession> = {}): LiveSession => ({
  kind: 'quiz',
  id: 11,
  user_id: 7,
  learner: 'Lee Learner',
  title: 'Ground clearances',
  mode: 'voice',
  step: 2,
  steps: 8,
  step_label: 'Taxi to runway 27',
  last_outcome: 'correct',
  step_since: since(65),
  started_at: since(300),
  last_active_at: since(5),
  ...overrides,
});
const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Live sessions' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('LiveTab', { timeout: 20_000 }, () => {
  it('shows loading, then no one practising, then sessions as they start, move on and end', async () => {
    const server = fakeServer();
    renderWithProviders(<LiveTab connect={server.connect} />);
    expect(screen.getByLabelText('Loading live sessions')).toBeInTheDocument();
    server.send('connect');
    server.send('live_snapshot', { sessions: [] });
    expect(screen.getByText('No one is practising right now.')).toBeInTheDocument();

    server.send('live_update', session());
    expect(rowTexts()).toEqual([
      [
        'Lee Learner',
        'Quiz: Ground clearances',
        'Question 2 of 8: Taxi to runway 27',
        'Correct',
        expect.stringMatching(/^1:0\d$/),
        'Watch',
      ],
    ]);
    server.send('live_update', {
      ...session({ kind: 'simulation', id: 11, steps: null, step: 1, step_label: '', last_outcome: null }),
      learner: 'Sam Student',
      title: 'Taxi call',
      step_since: since(10),
    });
    expect(rowTexts().map((r) => r.slice(0, 4))).toEqual([
      ['Lee Learner', 'Quiz: Ground clearances', 'Question 2 of 8: Taxi to runway 27', 'Correct'],
      ['Sam Student', 'Scenario: Taxi call', 'Turn 1', '—'],
    ]);
    // Time on it counts up by itself.
    const before = rowTexts()[1]![4];
    await waitFor(() => expect(rowTexts()[1]![4]).not.toBe(before), { timeout: 3000 });

    server.send('live_update', session({ step: 3, last_outcome: 'incorrect', last_active_at: since(0) }));
    expect(rowTexts()[0]!.slice(2, 4)).toEqual(['Question 3 of 8: Taxi to runway 27', 'Incorrect']);
    server.send('live_end', { kind: 'quiz', id: 11 });
    expect(rowTexts().map((r) => r[0])).toEqual(['Sam Student']);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('opens a read-only transcript that grows as turns are stored, and stops watching on close', async () => {
    const server = fakeServer();
    renderWithProviders(<LiveTab connect={server.connect} />);
    server.send('connect');
    server.send('live_snapshot', { sessions: [session()] });
    await userEvent.click(screen.getByRole('button', { name: 'Watch Lee Learner: Ground clearances' }));
    expect(server.watched).toEqual([{ kind: 'quiz', id: 11 }]);
    const dialog = screen.getByRole('dialog', { name: 'Live transcript' });
    expect(within(dialog).getByText('Loading the transcript…')).toBeInTheDocument();

    const transcript: LiveTranscript = {
      kind: 'quiz',
      id: 11,
      learner: 'Lee Learner',
      title: 'Ground clearances',
      sections: [
        {
          key: 'q1',
          title: 'Question 1: Startup',
          outcome: 'correct',
          lines: [
            { speaker: 'examiner', text: 'Request startup.' },
            { speaker: 'learner', text: 'Request startup, N123.' },
          ],
        },
      ],
    };
    await server.answer({ ok: true, transcript });
    const named = screen.getByRole('dialog', { name: 'Lee Learner: Ground clearances' });
    expect(within(named).getByRole('heading', { name: 'Question 1: Startup' })).toBeInTheDocument();
    expect(within(named).getByText('Request startup, N123.')).toBeInTheDocument();
    server.send('live_transcript', {
      kind: 'quiz',
      id: 11,
      sections: [
        {
          key: 'q2',
          title: 'Question 2: Taxi',
          outcome: null,
          lines: [{ speaker: 'examiner', text: 'Taxi to 27.' }],
        },
      ],
    });
    expect(within(named).getByRole('heading', { name: 'Question 2: Taxi' })).toBeInTheDocument();
    expect(within(named).getByText('Taxi to 27.')).toBeInTheDocument();
    // Read-only: nothing to type into or send.
    expect(within(named).queryByRole('textbox')).toBeNull();
    expect(
      within(named)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
    expect(await seriousViolations(document.body)).toEqual([]);

    server.send('live_end', { kind: 'quiz', id: 11 });
    expect(within(named).getByText('This session has ended.')).toBeInTheDocument();
    await userEvent.click(within(named).getByRole('button', { name: 'Close' }));
    expect(server.unwatched).toEqual([{ kind: 'quiz', id: 11 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why when the server refuses the connection or the transcript', async () => {
    const refused = fakeServer();
    const { unmount } = renderWithProviders(<LiveTab connect={refused.connect} />);
    refused.send('connect_error', new Error('Only admins can watch live sessions'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load live sessions. Only admins can watch live sessions',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refused.socket.reconnect).toHaveBeenCalled();
    unmount();
    expect(refused.socket.close).toHaveBeenCalled();

    const server = fakeServer();
    renderWithProviders(<LiveTab connect={server.connect} />);
    server.send('connect');
    server.send('live_snapshot', { sessions: [session()] });
    await userEvent.click(screen.getByRole('button', { name: /^Watch/ }));
    await server.answer({ ok: false, message: 'No such session in your tenant' });
    expect(
      within(screen.getByRole('dialog')).getByText('No such session in your tenant'),
    ).toBeInTheDocument();
  });
});
