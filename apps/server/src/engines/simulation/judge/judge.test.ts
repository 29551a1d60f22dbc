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

describe('altitudes, headings, frequencies, squawk codes and altimeter settings', () => {
  const DEPARTURE = turn(
    'Climb and maintain four thousand five hundred, turn left heading two seven zero, contact departure one two four point three five, squawk four two one three, Cessna Three Alpha Bravo.',
  );

  it.each([
    'climb and maintain four thousand five hundred, left heading two seven zero, departure one two four point three five, squawk four two one three, Cessna three alpha bravo',
    'climb and maintain 4500, left heading 270, departure 124.35, squawk 4213, Cessna 3AB',
    'climb maintain four tousand fife hundred left heading two seven zero one two four decimal three fife squawk for two one tree three alpha bravo',
    'climb and maintain forty five hundred left heading two seven zero one two four point three five squawk four two one three three alpha bravo',
  ])('accepts "%s"', (heard) => {
    expect(judge(DEPARTURE, heard).verdict).toBe('accepted');
  });

  it('corrects a wrong altitude with the instruction as given', () => {
    const j = judge(
      DEPARTURE,
      'climb and maintain five thousand five hundred left heading two seven zero one two four point three five squawk four two one three three alpha bravo',
    );
    expect(j.reply).toBe(
      'Cessna Three Alpha Bravo, negative, climb and maintain four thousand five hundred.',
    );
  });

  it('corrects a turn the wrong way even with the right heading', () => {
    const j = judge(
      DEPARTURE,
      'climb and maintain four thousand five hundred right heading two seven zero one two four point three five squawk four two one three three alpha bravo',
    );
    expect(j.elements.find((e) => e.kind === 'heading')).toMatchObject({
      status: 'wrong',
      heard: 'right 270',
    });
    expect(j.reply).toMatch(/negative, turn left heading two seven zero\.$/);
  });

  it('corrects every wrong value in one reply, frequency spoken digit by digit', () => {
    const j = judge(
      DEPARTURE,
      'climb and maintain four thousand five hundred left heading two seven zero one two four point two five squawk four two one two three alpha bravo',
    );
    expect(j.reply).toBe(
      'Cessna Three Alpha Bravo, negative, one two four point three five, squawk four two one three.',
    );
  });

  it('prompts for the values left out: say altitude, say heading', () => {
    const j = judge(DEPARTURE, 'one two four point three five squawk four two one three three alpha bravo');
    expect(j.verdict).toBe('prompted');
    expect(j.reply).toBe('Cessna Three Alpha Bravo, say altitude, say heading.');
  });

  it('reads back an altimeter setting said digit by digit, or typed', () => {
    const ALTIMETER = turn('Two niner niner two, Cessna One Two Three Four Five.');
    expect(judge(ALTIMETER, 'two niner niner two cessna one two three four five').verdict).toBe('accepted');
    expect(judge(ALTIMETER, 'altimeter 29.92, Cessna 12345').verdict).toBe('accepted');
    const wrong = judge(ALTIMETER, 'two niner niner three cessna one two three four five');
    expect(wrong.reply).toBe('Cessna One Two Three Four Five, negative, altimeter two niner niner two.');
  });

  it('reads a squawk code said without "squawk"', () => {
    const SQUAWK = turn('Squawk four two one three, Cessna One Two Three Four Five.');
    expect(judge(SQUAWK, 'four two one three, cessna one two three four five').verdict).toBe('accepted');
    expect(judge(SQUAWK, 'squawk four two one four cessna one two three four five').reply).toBe(
      'Cessna One Two Three Four Five, negative, squawk four two one three.',
    );
    expect(judge(SQUAWK, 'cessna one two three four five').reply).toBe(
      'Cessna One Two Three Four Five, say squawk.',
    );
  });

  it('reads flight levels and headings said with the word heading', () => {
    const t = turn(
      'Descend and maintain flight level two four zero, fly heading zero niner zero, November Four Two Seven Juliet.',
    );
    expect(
      judge(t, 'down to flight level two four zero heading zero niner zero november four two seven juliet')
        .verdict,
    ).toBe('accepted');
    expect(
      judge(t, 'flight level two five zero heading zero niner zero four two seven juliet').reply,
    ).toMatch(/negative, descend and maintain flight level two four zero/);
  });
});
