import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createFrameDecoder, encodeFrame, type Frame } from '../framing';

/** Where the decoder finds its model and words (defaults: Debian's pocketsphinx-en-us). */
export type HelperOptions = {
  /** The compiled apps/server/native/wilco-ps.c. */
  bin: string;
  /** Holds en-us/ (acoustic model) and cmudict-en-us.dict. */
  modelDir: string;
  /** apps/server/native/wilco-ps.dict: aviation words the stock dictionary lacks. */
  extraDict: string;
  /**
   * Adapted acoustic-model parameters to use instead of `<modelDir>/en-us`'s, with the stock
   * model definition (docs/decisions/030-robust-offline-stt.md, adapted-model.ts).
   */
  hmm?: string;
  /** More decoder arguments (an adapted model, docs/decisions/030-robust-offline-stt.md). */
  extraArgs?: string[];
  /**
   * speexdsp's noise suppression before decoding, at most this many dB of attenuation (negative);
   * unset, the decoder hears the audio as it comes (docs/decisions/030-robust-offline-stt.md).
   */
  denoiseDb?: number;
  /**
   * With `denoiseDb`: suppress only the answers whose opening's noise floor (its quietest 10 ms
   * frame) reaches this many dBFS, and let the others through as they came; unset, every answer
   * (docs/decisions/030-robust-offline-stt.md, "Suppressing only when there is noise to suppress").
   */
  denoiseFloor?: number;
};

/** One warm decoder process; requests are answered strictly in order (see wilco-ps.c). */
export type PsHelper = {
  request(type: string, payload?: Buffer | string): Promise<Frame>;
  readonly alive: boolean;
  kill(): void;
};

const READY_TIMEOUT_MS = 15_000;

const denoisers = new Map<string, boolean>();

/**
 * Whether the helper at `bin` was built with speexdsp's suppressor (`wilco-ps --features`); one
 * built without it refuses `--denoise`, so the server then decodes unsuppressed instead of failing
 * to start (docs/decisions/030-robust-offline-stt.md). Asked once per helper binary and process.
 */
export function helperCanDenoise(bin: string): boolean {
  const known = denoisers.get(bin);
  if (known !== undefined) return known;
  if (!existsSync(bin)) return false; // not built yet: asked again once it is
  const result = spawnSync(bin, ['--features'], { encoding: 'utf8', timeout: 5000 });
  const can = result.status === 0 && result.stdout.split(/\s+/).includes('denoise');
  denoisers.set(bin, can);
  return can;
}

/** The decoder's command line: the settings below, each replaced by the same flag in `extraArgs` (pocketsphinx refuses a flag given twice). */
export function decoderArgs(options: HelperOptions): string[] {
  const extra = options.extraArgs ?? [];
  const defaults = [
    '-hmm',
    options.hmm ?? `${options.modelDir}/en-us`,
    ...(options.hmm ? ['-mdef', `${options.modelDir}/en-us/mdef`] : []),
    '-dict',
    `${options.modelDir}/cmudict-en-us.dict`,
    '-logfn',
    '/dev/null',
    // A steep word insertion penalty: without it breaths and digit onsets become extra short
    // words ("two" → "eight you"); measured on flite speech, 0.65 (the default) → 0.005.
    '-wip',
    '0.005',
    // Wider beams than the defaults (1e-48, 1e-48, 7e-29): a free word pays its grammar
    // weight (grammar.ts) at the word exit, and the default word beam pruned every path
    // through one, leaving no hypothesis at all (measured). ~15% more decoder CPU.
    '-beam',
    '1e-60',
    '-pbeam',
    '1e-60',
    '-wbeam',
    '1e-50',
    // The noise estimator adapts across utterances; after the recorder's digital-silence tail
    // it mis-tracks the next onset, and words appear before the speech ("eight unable",
    // "hotel charlie runway ..."; 1.2 points of WER on the bench, measured).
    '-remove_noise',
    'no',
    // Acoustic scores every second frame (docs/product/speech.md, "Decoder settings"): twenty
    // voice calls transmitting together stay real time on two cores (release → final p95 from
    // ~1 s to a few ms), and flite speech is heard better, not worse (bench:stt WER 1.2 → 0.4%).
    '-ds',
    '2',
  ];
  const kept: string[] = [];
  for (let i = 0; i < defaults.length; i += 2)
    if (!extra.includes(defaults[i]!)) kept.push(defaults[i]!, defaults[i + 1]!);
  const floor = options.denoiseFloor === undefined ? [] : ['--denoise-floor', String(options.denoiseFloor)];
  const denoise = options.denoiseDb === undefined ? [] : ['--denoise', String(options.denoiseDb), ...floor];
  return [options.extraDict, ...denoise, ...kept, ...extra];
}

/** Starts wilco-ps and resolves once its decoder is loaded (~0.1 s, ~30 MB). */
export function spawnHelper(options: HelperOptions): Promise<PsHelper> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.bin, decoderArgs(options), { stdio: ['pipe', 'pipe', 'pipe'] });
    const decoder = createFrameDecoder();
    const waiting: { resolve: (f: Frame) => void; reject: (e: Error) => void }[] = [];
    let ready = false;
    let alive = true;
    let stderr = '';

    const fail = (err: Error) => {
      alive = false;
      for (const w of waiting.splice(0)) w.reject(err);
      if (!ready) reject(err);
    };
    const timer = setTimeout(() => {
      fail(new Error('speech recogniser did not start in time'));
      child.kill('SIGKILL');
    }, READY_TIMEOUT_MS);

    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      fail(err);
    });
    // 'close', not 'exit': it comes after stderr has been read, so the reason is in the message.
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`speech recogniser exited (${signal ?? code}) ${stderr.trim()}`.trim()));
    });
    // A request written after the process died gets EPIPE here; the exit handler reports it.
    child.stdin.on('error', () => undefined);
    child.stdout.on('data', (chunk: Buffer) => {
      let frames: Frame[];
      try {
        frames = decoder.push(chunk);
      } catch (err) {
        child.kill('SIGKILL');
        return fail(err as Error);
      }
      for (const frame of frames) {
        if (!ready) {
          ready = true;
          clearTimeout(timer);
          resolve(helper);
          continue;
        }
        const w = waiting.shift();
        if (!w) continue;
        if (frame.type === 'X') w.reject(new Error(frame.payload.toString()));
        else w.resolve(frame);
      }
    });

    const helper: PsHelper = {
      get alive() {
        return alive;
      },
      request(type, payload) {
        if (!alive) return Promise.reject(new Error('speech recogniser is not running'));
        return new Promise<Frame>((res, rej) => {
          waiting.push({ resolve: res, reject: rej });
          child.stdin.write(encodeFrame(type, payload));
        });
      },
      kill() {
        alive = false;
        child.kill('SIGTERM');
      },
    };
  });
}
