import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../lib/notifications';
import { makeCurrentUser } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { callStart } from '../model/fixtures';
import { INITIAL_SIM_STATE } from '../model/machine';
import { simState, useSimulationStore } from '../stores/simulation-store';
import { DeepLinkSimulation } from './deep-link-page';
import { SimulationDashboard } from './simulation-page';

type Listener = (...args: unknown[]) => void;

/** The /sim socket the pages open, played by the test (the server side is covered in sim.socket.test.ts). */
const sim = vi.hoisted(() => {
  const state = {
    listeners: new Map<string, Listener>(),
    emitted: [] as [string, unknown][],
    connected: false,
  };
  const socket = {
    get connected() {
      return state.connected;
    },
    on: (event: string, listener: Listener) => state.listeners.set(event, listener),
    emit: (event: string, payload: unknown) => state.emitted.push([event, payload]),
    off: () => state.listeners.clear(),
    connect: () => {
      state.connected = true;
      state.listeners.get('connect')?.();
    },
    disconnect: () => {
      state.connected = false;
    },
  };
  return { state, socket };
});
vi.mock('../api/sim-socket', () => ({ createSimSocket: () => sim.socket }));

const server = (event: string, payload?: unknown) =>
  act(() => {
    sim.state.listeners.get(event)?.(payload);
  });

/** Call 7 as the server had it: one readback accepted, one corrected, the learner to try again. */
const rejoined = {
  sim_id: 7,
  order: 2,
  attempts: 1,
  seconds_left: 300,
  // A chat call: no background track or call sounds.
  call: callStart({
    script_queue_id: null,
    scenario_name: 'Pattern work',
    tenant_sim_id: 3,
    audios: { bg_audio: null, answer_audio: null, hangup_audio: null },
  }),
  transcript: [
    { speaker: 'learner', text: 'ready to taxi', order: 1, judgement: { verdict: 'accepted', elements: [] } },
    { speaker: 'caller', text: 'Taxi via Alpha', order: 1 },
    {
      speaker: 'learner',
      text: 'runway nine',
      order: 2,
      judgement: {
        verdict: 'corrected',
        elements: [{ kind: 'runway', expected: '27', heard: '9', status: 'wrong', matched_words: ['nine'] }],
      },
    },
    { speaker: 'caller', text: 'Negative, runway two seven', order: 2 },
  ],
  turn: 'learner',
  last_caller_line: 'Negative, runway two seven',
};

beforeEach(() => {
  sim.state.emitted = [];
  sim.state.listeners.clear();
  sim.state.connected = false;
  // Nothing is read over HTTP to take a call up; whatever else the page reads is simply absent.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ message: 'Not found' }, 404)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSimulationStore.setState(INITIAL_SIM_STATE);
  useNotificationStore.setState({ queue: [] });
});

const simParam = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search).get('sim');

