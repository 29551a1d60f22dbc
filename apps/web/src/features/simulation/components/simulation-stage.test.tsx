import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { SimulationController } from '../hooks/simulation-controller';
import { callStart, queueItem } from '../model/fixtures';
import { INITIAL_SIM_STATE, type SimState } from '../model/machine';
import { useSimulationStore } from '../stores/simulation-store';
import { SimulationStage } from './simulation-stage';

function fakeController() {
  return {
    start: vi.fn(),
    resume: vi.fn(),
    confirmAcknowledgement: vi.fn(),
    cancelAcknowledgement: vi.fn(),
    reset: vi.fn(),
    transmitStart: vi.fn(),
    transmitEnd: vi.fn(),
    sendText: vi.fn(),
    togglePause: vi.fn(),
    hangup: vi.fn(),
  } satisfies SimulationController;
}

const chatCall: SimState = {
  ...INITIAL_SIM_STATE,
  phase: 'active',
  simulationType: 'chat',
  call: callStart({ queue_display: 'SCENARIO_TITLE' }),
  queueDisplay: 'SCENARIO_TITLE',
  secondsLeft: 125,
  sims: [
    {
      item: queueItem(1),
      scenario_name: 'Takeoff',
      conversation_display_name: 'Tower',
      conversation_context: 'Hold short of 19.',
      index: 0,
      sim_id: 7,
      status: 'active',
      end: null,
      lines: [
        {
          id: 1,
          speaker: 'learner',
          text: 'runway two seven',
          judgement: {
            verdict: 'corrected',
            elements: [{ kind: 'runway', expected: '19', heard: '27', status: 'wrong', matched_words: [] }],
          },
        },
        { id: 2, speaker: 'caller', text: 'Negative, runway one niner' },
      ],
    },
  ],
};

afterEach(() => useSimulationStore.setState(INITIAL_SIM_STATE));

describe('SimulationStage', () => {
  it('shows no simulation, then the setup status while the acknowledgement is awaited', async () => {
    const controller = fakeController();
    renderWithProviders(
      <SimulationStage controller={controller} idle={<p>queue</p>} onDebriefDone={() => {}} />,
    );
    expect(screen.getByText('No Simulation Started')).toBeInTheDocument();
    useSimulationStore.setState({ ...INITIAL_SIM_STATE, phase: 'awaiting-ack' });
    expect(await screen.findByText('Awaiting Confirmation...')).toBeInTheDocument();
    expect(screen.getByText('Loading Simulation...')).toBeInTheDocument();
    const gate = screen.getByRole('dialog', { name: 'Recording Acknowledgement' });
    await userEvent.click(within(gate).getByRole('button', { name: 'I Acknowledge' }));
    expect(controller.confirmAcknowledgement).toHaveBeenCalled();
  });

  it('shows a chat call with its header, time left and judgements in words', async () => {
    useSimulationStore.setState(chatCall);
    const controller = fakeController();
    renderWithProviders(<SimulationStage controller={controller} idle={null} onDebriefDone={() => {}} />);
    expect(screen.getByText('Simulation ID: 3 - Scenario Title: Ground taxi')).toBeInTheDocument();
    expect(screen.getByText('Time left: 2:05')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Takeoff transcript' });
    expect(within(log).getByText('Corrected')).toBeInTheDocument();
    expect(within(log).getByText('runway 19: wrong (heard 27)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversation Context' })).toHaveTextContent(
      'Hold short of 19.',
    );

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your transmission to Tower' }),
      'holding short',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(controller.sendText).toHaveBeenCalledWith(7, 'holding short');
    // As the quiz player's answer box: the next transmission is typed straight away (the Send button
    // hands focus to the field), Shift+Enter starts a new line, Enter sends.
    const field = screen.getByRole('textbox', { name: 'Your transmission to Tower' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'ready{Shift>}{Enter}{/Shift}for departure{Enter}');
    expect(controller.sendText).toHaveBeenLastCalledWith(7, 'ready\nfor departure');
    expect(field).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'End Simulation' }));
    const confirm = screen.getByRole('dialog', { name: 'End Current Simulation' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'End Simulation' }));
    expect(controller.hangup).toHaveBeenCalledWith(7);
  });

  it('lists the model transmissions of a practice scenario, without greetings or Custom-flagged turns', async () => {
    const questions = [
      { resp_type: 'Greeting', flag: 'Normal', input: 'Good morning, Tower.' },
      { resp_type: 'Normal', flag: 'Normal', input: 'Holding short runway one niner, Cessna Four Five.' },
      { resp_type: 'Normal', flag: 'Custom', input: 'Say again the frequency.' },
      { resp_type: 'Normal', flag: 'Normal', input: 'Cleared for takeoff, Cessna Four Five.' },
    ];
    useSimulationStore.setState({ ...chatCall, call: callStart({ questions }) });
    const { unmount } = renderWithProviders(
      <SimulationStage controller={fakeController()} idle={null} onDebriefDone={() => {}} />,
    );
    const panel = screen.getByRole('region', { name: 'Model Transmissions' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Turn 2: Holding short runway one niner, Cessna Four Five.',
      'Turn 4: Cleared for takeoff, Cessna Four Five.',
    ]);
    unmount();

    // A scenario that does not show them sends every input empty: no panel.
    useSimulationStore.setState({
      ...chatCall,
      call: callStart({ questions: questions.map((q) => ({ ...q, input: '' })) }),
    });
    renderWithProviders(
      <SimulationStage controller={fakeController()} idle={null} onDebriefDone={() => {}} />,
    );
    expect(screen.getByRole('region', { name: 'Conversation Context' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Model Transmissions' })).toBeNull();
  });

  it('talks with the spacebar in a voice call, but not while typing', async () => {
    useSimulationStore.setState({ ...chatCall, simulationType: 'voice' });
    const controller = fakeController();
    renderWithProviders(<SimulationStage controller={controller} idle={null} onDebriefDone={() => {}} />);
    expect(screen.getByText(/ - Voice: Tower \(Amy\)$/)).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(controller.transmitStart).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Or type your transmission' }), 'a b');
    expect(controller.transmitStart).toHaveBeenCalledTimes(1);
    useSimulationStore.setState({ isTransmitting: true });
    expect(await screen.findByRole('button', { name: 'Stop transmitting' })).toBeInTheDocument();
  });
});
