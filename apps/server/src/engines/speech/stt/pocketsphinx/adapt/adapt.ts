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
import { fillerUnits, keepStockUnits } from './stock-fillers';

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
  /** Front-end settings that replace the model's feat.params (e.g. `-upperf 3500`); MAP only, since the model must learn the new features. */
  frontEnd?: Record<string, string>;
  /** Rounds of Baum-Welch + MAP, each aligning with the previous round's model (default 1). */
  rounds?: number;
  /** Let MAP move the silence and filler phones too (default: they keep Debian's parameters). */
  adaptFillers?: boolean;
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
  const params = new Map(
    readFileSync(path.join(hmm, 'feat.params'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => [l.split(' ')[0]!, l.slice(l.indexOf(' ') + 1)] as const),
  );
  for (const [k, v] of Object.entries(o.frontEnd ?? {})) params.set(k, v);
  writeFileSync(at('feat.params'), [...params].map(([k, v]) => `${k} ${v}\n`).join(''));

  await run('sphinx_fe', [
    '-argfile',
    at('feat.params'),
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
  // One round: Baum-Welch statistics of the utterances against `from`'s parameters.
  const model = (from: { means: string; variances: string; mixw: string; tmat: string }) => [
    '-moddeffn',
    at('mdef.txt'),
    '-ts2cbfn',
    '.ptm.',
    '-meanfn',
    from.means,
    '-varfn',
    from.variances,
    '-mixwfn',
    from.mixw,
    '-tmatfn',
    from.tmat,
  ];
  const stock = {
    means: path.join(hmm, 'means'),
    variances: path.join(hmm, 'variances'),
    mixw: at('mixture_weights'),
    tmat: path.join(hmm, 'transition_matrices'),
  };
  const collect = async (from: typeof stock) => {
    rmSync(at('accum'), { recursive: true, force: true });
    mkdirSync(at('accum'));
    await run(path.join(SPHINXTRAIN_DIR, 'bw'), [
      ...model(from),
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
  };
  await collect(stock);
  mkdirSync(o.outDir, { recursive: true });
  const mllr = path.join(o.outDir, 'mllr_matrix');
  await run(path.join(SPHINXTRAIN_DIR, 'mllr_solve'), [
    '-meanfn',
    stock.means,
    '-varfn',
    stock.variances,
    '-outmllrfn',
    mllr,
    '-accumdir',
    at('accum'),
  ]);
  if (!o.map) return { mllr };

  const adapted = path.join(o.outDir, 'en-us');
  mkdirSync(adapted, { recursive: true });
  const out = {
    means: path.join(adapted, 'means'),
    variances: path.join(adapted, 'variances'),
    mixw: path.join(adapted, 'mixture_weights'),
    tmat: path.join(adapted, 'transition_matrices'),
  };
  for (let round = 0; round < (o.rounds ?? 1); round++) {
    // Each round's prior is the last round's model; its statistics are aligned with that model too.
    const from = round === 0 ? stock : { ...out };
    if (round > 0) {
      for (const [k, f] of Object.entries(out)) copyFileSync(f, at(`prior-${k}`));
      Object.assign(from, {
        means: at('prior-means'),
        variances: at('prior-variances'),
        mixw: at('prior-mixw'),
        tmat: at('prior-tmat'),
      });
      await collect(from);
    }
    await run(path.join(SPHINXTRAIN_DIR, 'map_adapt'), [
      ...model(from),
      '-accumdir',
      at('accum'),
      '-mapmeanfn',
      out.means,
      '-mapvarfn',
      out.variances,
      '-mapmixwfn',
      out.mixw,
      '-maptmatfn',
      out.tmat,
    ]);
  }
  if (!o.adaptFillers) {
    const fillers = fillerUnits(readFileSync(at('mdef.txt'), 'utf8'));
    const keep = [
      ['means', 'gaussians', fillers.codebooks],
      ['variances', 'gaussians', fillers.codebooks],
      ['mixw', 'mixw', fillers.senones],
      ['tmat', 'tmat', fillers.tmats],
    ] as const;
    for (const [k, kind, units] of keep)
      writeFileSync(out[k], keepStockUnits(readFileSync(out[k]), readFileSync(stock[k]), kind, [...units]));
  }
  for (const f of ['mdef', 'noisedict']) copyFileSync(path.join(hmm, f), path.join(adapted, f));
  copyFileSync(at('feat.params'), path.join(adapted, 'feat.params'));
  return { mllr, hmm: adapted };
}
