/**
 * The real-life conditions `npm run bench:stt` hears answers in (docs/decisions/030-robust-offline-stt.md):
 * voices, degradations, and which of them form the held-out part that tuning never looks at.
 *
 * Held out, chosen before any tuning: the held-out phrases of clips.ts spoken by voices that
 * speak none of the tuning clips (flite rms and awb, espeak-ng en-gb-scotland and en-us-nyc).
 * Tuning (and any acoustic-model adaptation) only ever sees the tuning phrases in the tuning
 * voices.
 */
export type Voice = { id: string; engine: 'flite' | 'espeak'; name: string; heldOut: boolean };

/**
 * espeak-ng 1.51 has no en-IN, en-AU or en-ZA voice (those names fall back to its British
 * voice, byte for byte), so its other English accents stand in beside en-US and en-GB.
 */
export const VOICES: Voice[] = [
  { id: 'flite-slt', engine: 'flite', name: 'slt', heldOut: false },
  { id: 'flite-kal16', engine: 'flite', name: 'kal16', heldOut: false },
  { id: 'espeak-en-us', engine: 'espeak', name: 'en-us', heldOut: false },
  { id: 'espeak-en-gb-x-rp', engine: 'espeak', name: 'en-gb-x-rp', heldOut: false },
  { id: 'espeak-en-029', engine: 'espeak', name: 'en-029', heldOut: false },
  { id: 'flite-rms', engine: 'flite', name: 'rms', heldOut: true },
  { id: 'flite-awb', engine: 'flite', name: 'awb', heldOut: true },
  { id: 'espeak-en-gb-scotland', engine: 'espeak', name: 'en-gb-scotland', heldOut: true },
  { id: 'espeak-en-us-nyc', engine: 'espeak', name: 'en-us-nyc', heldOut: true },
];

export type Noise = 'white' | 'engine' | 'babble';

/** Applied in this order, as sound meets a microphone then a channel then a recorder's gain. */
export type Degradation = {
  reverb?: true;
  noise?: { kind: Noise; snrDb: number };
  /** `headset`: 8 kHz sampling (Bluetooth hands-free); `radio`: a 300–3400 Hz band-pass. */
  band?: 'headset' | 'radio';
  /** `quiet`: −30 dB; `clipped`: +12 dB into the 16-bit ceiling. */
  gain?: 'quiet' | 'clipped';
};

/** The summary line's groups (the targets), or `other` for table-only conditions. */
export type Group = 'clean' | 'band' | 'noise20' | 'noise10' | 'radio' | 'other';

export type Condition = { id: string; group: Group; degrade: Degradation };

const noise = (kind: Noise, snrDb: number) => ({ kind, snrDb });

export const CONDITIONS: Condition[] = [
  { id: 'clean', group: 'clean', degrade: {} },
  { id: 'headset 8 kHz', group: 'band', degrade: { band: 'headset' } },
  { id: 'radio 300-3400', group: 'band', degrade: { band: 'radio' } },
  { id: 'white 20 dB', group: 'noise20', degrade: { noise: noise('white', 20) } },
  { id: 'engine 20 dB', group: 'noise20', degrade: { noise: noise('engine', 20) } },
  { id: 'babble 20 dB', group: 'noise20', degrade: { noise: noise('babble', 20) } },
  { id: 'white 10 dB', group: 'noise10', degrade: { noise: noise('white', 10) } },
  { id: 'engine 10 dB', group: 'noise10', degrade: { noise: noise('engine', 10) } },
  { id: 'babble 10 dB', group: 'noise10', degrade: { noise: noise('babble', 10) } },
  { id: 'radio + white 20 dB', group: 'radio', degrade: { band: 'radio', noise: noise('white', 20) } },
  { id: 'radio + engine 20 dB', group: 'radio', degrade: { band: 'radio', noise: noise('engine', 20) } },
  { id: 'quiet (-30 dB)', group: 'other', degrade: { gain: 'quiet' } },
  { id: 'clipped (+12 dB)', group: 'other', degrade: { gain: 'clipped' } },
  { id: 'room reverb', group: 'other', degrade: { reverb: true } },
  {
    id: 'reverb + babble 20 dB',
    group: 'other',
    degrade: { reverb: true, noise: noise('babble', 20) },
  },
  {
    id: 'headset + engine 10 dB',
    group: 'other',
    degrade: { band: 'headset', noise: noise('engine', 10) },
  },
  {
    id: 'clipped + white 20 dB',
    group: 'other',
    degrade: { gain: 'clipped', noise: noise('white', 20) },
  },
];

/** Background talk for babble noise: none of it is a bench phrase, in voices of both parts. */
export const BABBLE: { voice: Voice; text: string }[] = [
  { voice: VOICES[0]!, text: 'the coffee machine on the second floor has been broken since monday morning' },
  { voice: VOICES[5]!, text: 'we should book the hotel near the beach before the prices go up again' },
  { voice: VOICES[2]!, text: 'my brother said the football match was cancelled because of the rain' },
  { voice: VOICES[6]!, text: 'please remember to water the plants and feed the cat while I am away' },
  { voice: VOICES[3]!, text: 'the new restaurant downtown serves the best noodles I have ever tasted' },
  { voice: VOICES[7]!, text: 'turn the music down a little, the children are trying to sleep upstairs' },
];
