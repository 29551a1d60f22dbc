import { describe, expect, it } from 'vitest';
import { callStart } from './fixtures';
import { INITIAL_SIM_STATE } from './machine';
import {
  DEFAULT_SETUP_TEXT,
  formatTimeLeft,
  headerInputOf,
  headerText,
  isRinging,
  isSettingUp,
  setupFlagsOf,
  setupStatusText,
  withTimestamp,
  type SetupFlags,
} from './status-texts';

const none: SetupFlags = {
  queueLoading: false,
  scenarioLoading: false,
  acknowledgementLoading: false,
  awaitingAcknowledgement: false,
  connecting: false,
  startTimerRunning: false,
  simulationLoading: false,
  completionLoading: false,
  miscAudioPlaying: false,
  deepLinkLoading: false,
};

describe('setup status text', () => {
  it('follows the priority order, first match first', () => {
    expect(setupStatusText(none)).toBe(DEFAULT_SETUP_TEXT);
    expect(setupStatusText({ ...none, deepLinkLoading: true })).toBe('Setting up Deep Link...');
    expect(setupStatusText({ ...none, deepLinkLoading: true, miscAudioPlaying: true })).toBe('Get Ready');
    expect(setupStatusText({ ...none, miscAudioPlaying: true, completionLoading: true })).toBe(
      'Completing Simulation...',
    );
    expect(setupStatusText({ ...none, completionLoading: true, simulationLoading: true })).toBe('Loading...');
    expect(setupStatusText({ ...none, simulationLoading: true, startTimerRunning: true })).toBe(
      'Get Ready...',
    );
    expect(setupStatusText({ ...none, startTimerRunning: true, connecting: true })).toBe(
      'Establishing Connection...',
    );
    expect(setupStatusText({ ...none, connecting: true, awaitingAcknowledgement: true })).toBe(
      'Awaiting Confirmation...',
    );
    expect(setupStatusText({ ...none, awaitingAcknowledgement: true, acknowledgementLoading: true })).toBe(
      'Acknowledging...',
    );
    expect(setupStatusText({ ...none, acknowledgementLoading: true, scenarioLoading: true })).toBe(
      'Obtaining Scenario...',
    );
    expect(setupStatusText({ ...none, scenarioLoading: true, queueLoading: true })).toBe(
      'Obtaining Queue...',
    );
  });

  it('counts as setting up for every flag but the start timer', () => {
    expect(isSettingUp(none)).toBe(false);
    expect(isSettingUp({ ...none, startTimerRunning: true })).toBe(false);
    for (const flag of Object.keys(none) as (keyof SetupFlags)[]) {
      if (flag !== 'startTimerRunning') expect(isSettingUp({ ...none, [flag]: true })).toBe(true);
    }
  });

  it('derives the flags from the machine', () => {
    expect(setupStatusText(setupFlagsOf({ ...INITIAL_SIM_STATE, phase: 'queue-loading' }))).toBe(
      'Obtaining Queue...',
    );
    expect(setupStatusText(setupFlagsOf({ ...INITIAL_SIM_STATE, phase: 'connecting' }))).toBe(
      'Establishing Connection...',
    );
    expect(
      setupStatusText(
        setupFlagsOf({
          ...INITIAL_SIM_STATE,
          phase: 'connecting',
          source: { kind: 'deep_link', deep_link: 'abcd' },
        }),
      ),
    ).toBe('Setting up Deep Link...');
    expect(setupStatusText(setupFlagsOf({ ...INITIAL_SIM_STATE, phase: 'countdown' }))).toBe('Get Ready...');
    expect(isSettingUp(setupFlagsOf(INITIAL_SIM_STATE))).toBe(false);
  });
});

describe('header text', () => {
  const base = {
    hasSimulation: true,
    isLoading: false,
    simulationId: 3,
    scenarioId: 11,
    scenarioTitle: 'Ground taxi',
    queueDisplay: 'SCENARIO_ID' as const,
    voiceName: null,
  };

  it('names no simulation, loading, or the ids', () => {
    expect(headerText({ ...base, hasSimulation: false })).toBe('No Simulation Started');
    expect(headerText({ ...base, isLoading: true })).toBe('Loading Simulation...');
    expect(headerText(base)).toBe('Simulation ID: 3 - Scenario ID: 11');
    expect(headerText({ ...base, queueDisplay: 'SCENARIO_TITLE' })).toBe(
      'Simulation ID: 3 - Scenario Title: Ground taxi',
    );
    expect(headerText({ ...base, voiceName: 'Amy' })).toBe('Simulation ID: 3 - Scenario ID: 11 - Voice: Amy');
  });

  it('adds the voice only to voice simulations', () => {
    const call = callStart();
    const chat = { ...INITIAL_SIM_STATE, phase: 'active' as const, call, simulationType: 'chat' as const };
    expect(headerText(headerInputOf(chat))).toBe('Simulation ID: 3 - Scenario ID: 11');
    expect(headerText(headerInputOf({ ...chat, simulationType: 'voice' }))).toBe(
      'Simulation ID: 3 - Scenario ID: 11 - Voice: Tower (Amy)',
    );
    expect(headerText(headerInputOf(INITIAL_SIM_STATE))).toBe('No Simulation Started');
  });
});

describe('audio and time helpers', () => {
  it('adds a cache-busting timestamp', () => {
    expect(withTimestamp('/media/a.mp3', 5)).toBe('/media/a.mp3?t=5');
    expect(withTimestamp('/media/a.mp3?v=1', 5)).toBe('/media/a.mp3?v=1&t=5');
  });
  it('recognises the ringing file', () => {
    expect(isRinging('/media/sim/ringing.mp3')).toBe(true);
    expect(isRinging('/media/sim/not-ringing.mp3')).toBe(false);
  });
  it('formats the time left', () => {
    expect(formatTimeLeft(605)).toBe('10:05');
    expect(formatTimeLeft(-3)).toBe('0:00');
  });
});
