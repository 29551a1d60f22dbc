import { execFile } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Prosody, SpeechEngine, VoiceSpec } from './tts';

const run = promisify(execFile);
const TIMEOUT = { timeout: 15_000 };

export type OfflineBins = { flite: string; espeak: string; sox: string };

const FLITE_VOICES = new Set(['slt', 'rms', 'awb', 'kal', 'kal16']);
/** espeak-ng variants closest to each flite voice (slt female US, rms/kal male US, awb Scottish). */
const ESPEAK_VOICES: Record<string, string> = {
  slt: 'en-us+f3',
  rms: 'en-us+m3',
  kal: 'en-us+m1',
  kal16: 'en-us+m1',
  awb: 'en-gb-scotland+m2',
};

/** sox effects for a delivery: none when neutral. */
export function prosodyEffects(prosody: Prosody | undefined): string[] {
  if (!prosody) return [];
  return [
    ...(prosody.tempo !== 1 ? ['tempo', '-s', String(prosody.tempo)] : []),
    ...(prosody.pitchCents !== 0 ? ['pitch', String(prosody.pitchCents)] : []),
  ];
}

/**
 * Resample to 22050 Hz mono 16-bit and normalise; the radio effect band-passes to a radio's
 * 300–3400 Hz with a little overdrive (docs/product/speech.md, "Measured on this machine").
 * A delivery (docs/product/simulations.md, "Voice") changes speed and pitch first. Written
 * beside `file`, then renamed into place, so a reader never sees half a file.
 */
export async function finishWithSox(
  sox: string,
  raw: string,
  file: string,
  radio: boolean,
  prosody?: Prosody,
): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp.wav`;
  const effect = [
    ...prosodyEffects(prosody),
    ...(radio ? ['sinc', '300-3400', 'overdrive', '3', 'gain', '-n', '-1'] : ['gain', '-n', '-1']),
  ];
  try {
    await run(sox, [raw, '-r', '22050', '-c', '1', '-b', '16', tmp, ...effect], TIMEOUT);
    renameSync(tmp, file);
  } finally {
    rmSync(tmp, { force: true });
  }
}

function offlineEngine(
  name: string,
  sox: string,
  speak: (text: string, voice: VoiceSpec, raw: string) => Promise<unknown>,
): SpeechEngine {
  return {
    name,
    async synthesize(text, voice, file) {
      const raw = `${file}.${process.pid}.raw.wav`;
      try {
        await speak(text, voice, raw);
        await finishWithSox(sox, raw, file, voice.radioEffect, voice.prosody);
      } finally {
        rmSync(raw, { force: true });
      }
    },
  };
}

/**
 * flite (Debian): ~40 ms a phrase for the natural voices
 * (docs/product/speech.md, "Measured on this machine").
 */
export function createFliteEngine(bins: OfflineBins): SpeechEngine {
  return offlineEngine('flite', bins.sox, (text, voice, raw) =>
    run(
      bins.flite,
      ['-voice', FLITE_VOICES.has(voice.voice) ? voice.voice : 'slt', '-t', text, '-o', raw],
      TIMEOUT,
    ),
  );
}

/** espeak-ng: faster (~12 ms) and more robotic; handy where flite is not packaged. */
export function createEspeakEngine(bins: OfflineBins): SpeechEngine {
  return offlineEngine('espeak-ng', bins.sox, (text, voice, raw) =>
    run(bins.espeak, ['-v', ESPEAK_VOICES[voice.voice] ?? 'en-us', '-s', '160', '-w', raw, text], TIMEOUT),
  );
}
