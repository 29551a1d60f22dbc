import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDecoderInput, type Band } from '../band';
import type { Resampler } from '../resample';
import {
  defaultTranscript,
  STT_BUSY_MESSAGE,
  SttStartupError,
  type SttProvider,
  type SttStream,
} from '../types';
import { fitsStockModel } from './adapted-model';
import { loadDictionaryWords } from './dictionary';
import { parseFinal } from './confidence';
import { buildGrammar } from './grammar';
import { helperCanDenoise, type PsHelper } from './helper-process';
import { createHelperPool, PoolBusyError, type PoolLimits, type PoolOptions } from './pool';
import { warmUpDecoder } from './warm-up';

export type PocketsphinxOptions = PoolLimits & {
  bin: string;
  modelDir: string;
  extraDict: string;
  /**
   * How often interim text is read while audio arrives (every 100–200 ms, docs/decisions/008-offline-stt.md).
   */
  partialIntervalMs: number;
  /** The band every answer is filtered to before decoding (docs/decisions/030-robust-offline-stt.md). */
  band?: Band;
  /** An adapted acoustic model directory instead of Debian's (docs/decisions/030-robust-offline-stt.md). */
  hmm?: string;
  /** speexdsp's noise suppression in wilco-ps, at most this many dB (helper-process.ts). */
  denoiseDb?: number;
  /** Only on answers whose opening's noise floor reaches this many dBFS (helper-process.ts). */
  denoiseFloor?: number;
  /**
   * Suppress with Debian's model too; otherwise only with an adapted one (with Debian's it costs
   * clean speech dearly, docs/decisions/030-robust-offline-stt.md).
   */
  denoiseStock?: boolean;
  extraArgs?: string[];
  /** Starts a decoder process; unit tests pass a double. */
  spawn?: PoolOptions['spawn'];
};

const toBuffer = (pcm: Int16Array) => Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);

/** The offline default: pocketsphinx 0.8 in warm wilco-ps helper processes, one per session. */
export function createPocketsphinxProvider(options: PocketsphinxOptions): SttProvider {
  const band = options.band ?? null;
  // Adapted parameters that do not belong to the installed stock model are left aside.
  const hmm = options.hmm && fitsStockModel(options.hmm, options.modelDir) ? options.hmm : undefined;
  // Suppression only with the model it was measured with, and only from a helper that has it.
  const denoise =
    options.denoiseDb !== undefined &&
    (hmm !== undefined || options.denoiseStock === true) &&
    helperCanDenoise(options.bin);
  const denoiseDb = denoise ? options.denoiseDb : undefined;
  const denoiseFloor = denoise ? options.denoiseFloor : undefined;
  const confidenceModel = hmm ? 'adapted' : 'stock';
  const decoder = JSON.stringify([hmm ?? null, denoiseDb ?? null, denoiseFloor ?? null]);
  const pool = createHelperPool({
    ...options,
    hmm,
    denoiseDb,
    denoiseFloor,
    warmUp: (h) => warmUpDecoder(h, band, 'flite', decoder),
  });
  const dictionaries = [path.join(options.modelDir, 'cmudict-en-us.dict'), options.extraDict];
  /**
   * The search each decoder holds: building one costs ~36 ms of CPU (decision 032), so a session
   * asking for the search its decoder already has (a class on one question) skips it.
   */
  const searches = new WeakMap<PsHelper, string>();
  async function useSearch(helper: PsHelper, expected: string[], words: Set<string>) {
    const jsgf = buildGrammar(expected, (w) => words.has(w)).jsgf;
    if (searches.get(helper) === jsgf) return;
    searches.delete(helper);
    await helper.request('J', jsgf);
    searches.set(helper, jsgf);
  }

  function checkInstalled() {
    if (!existsSync(options.bin))
      throw new SttStartupError(
        'The offline speech recogniser is not built. Run `npm start` (it compiles it) and try again.',
      );
    if (!existsSync(path.join(options.modelDir, 'en-us')) || !existsSync(dictionaries[0]!))
      throw new SttStartupError(
        'The offline speech model is not installed (Debian package pocketsphinx-en-us).',
      );
  }

  return {
    name: 'pocketsphinx',
    async open({ expected, sampleRate }, listener) {
      checkInstalled();
      const words = loadDictionaryWords(dictionaries);
      let helper: PsHelper;
      try {
        helper = await pool.acquire();
      } catch (err) {
        if (err instanceof PoolBusyError) throw new SttStartupError(STT_BUSY_MESSAGE, 'busy');
        throw new SttStartupError(`The offline speech recogniser did not start: ${(err as Error).message}`);
      }
      try {
        await useSearch(helper, expected, words);
      } catch (err) {
        pool.release(helper);
        throw new SttStartupError(
          `The offline speech recogniser refused the question: ${(err as Error).message}`,
        );
      }

      let resampler: Resampler = createDecoderInput(sampleRate, band);
      let inUtterance = false;
      let dirty = false;
      let polling = false;
      let lastPartial = '';
      let closed = false;
      const fail = (err: Error) => {
        if (!closed) listener.error(`Speech recognition failed: ${err.message}`);
      };
      const send = (type: string, payload?: Buffer) => helper.request(type, payload).catch(fail);

      // docs/product/speech.md, "The /stt socket": interim text keeps flowing while the learner speaks.
      const timer = setInterval(() => {
        if (!dirty || polling || !inUtterance) return;
        dirty = false;
        polling = true;
        helper
          .request('P')
          .then((frame) => {
            const text = frame.payload.toString();
            if (text && text !== lastPartial && inUtterance) listener.partial(text);
            lastPartial = text;
          })
          .catch(fail)
          .finally(() => (polling = false));
      }, options.partialIntervalMs);
      timer.unref();

      const stream: SttStream = {
        write(pcm) {
          if (closed) return;
          if (!inUtterance) {
            inUtterance = true;
            void send('S');
          }
          const out = resampler.push(pcm);
          if (out.length) void send('A', toBuffer(out));
          dirty = true;
        },
        async finalize() {
          if (!inUtterance) {
            listener.transcript(defaultTranscript('', 0, true, true));
            return;
          }
          void send('A', toBuffer(resampler.flush()));
          resampler = createDecoderInput(sampleRate, band);
          inUtterance = false;
          lastPartial = '';
          const { text, confidence } = parseFinal((await helper.request('E')).payload, confidenceModel);
          listener.transcript(defaultTranscript(text, confidence, true, true));
        },
        async search(next) {
          await useSearch(helper, next, words);
        },
        async close() {
          if (closed) return;
          closed = true;
          clearInterval(timer);
          if (inUtterance) await helper.request('E').catch(() => undefined);
          pool.release(helper);
        },
      };
      return stream;
    },
    prepare() {
      if (existsSync(options.bin)) pool.prewarm();
    },
    async warmed() {
      if (existsSync(options.bin)) await pool.warmed();
    },
    async shutdown() {
      pool.close();
    },
  };
}
