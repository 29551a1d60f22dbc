import { describe, expect, it } from 'vitest';
import { judgeTransmission, type JudgeTurn } from './index';

const turn = (input: string, extra: Partial<JudgeTurn> = {}): JudgeTurn => ({
  input,
  variations: [],
  output: '',
  output_variations: [],
  flag: 'Normal',
  response_type: 'Normal',
  ...extra,
});
const opts = { confidence: 0.9, minConfidence: 0.5 };
const judge = (
  t: JudgeTurn,
  heard: string,
  o: Partial<typeof opts & { callsign: string; station: string }> = {},
) => judgeTransmission(t, heard, { ...opts, ...o });
const status = (j: ReturnType<typeof judge>) => Object.fromEntries(j.elements.map((e) => [e.kind, e.status]));

const TAXI = turn(
  'Runway two seven, taxi via Alpha, Charlie, hold short of runway three three, Cessna One Two Three Four Five.',
);

describe('taxi readback with a hold short', () => {
  it('accepts the full readback, spoken or typed', () => {
    for (const heard of [
      'Runway two seven, taxi via Alpha, Charlie, hold short of runway three three, Cessna One Two Three Four Five',
      'runway 27 via A, C hold short runway 33 Cessna 12345',
      // A recogniser's text: no punctuation, ICAO digits.
      'runway two seven taxi via alpha charlie hold short of runway tree tree cessna one two three four fife',
    ]) {
      const j = judge(TAXI, heard);
      expect(j, heard).toMatchObject({ verdict: 'accepted', reply: null, scored: true });
      expect(j.elements.every((e) => e.status === 'right')).toBe(true);
    }
  });

  it('prompts for a missing hold short without reading it back for the learner', () => {
    const j = judge(TAXI, 'runway two seven via alpha charlie cessna one two three four five');
    expect(j.verdict).toBe('prompted');
    expect(j.reply).toBe('Cessna One Two Three Four Five, read back hold short instructions.');
    expect(j.reply).not.toMatch(/three three/);
    expect(status(j).hold_short).toBe('missing');
  });

  it('corrects a wrong taxiway letter', () => {
    const j = judge(
      TAXI,
      'runway two seven via alpha bravo hold short runway three three cessna one two three four five',
    );
    expect(j.verdict).toBe('corrected');
    const taxi = j.elements.find((e) => e.kind === 'taxiway')!;
    expect(taxi).toMatchObject({
      status: 'wrong',
      expected: 'A C',
      heard: 'A B',
      matched_words: ['via', 'alpha', 'bravo'],
    });
    expect(j.reply).toBe('Cessna One Two Three Four Five, negative, taxi via alpha, charlie.');
  });

  it('corrects a hold short of the wrong runway', () => {
    const j = judge(
      TAXI,
      'runway two seven via alpha charlie hold short runway three one cessna one two three four five',
    );
    expect(status(j).hold_short).toBe('wrong');
    expect(j.reply).toMatch(/negative, hold short of runway three three/);
  });

  it('quotes the learner words that matched each element', () => {
    const j = judge(TAXI, 'Runway 27, via Alpha Charlie, hold short of 33, Cessna 345');
    expect(j.elements.map((e) => [e.kind, e.matched_words.join(' ')])).toEqual([
      ['runway', 'Runway 27'],
      ['taxiway', 'via Alpha Charlie'],
      ['hold_short', 'hold short of 33'],
      ['callsign', 'Cessna 345'],
    ]);
  });
});

describe('takeoff clearance readback', () => {
  const TAKEOFF = turn('Runway two seven, cleared for takeoff, Cessna One Two Three Four Five.');

  it('never accepts a wrong runway: the controller says negative and the right runway', () => {
    const j = judge(TAKEOFF, 'runway two six cleared for takeoff cessna one two three four five');
    expect(j.verdict).toBe('corrected');
    expect(j.scored).toBe(true);
    expect(j.reply).toBe('Cessna One Two Three Four Five, negative, runway two seven.');
    expect(j.elements.find((e) => e.kind === 'runway')).toMatchObject({
      expected: '27',
      heard: '26',
      status: 'wrong',
    });
  });

  it('addresses the reply with the callsign the engine gives', () => {
    const j = judge(TAKEOFF, 'runway three six cleared for takeoff cessna three four five', {
      callsign: 'Cessna 345',
    });
    expect(j.reply).toBe('Cessna 345, negative, runway two seven.');
  });

  it('hears "to" and "for" as digits where a number is expected', () => {
    expect(judge(TAKEOFF, 'runway to seven cleared for takeoff cessna one to three for five').verdict).toBe(
      'accepted',
    );
  });

  it('corrects a different clearance ("cleared to land" is not "cleared for takeoff")', () => {
    const j = judge(TAKEOFF, 'runway two seven cleared to land cessna one two three four five');
    expect(j.verdict).toBe('corrected');
    expect(j.reply).toMatch(/negative, cleared for takeoff/);
  });

  it('prompts for a missing runway without naming it', () => {
    const j = judge(TAKEOFF, 'cleared for takeoff cessna one two three four five');
    expect(j).toMatchObject({
      verdict: 'prompted',
      reply: 'Cessna One Two Three Four Five, read back the runway assignment.',
    });
  });

  it('prompts for a missing callsign', () => {
    expect(judge(TAKEOFF, 'runway two seven cleared for takeoff').reply).toBe(
      'Cessna One Two Three Four Five, say callsign.',
    );
  });

  it('uses an author-written correction from output_variations when it carries the right value', () => {
    const t = turn(TAKEOFF.input, {
      output_variations: [
        'Cessna One Two Three Four Five, traffic departing runway two six.',
        'Cessna One Two Three Four Five, negative, runway two seven, cleared for takeoff.',
      ],
    });
    expect(judge(t, 'runway two six cleared for takeoff cessna one two three four five').reply).toBe(
      'Cessna One Two Three Four Five, negative, runway two seven, cleared for takeoff.',
    );
  });
});
