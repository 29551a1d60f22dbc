import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { selectedVoiceOf, type CallerProfile } from '@wilco/shared';
import type { Prosody, TextToSpeech, VoiceSpec } from '../speech/tts';
import type { CallerVoice } from './types';

const run = promisify(execFile);

export type PickedVoice = VoiceSpec & { display_name: string };

/**
 * How each emotion is delivered (docs/product/simulations.md, "Voice"): a stressed caller talks
 * fast and high, an upset one a little less so, a sad one slow and low; calm is the voice as it
 * is. Small enough that the words stay clear through the radio effect.
 */
export const EMOTION_PROSODY: Record<CallerProfile['emotion'], Prosody | undefined> = {
  calm: undefined,
  stressed: { tempo: 1.15, pitchCents: 150 },
  upset: { tempo: 1.08, pitchCents: 100 },
  sad: { tempo: 0.88, pitchCents: -100 },
};

/**
 * docs/product/simulations.md, "Voice": the offline engine has one female voice (slt, US) and
 * three male ones (rms US, awb Scottish, kal US); the first language code of the caller
 * profile picks among them, and its emotion sets the delivery. Every profile is an adult.
 */
export function pickVoice(
  profile: CallerProfile | null,
  station: string | null,
  selected: readonly unknown[] = [],
): PickedVoice {
  const sex = profile?.sex ?? 'male';
  const language = profile?.language_codes[0] ?? 'en-US';
  // docs/product/scenario-builder.md, "Voice preview": a voice the author pinned wins over the profile.
  const voice =
    selectedVoiceOf(selected) ??
    (sex === 'female' ? 'slt' : language === 'en-GB' ? 'awb' : language === 'en-US' ? 'rms' : 'kal');
  return {
    id: `sim-${voice}`,
    voice,
    radioEffect: true,
    ...(profile && EMOTION_PROSODY[profile.emotion] ? { prosody: EMOTION_PROSODY[profile.emotion] } : {}),
    display_name: `${station?.trim() || 'Caller'} — ${sex}, ${language}`,
  };
}

/** The call's fixed sounds, under /media/sim-audio (ringing.mp3 at /media/ringing.mp3). */
export type CallSounds = { ringingUrl: string; answerUrl: string; hangupUrl: string };

/**
 * Debian's sox cannot write MP3 (no libsox-fmt-mp3), and the spec keys the ringing on the
 * file name `ringing.mp3`: the file holds WAV and is served as audio/wav (plugins/web.ts);
 * browsers play media by content. Generated once, when missing.
 */
export async function ensureCallSounds(sox: string, mediaDir: string, mediaUrl: string): Promise<CallSounds> {
  const base = mediaUrl.replace(/\/$/, '');
  const sounds: [string, string[]][] = [
    // US ring: 440 + 480 Hz, 2 s on, 2 s off, twice.
    [
      'ringing.mp3',
      [
        'synth',
        '2',
        'sine',
        '440',
        'sine',
        '480',
        'remix',
        '-',
        'gain',
        '-8',
        'pad',
        '0',
        '2',
        'repeat',
        '1',
      ],
    ],
    ['sim-audio/answer.wav', ['synth', '0.06', 'brownnoise', 'gain', '-18', 'fade', '0', '0.06', '0.05']],
    [
      'sim-audio/hangup.wav',
      ['synth', '0.18', 'sine', '480', 'gain', '-10', 'pad', '0', '0.12', 'repeat', '2'],
    ],
  ];
  mkdirSync(path.join(mediaDir, 'sim-audio'), { recursive: true });
  for (const [name, effects] of sounds) {
    const file = path.join(mediaDir, name);
    if (existsSync(file)) continue;
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      // Two input channels so the ring's two tones can be mixed into one.
      await run(sox, [
        '-r',
        '22050',
        '-c',
        '2',
        '-n',
        '-r',
        '22050',
        '-c',
        '1',
        '-b',
        '16',
        '-t',
        'wav',
        tmp,
        ...effects,
      ]);
      renameSync(tmp, file);
    } finally {
      rmSync(tmp, { force: true });
    }
  }
  return {
    ringingUrl: `${base}/ringing.mp3`,
    answerUrl: `${base}/sim-audio/answer.wav`,
    hangupUrl: `${base}/sim-audio/hangup.wav`,
  };
}

/** What the TTS needs of a picked voice. */
export const voiceSpecOf = (voice: PickedVoice): VoiceSpec => ({
  id: voice.id,
  voice: voice.voice,
  radioEffect: voice.radioEffect,
  ...(voice.prosody ? { prosody: voice.prosody } : {}),
});

/** The caller of one call: its lines through the cached TTS with the radio effect. */
export function callerVoice(tts: TextToSpeech, voice: PickedVoice, ringingUrl: string): CallerVoice {
  const spec = voiceSpecOf(voice);
  return { ringingUrl, speak: (text) => tts.speak(text, spec) };
}
