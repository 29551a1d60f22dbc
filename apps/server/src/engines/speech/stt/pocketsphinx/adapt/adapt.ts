/**
 * Adapts pocketsphinx's en-us acoustic model to the speech the learner's microphone delivers, with
 * Debian's sphinxtrain (docs/decisions/030-robust-offline-stt.md): sphinx_fe turns the utterances
 * into the model's features, bw collects Baum-Welch statistics against their transcripts, then
 * mllr_solve estimates one MLLR transform of the Gaussian means and map_adapt optionally moves
 * the model itself (MAP). Everything happens in `outDir`; nothing is downloaded.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readSendump, writeMixtureWeights } from './mixw';

const exec = promisify(execFile);
/** Debian installs sphinxtrain's tools outside PATH. */
export const SPHINXTRAIN_DIR = '/usr/lib/sphinxtrain';

export type Utterance = { id: string; text: string; pcm16k: Int16Array };

export type AdaptOptions = {
  /** The compiled wilco-ps (it writes the text model definition bw needs). */
  bin: string;
  /** Holds en-us/ and cmudict-en-us.dict (Debian's pocketsphinx-en-us). */
  modelDir: string;
  extraDict: string;
  outDir: string;
  /** Also MAP-adapt (a new model directory) after MLLR; otherwise only the transform. */
  map: boolean;
};

export type Adapted = { mllr: string; hmm?: string };

const run = (cmd: string, args: string[]) =>
  exec(cmd, args, { maxBuffer: 64 * 1024 * 1024, timeout: 30 * 60_000 }).catch(
    (err: Error & { stderr?: string }) => {
      throw new Error(`${path.basename(cmd)} failed: ${(err.stderr ?? err.message).slice(-800)}`);
    },
  );

export async function adaptModel(utterances: Utterance[], o: AdaptOptions): Promise<Adapted> {
  const hmm = path.join(o.modelDir, 'en-us');
  const work = path.join(o.outDir, 'work');
  rmSync(work, { recursive: true, force: true });
  for (const dir of ['audio', 'features', 'accum']) mkdirSync(path.join(work, dir), { recursive: true });
  const at = (name: string) => path.join(work, name);

  for (const u of utterances)
    writeFileSync(
      path.join(work, 'audio', `${u.id}.raw`),
      Buffer.from(u.pcm16k.buffer, u.pcm16k.byteOffset, u.pcm16k.byteLength),
    );
  writeFileSync(at('ids'), utterances.map((u) => `${u.id}\n`).join(''));
  writeFileSync(at('transcripts'), utterances.map((u) => `<s> ${u.text} </s> (${u.id})\n`).join(''));
  // The recogniser's words: the stock dictionary plus the aviation words it lacks.
  writeFileSync(
    at('dict'),
    readFileSync(path.join(o.modelDir, 'cmudict-en-us.dict'), 'utf8') +
      readFileSync(o.extraDict, 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => `${l}\n`)
        .join(''),
  );
  writeFileSync(
    at('mixture_weights'),
    writeMixtureWeights(readSendump(readFileSync(path.join(hmm, 'sendump')))),
  );
  await run(o.bin, ['--mdef-text', path.join(hmm, 'mdef'), at('mdef.txt')]);

  await run('sphinx_fe', [
    '-argfile',
    path.join(hmm, 'feat.params'),
    '-samprate',
    '16000',
    '-c',
    at('ids'),
    '-di',
    at('audio'),
    '-ei',
    'raw',
    '-raw',
    'yes',
    '-input_endian',
    'little',
    '-do',
    at('features'),
    '-eo',
    'mfc',
  ]);
  const model = [
    '-moddeffn',
    at('mdef.txt'),
    '-ts2cbfn',
    '.ptm.',
    '-meanfn',
    path.join(hmm, 'means'),
    '-varfn',
    path.join(hmm, 'variances'),
    '-mixwfn',
    at('mixture_weights'),
    '-tmatfn',
    path.join(hmm, 'transition_matrices'),
  ];
  await run(path.join(SPHINXTRAIN_DIR, 'bw'), [
    ...model,
    '-feat',
    '1s_c_d_dd',
    '-svspec',
    '0-12/13-25/26-38',
    '-cmn',
    'current',
    '-agc',
    'none',
    '-dictfn',
    at('dict'),
    '-fdictfn',
    path.join(hmm, 'noisedict'),
    '-ctlfn',
    at('ids'),
    '-lsnfn',
    at('transcripts'),
    '-cepdir',
    at('features'),
    '-accumdir',
    at('accum'),
  ]);
  mkdirSync(o.outDir, { recursive: true });
  const mllr = path.join(o.outDir, 'mllr_matrix');
  await run(path.join(SPHINXTRAIN_DIR, 'mllr_solve'), [
    '-meanfn',
    path.join(hmm, 'means'),
    '-varfn',
    path.join(hmm, 'variances'),
    '-outmllrfn',
    mllr,
    '-accumdir',
    at('accum'),
  ]);
  if (!o.map) return { mllr };

  const adapted = path.join(o.outDir, 'en-us');
  mkdirSync(adapted, { recursive: true });
  await run(path.join(SPHINXTRAIN_DIR, 'map_adapt'), [
    ...model,
    '-accumdir',
    at('accum'),
    '-mapmeanfn',
    path.join(adapted, 'means'),
    '-mapvarfn',
    path.join(adapted, 'variances'),
    '-mapmixwfn',
    path.join(adapted, 'mixture_weights'),
    '-maptmatfn',
    path.join(adapted, 'transition_matrices'),
  ]);
  for (const f of ['mdef', 'feat.params', 'noisedict'])
    copyFileSync(path.join(hmm, f), path.join(adapted, f));
  return { mllr, hmm: adapted };
}
