import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BG_AUDIO_MAX_BYTES, type AudioUpload, type CallerProfile, type VoicePreview } from '@wilco/shared';
import { pickVoice, voiceSpecOf } from '../../engines/simulation/caller-voice';
import type { TextToSpeech } from '../../engines/speech/tts';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';

type Deps = { tts: TextToSpeech; mediaDir: string; mediaUrl: string };

const KINDS = [
  {
    type: 'audio/mpeg',
    ext: 'mp3',
    is: (b: Buffer) =>
      b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
  },
  {
    type: 'audio/wav',
    ext: 'wav',
    is: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE',
  },
  { type: 'audio/ogg', ext: 'ogg', is: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'OggS' },
] as const;

/**
 * docs/product/scenario-builder.md, "Background audio": the declared type must match what the bytes
 * are (an MP3, WAV or Ogg file), so a renamed file of another kind is refused.
 */
export function audioKindOf(declared: string, bytes: Buffer) {
  const kind = KINDS.find((k) => k.type === declared);
  if (!kind)
    throw badRequest(`Background audio must be MP3, WAV or Ogg, not ${declared || 'an unknown type'}`);
  if (!bytes.length) throw badRequest('The audio file is empty');
  if (bytes.length > BG_AUDIO_MAX_BYTES)
    throw new HttpError(413, `Background audio may be at most ${BG_AUDIO_MAX_BYTES / 1024 / 1024} MB`);
  if (!kind.is(bytes))
    throw badRequest(`This file is not ${kind.ext.toUpperCase()} audio, whatever its name says`);
  return kind;
}

/** Background audio uploads and voice previews for the builder. */
export function createScriptMediaService({ tts, mediaDir, mediaUrl }: Deps) {
  return {
    /** Stored under the media store by content hash, one folder per school. */
    async uploadAudio(auth: AuthContext, declared: string, bytes: Buffer): Promise<AudioUpload> {
      const kind = audioKindOf(declared, bytes);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const rel = path.posix.join('scenario-audio', `t${auth.tenantId}`, `${hash}.${kind.ext}`);
      const file = path.join(mediaDir, rel);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
      return { url: `${mediaUrl.replace(/\/$/, '')}/${rel}`, bytes: bytes.length, type: kind.type };
    },

    /**
     * docs/product/scenario-builder.md, "Voice preview": the line in the voice a call would pick for
     * this caller profile, through the same cached TTS and radio effect.
     */
    async preview(
      text: string,
      profile: CallerProfile | null,
      station: string | null,
      selected: unknown[],
    ): Promise<VoicePreview> {
      const voice = pickVoice(profile, station, selected);
      const url = await tts.speak(text, voiceSpecOf(voice));
      if (!url) throw new HttpError(503, 'The caller voice is not available on this server right now');
      return { audio_url: url, voice: voice.display_name };
    },
  };
}
export type ScriptMediaService = ReturnType<typeof createScriptMediaService>;
