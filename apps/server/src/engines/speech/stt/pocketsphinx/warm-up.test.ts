import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../test/app';
import { createSpeechMaker } from '../../../../test/speech';
import { createTo16k } from '../resample';
import { spawnHelper, type PsHelper } from './helper-process';
import { warmUpDecoder } from './warm-up';

const config = testConfig();
const hasHelper = existsSync(config.stt.pocketsphinx.bin);
// "to" only inside its phrase, as in the product's grammar (grammar.ts): in a flat word loop "to"
// and "two" share the pronunciation T UW, and which one wins is a coin toss the test is not about.
const GRAMMAR =
  '#JSGF V1.0;\ngrammar t;\npublic <s> = (runway | two | seven | one | niner | left | right | cleared to land)+;\n';

describe.skipIf(!hasHelper)('decoder warm-up (real wilco-ps)', () => {
  const speech = createSpeechMaker();
  const helpers: PsHelper[] = [];
  afterAll(() => {
    for (const h of helpers) h.kill();
    speech.cleanup();
  });
  const spawn = async () => {
    const h = await spawnHelper(config.stt.pocketsphinx);
    helpers.push(h);
    return h;
  };
  const mean = async (h: PsHelper) => (await h.request('G')).payload.toString().split(',').map(Number);

  it("gives later decoders the first one's cepstral mean, so they hear a first utterance alike", async () => {
    const first = await spawn();
    const untouched = (await mean(first)).slice();
    await warmUpDecoder(first);
    const calibrated = await mean(first);
    expect(calibrated).toHaveLength(13);
    expect(calibrated).not.toEqual(untouched);

    const second = await spawn();
    const requests: string[] = [];
    await warmUpDecoder({
      ...second,
      request: (type, payload) => (requests.push(type), second.request(type, payload)),
    });
    // Given the mean, not decoding the phrase again.
    expect(requests).toEqual(['N']);
    const given = await mean(second);
    given.forEach((v, i) => expect(v).toBeCloseTo(calibrated[i]!, 4));

    const clip = await speech.say('cleared to land runway two seven left');
    const r = createTo16k(22_050);
    const pcm = Buffer.from(Int16Array.from([...r.push(clip), ...r.flush()]).buffer);
    const hear = async (h: PsHelper) => {
      await h.request('J', GRAMMAR);
      await h.request('S');
      await h.request('A', pcm);
      return (await h.request('E')).payload.subarray(8).toString();
    };
    expect(await hear(second)).toBe('cleared to land runway two seven left');
    expect(await hear(first)).toBe('cleared to land runway two seven left');
  });

  it('refuses a mean of the wrong length and keeps decoding', async () => {
    const h = await spawn();
    await expect(h.request('N', '1,2,3')).rejects.toThrow('wrong number of cepstral mean values');
    expect(h.alive).toBe(true);
    expect(await mean(h)).toHaveLength(13);
  });
});
