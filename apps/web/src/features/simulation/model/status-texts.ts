import type { QueueDisplay } from '@wilco/shared';
import { SETUP_PHASES, isStandalone, type SimState } from './machine';

/** What the product is busy with while setting up (docs/product/simulations.md "Status texts"). */
export type SetupFlags = {
  queueLoading: boolean;
  scenarioLoading: boolean;
  acknowledgementLoading: boolean;
  awaitingAcknowledgement: boolean;
  connecting: boolean;
  startTimerRunning: boolean;
  simulationLoading: boolean;
  completionLoading: boolean;
  miscAudioPlaying: boolean;
  deepLinkLoading: boolean;
};

/** First match wins: the list is in the documented priority order. */
const SETUP_TEXTS: [keyof SetupFlags, string][] = [
  ['queueLoading', 'Obtaining Queue...'],
  ['scenarioLoading', 'Obtaining Scenario...'],
  ['acknowledgementLoading', 'Acknowledging...'],
  ['awaitingAcknowledgement', 'Awaiting Confirmation...'],
  ['connecting', 'Establishing Connection...'],
  ['startTimerRunning', 'Get Ready...'],
  ['simulationLoading', 'Loading...'],
  ['completionLoading', 'Completing Simulation...'],
  ['miscAudioPlaying', 'Get Ready'],
  ['deepLinkLoading', 'Setting up Deep Link...'],
];

export const DEFAULT_SETUP_TEXT = 'Setting Up...';

export function setupStatusText(flags: SetupFlags): string {
  return SETUP_TEXTS.find(([flag]) => flags[flag])?.[1] ?? DEFAULT_SETUP_TEXT;
}

/** The "setting up" flag: any of the start timer's neighbours holds (the timer itself does not). */
export function isSettingUp(flags: SetupFlags): boolean {
  return (
    flags.simulationLoading ||
    flags.queueLoading ||
    flags.scenarioLoading ||
    flags.acknowledgementLoading ||
    flags.awaitingAcknowledgement ||
    flags.connecting ||
    flags.completionLoading ||
    flags.miscAudioPlaying ||
    flags.deepLinkLoading
  );
}

/** The flags as the machine's state implies them. */
export function setupFlagsOf(state: SimState): SetupFlags {
  const { phase } = state;
  const isDeepLink = isStandalone(state.source);
  return {
    queueLoading: phase === 'queue-loading',
    scenarioLoading: phase === 'scenario-loading',
    acknowledgementLoading: phase === 'ack-loading' || phase === 'acknowledging',
    awaitingAcknowledgement: phase === 'awaiting-ack',
    connecting: phase === 'connecting' && !isDeepLink,
    startTimerRunning: phase === 'countdown',
    simulationLoading: phase === 'connecting' && !isDeepLink,
    completionLoading: phase === 'completing',
    miscAudioPlaying: state.isMiscAudioPlaying && (phase === 'countdown' || phase === 'active'),
    deepLinkLoading: phase === 'connecting' && isDeepLink,
  };
}

export const NO_SIMULATION_TEXT = 'No Simulation Started';
export const LOADING_SIMULATION_TEXT = 'Loading Simulation...';

export type HeaderInput = {
  hasSimulation: boolean;
  isLoading: boolean;
  simulationId: number | null;
  scenarioId: number | null;
  scenarioTitle: string;
  queueDisplay: QueueDisplay;
  voiceName: string | null;
};

/** The header line (docs/product/simulations.md "Header"). */
export function headerText(input: HeaderInput): string {
  if (input.isLoading) return LOADING_SIMULATION_TEXT;
  if (!input.hasSimulation) return NO_SIMULATION_TEXT;
  const scenario =
    input.queueDisplay === 'SCENARIO_TITLE'
      ? `Scenario Title: ${input.scenarioTitle}`
      : `Scenario ID: ${input.scenarioId ?? ''}`;
  const voice = input.voiceName ? ` - Voice: ${input.voiceName}` : '';
  return `Simulation ID: ${input.simulationId ?? ''} - ${scenario}${voice}`;
}

/** The header input the machine's state implies. */
export function headerInputOf(state: SimState): HeaderInput {
  const call = state.call;
  const isSetup = SETUP_PHASES.includes(state.phase);
  return {
    hasSimulation: call !== null && state.phase !== 'idle',
    isLoading: isSetup,
    simulationId: call?.tenant_sim_id ?? null,
    scenarioId: call?.tenant_script_id ?? null,
    scenarioTitle: call?.script_name ?? '',
    queueDisplay: state.queueDisplay,
    voiceName: call && state.simulationType === 'voice' ? call.voice.display_name : null,
  };
}

/** mm:ss of the time the learner may still simulate. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** docs/product/simulations.md: every audio URL gets a timestamp so the browser never replays a cached file. */
export function withTimestamp(url: string, now: number = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}

/** The ringing file is played as miscellaneous audio at volume 1. */
export function isRinging(url: string): boolean {
  return /(^|\/)ringing\.mp3(\?|#|$)/.test(url);
}
