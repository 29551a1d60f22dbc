import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../../test/app';
import { loadDictionaryWords } from './dictionary';
import { buildGrammar, FREE_WEIGHTS, ICAO_DIGIT_WEIGHT, toTemplate } from './grammar';
import { spawnHelper } from './helper-process';
import { GENERAL_PHRASES } from './phraseology';

const everyWord = () => true;
const rules = (jsgf: string) =>
  new Map(
    jsgf
      .split('\n')
      .map((line) => /^(public )?(<\w+>) = (.*);$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[2]!, m[3]!]),
  );
const phrasesOf = (jsgf: string) => rules(jsgf).get('<phrase>')!.split(' | ');

describe('toTemplate', () => {
  const t = (s: string) => toTemplate(s.split(' ')).join(' ');

  it('replaces every value by a typed slot, so no value is ever fixed', () => {
    expect(t('cleared to land runway two seven left')).toBe('cleared to land runway <number> <side>');
    expect(t('contact tower one one eight point three')).toBe('contact tower <frequency>');
    expect(t('call sign november one two three alpha bravo')).toBe('call sign <callsign>');
    expect(t('taxi via bravo')).toBe('taxi via <alnum>');
    expect(t('heading two seven zero')).toBe('heading <number>');
  });

  it('keeps a side word that follows no number as a word', () => {
    expect(t('turn left heading three six zero')).toBe('turn left heading <number>');
  });
});

describe('buildGrammar', () => {
  it('holds the general phraseology whatever the question expects', () => {
    const phrases = phrasesOf(buildGrammar([], everyWord).jsgf);
    for (const phrase of GENERAL_PHRASES) expect(phrases).toContain(phrase);
  });

  it('adds the expected clauses as templates, never their values', () => {
    const { jsgf } = buildGrammar(['Hold short runway 22R', 'Squawk 7500, N123AB'], everyWord);
    const phrases = phrasesOf(jsgf);
    expect(phrases).toContain('hold short runway <number> <side>');
    expect(phrases).toContain('<callsign>');
    expect(rules(jsgf).get('<phrase>')).not.toMatch(/\b(two|seven|five|november|alpha)\b/);
  });

  it('makes numbers, callsigns and words outside a phrase pay a weight on their first word', () => {
    const r = rules(buildGrammar([], everyWord).jsgf);
    const weight = (p: number) => `/${p.toFixed(12)}/`;
    expect(r.get('<freeword>')).toContain(`${weight(FREE_WEIGHTS.word)} roger`);
    expect(r.get('<freevalue>')).toContain(`${weight(FREE_WEIGHTS.value)} zero`);
    expect(r.get('<freecallsign>')).toContain(`${weight(FREE_WEIGHTS.callsign)} november`);
    expect(FREE_WEIGHTS.callsign).toBeGreaterThan(FREE_WEIGHTS.value);
    // Without a callsign in the answer, a bare callsign is not a free phrase.
    expect(phrasesOf(buildGrammar(['Squawk 7500'], everyWord).jsgf)).not.toContain('<callsign>');
  });

  it('is well formed: every rule it uses is defined, brackets balance, no slot loops with "+"', () => {
    const { jsgf } = buildGrammar(['Climb FL350, N52WX', 'Contact departure 124.85'], everyWord);
    expect(jsgf.startsWith('#JSGF V1.0;\ngrammar wilco;\n')).toBe(true);
    const r = rules(jsgf);
    for (const body of r.values()) {
      for (const used of body.match(/<\w+>/g) ?? []) expect(r.has(used)).toBe(true);
      for (const [open, close] of ['[]', '()']) {
        expect(body.split(open!).length).toBe(body.split(close!).length);
      }
    }
    expect(jsgf).toMatch(/^public <utterance> = /m);
    expect(r.get('<number>')).toBe('<numeral> <numeral>*');
    expect(jsgf).not.toMatch(/<(number|alnum|numeral)>\+/);
  });

  it('leaves out words the dictionary lacks, keeping the phrase parseable', () => {
    const known = (w: string) => w !== 'takeoff' && w !== 'frobnicate';
    const { jsgf, words } = buildGrammar(['frobnicate runway 9'], known);
    expect(jsgf).not.toMatch(/takeoff|frobnicate/);
    expect(phrasesOf(jsgf)).toContain('cleared for [runway <number> [<side>]]');
    expect(words.has('frobnicate')).toBe(false);
    expect(words.has('runway')).toBe(true);
  });

  it('allows teens and tens only when the answer says them', () => {
    expect(rules(buildGrammar([], everyWord).jsgf).get('<numeral>')).not.toMatch(/twelve|twenty/);
    expect(rules(buildGrammar(['twelve miles'], everyWord).jsgf).get('<numeral>')).toMatch(/twelve/);
  });
});

const config = testConfig();
describe.skipIf(!existsSync(config.stt.pocketsphinx.bin))('buildGrammar with the real decoder', () => {
  it('produces grammars pocketsphinx accepts', async () => {
    const ps = config.stt.pocketsphinx;
    const dictionary = loadDictionaryWords([path.join(ps.modelDir, 'cmudict-en-us.dict'), ps.extraDict]);
    const helper = await spawnHelper(ps);
    try {
      for (const expected of [
        [],
        ['Cleared to land runway 27L, N123AB'],
        ['Contact tower 118.3', 'Climb FL350'],
      ]) {
        const frame = await helper.request('J', buildGrammar(expected, (w) => dictionary.has(w)).jsgf);
        expect(frame.type).toBe('K');
      }
    } finally {
      helper.kill();
      config.cleanup();
    }
  });
});

describe('ICAO digit forms', () => {
  const icao = `/${ICAO_DIGIT_WEIGHT.toFixed(12)}/`;

  it('keeps tree, fife and fower speakable at a lower weight than the plain digits', () => {
    const r = rules(buildGrammar(['Cessna 12345'], everyWord).jsgf);
    for (const rule of ['<digit>', '<numeral>']) {
      const alternatives = r.get(rule)!.split(' | ');
      expect(alternatives).toContain('four');
      expect(alternatives).toContain('niner');
      for (const form of ['tree', 'fife', 'fower']) expect(alternatives).toContain(`${icao} ${form}`);
    }
  });

  it('gives an ICAO form full weight when the expected answer itself says it', () => {
    const r = rules(buildGrammar(['squawk fower fife tree one'], everyWord).jsgf);
    const alternatives = r.get('<digit>')!.split(' | ');
    expect(alternatives).toContain('fife');
    expect(alternatives).not.toContain(`${icao} fife`);
  });
});