describe('the running simulation in the URL (?sim=)', () => {
  it('takes the call up: the transcript so far, the header, and the learner’s turn open', async () => {
    const { router } = renderWithProviders(
      <DeepLinkSimulation deepLink="pattern-work" queuePath="/Simulation" />,
      {
        route: '/Simulation/link/pattern-work?sim=7',
      },
    );
    await waitFor(() => expect(sim.state.emitted).toContainEqual(['sim_rejoin', { sim_id: 7 }]));
    // The start card is not offered while the call is being taken up.
    expect(screen.queryByRole('button', { name: 'Start Chat Simulation' })).toBeNull();
    expect(screen.getByText('Setting up Deep Link...')).toBeInTheDocument();
    await server('call_rejoined', rejoined);

    const log = await screen.findByRole('log', { name: /transcript/ });
    const lines = within(log).getAllByText(
      /ready to taxi|Taxi via Alpha|runway nine|Negative, runway two seven/,
    );
    // Who said what, in order, as the page before the reload showed it.
    expect(lines.map((l) => l.textContent)).toEqual([
      'You:ready to taxi',
      'Ground:Taxi via Alpha',
      'You:runway nine',
      'Ground:Negative, runway two seven',
    ]);
    expect(within(log).getByText(/Corrected/)).toBeInTheDocument();
    expect(screen.getByText(/Simulation ID: 3/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your transmission/ })).toBeEnabled();
    expect(screen.getByText('Reconnected: the call goes on')).toBeInTheDocument();
    expect(simParam(router)).toBe('7');

    // The next transmission goes to the same call.
    await userEvent.type(
      screen.getByRole('textbox', { name: /Your transmission/ }),
      'runway two seven{Enter}',
    );
    expect(sim.state.emitted.at(-1)).toEqual(['sim_text', { sim_id: 7, text: 'runway two seven' }]);

    // Once the call is over the URL no longer names it.
    await server('call_end', {
      sim_id: 7,
      status: 'completed',
      reason: 'finished',
      score: 1,
      queue_completed: false,
    });
    await waitFor(() => expect(simParam(router)).toBeNull());
  });

  it('a call started on the page is named in the URL as soon as it runs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/recordingAcknowledge'
          ? jsonResponse({ recording_acknowledged: true })
          : jsonResponse({ message: 'Not found' }, 404),
      ),
    );
    const { router } = renderWithProviders(
      <DeepLinkSimulation deepLink="pattern-work" queuePath="/Simulation" />,
      { route: '/Simulation/link/pattern-work' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start Chat Simulation' }));
    await waitFor(() => expect(sim.state.emitted.at(-1)?.[0]).toBe('sim_start'));
    expect(simParam(router)).toBeNull();
    await server('call_start', rejoined.call);
    await waitFor(() => expect(simParam(router)).toBe('7'));
  });

  it('a call that ended or is not the learner’s: the server’s message, the start view, and ?sim= dropped', async () => {
    const { router } = renderWithProviders(<SimulationDashboard />, { route: '/Simulation?sim=9&tab=x' });
    await waitFor(() => expect(sim.state.emitted).toContainEqual(['sim_rejoin', { sim_id: 9 }]));
    await server('message', { type: 'error', message: 'No live simulation to rejoin', disconnect: false });
    expect(await screen.findByText('No live simulation to rejoin')).toBeInTheDocument();
    expect(simState().phase).toBe('idle');
    await waitFor(() => expect(simParam(router)).toBeNull());
    // Other parameters stay.
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('x');
  });

  it('a multi-chat group (?sim=31,32): every chat back in its place, completed once the last one ends', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        // The signed-in learner: the group's items are completed in their name.
        if (url === '/api/user') return jsonResponse(makeCurrentUser());
        if (url !== '/playlist/complete') return jsonResponse({ message: 'Not found' }, 404);
        const body = JSON.parse(String(init?.body)) as { script_queue_id: number; sim_id: number };
        posted.push(body);
        return jsonResponse({ ...body, user_id: 5, script_id: 1, status: 'completed', date_completed: 'x' });
      }),
    );
    const { router } = renderWithProviders(<SimulationDashboard />, { route: '/Simulation?sim=31,32' });
    await waitFor(() =>
      expect(sim.state.emitted).toContainEqual(['sim_multi_rejoin', { sim_ids: [31, 32] }]),
    );
    const chat = (simId: number, name: string, transcript: unknown[]) => ({
      ...rejoined,
      sim_id: simId,
      seconds_left: simId === 31 ? null : 300,
      call: { ...rejoined.call, sim_id: simId, script_queue_id: simId - 30, scenario_name: name },
      transcript,
    });
    const end = (simId: number) => ({
      sim_id: simId,
      status: 'completed',
      reason: 'finished',
      score: 1,
      queue_completed: false,
    });
    // The first chat had ended before the reload: it comes back as it ended, the group is not over.
    await server('call_rejoined', chat(31, 'Ground', rejoined.transcript));
    await server('call_end', end(31));
    expect(simState().phase).toBe('active');
    expect(simState().sims.map((s) => s.status)).toEqual(['ended', 'connecting']);
    await server('call_rejoined', chat(32, 'Tower', rejoined.transcript.slice(0, 2)));

    const first = await screen.findByRole('region', { name: 'Chat 1: Ground' });
    expect(within(first).getByText('This chat has ended.')).toBeInTheDocument();
    expect(within(first).getByText('Negative, runway two seven')).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Chat 2: Tower' });
    expect(within(second).getByText('Taxi via Alpha')).toBeInTheDocument();
    await userEvent.type(within(second).getByRole('textbox'), 'runway two seven{Enter}');
    expect(sim.state.emitted.at(-1)).toEqual(['sim_text', { sim_id: 32, text: 'runway two seven' }]);
    expect(simParam(router)).toBe('31,32');
    expect(posted).toEqual([]);

    await server('call_end', end(32));
    // Both items, in the group's order, and the URL no longer names the group.
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toEqual([
      { user_id: 7, script_queue_id: 1, sim_id: 31 },
      { user_id: 7, script_queue_id: 2, sim_id: 32 },
    ]);
    await waitFor(() => expect(simParam(router)).toBeNull());
  });

  it('a group that ended or is not the learner’s: the start view, and ?sim= dropped', async () => {
    const { router } = renderWithProviders(<SimulationDashboard />, { route: '/Simulation?sim=31,32' });
    await waitFor(() =>
      expect(sim.state.emitted).toContainEqual(['sim_multi_rejoin', { sim_ids: [31, 32] }]),
    );
    await server('message', { type: 'error', message: 'This multi-chat group has ended', disconnect: false });
    expect(await screen.findByText('This multi-chat group has ended')).toBeInTheDocument();
    expect(simState().phase).toBe('idle');
    await waitFor(() => expect(simParam(router)).toBeNull());
  });

  it('leaves a URL without a valid id alone and starts nothing', async () => {
    renderWithProviders(<DeepLinkSimulation deepLink="pattern-work" queuePath="/Simulation" />, {
      route: '/Simulation/link/pattern-work?sim=abc',
    });
    expect(await screen.findByRole('button', { name: 'Start Chat Simulation' })).toBeInTheDocument();
    expect(sim.state.emitted).toEqual([]);
  });
});

describe('the queue page on a reload', () => {
  it('shows the queue placeholder while the signed-in user loads, then the queue', async () => {
    let answerUser: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url === '/api/user') return new Promise<Response>((resolve) => (answerUser = resolve));
        return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
      }),
    );
    renderWithProviders(<SimulationDashboard />, { route: '/Simulation' });
    expect(await screen.findByRole('status', { name: 'Obtaining Queue...' })).toBeInTheDocument();

    answerUser(jsonResponse(makeCurrentUser()));
    expect(await screen.findByRole('heading', { name: /Your Queue/ })).toBeInTheDocument();
  });
});
