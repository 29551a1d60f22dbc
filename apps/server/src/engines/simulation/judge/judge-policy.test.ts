import { describe, expect, it } from 'vitest';
import { expectedElements, judgeTransmission, type JudgeTurn } from './index';

const turn = (input: string, extra: Partial<JudgeTurn> = {}): JudgeTurn => ({
  input,
  variations: [],
  output: '',
  output_variations: [],
  flag: 'Normal',
  response_type: 'Normal',
  ...extra,
});
const judge = (t: JudgeTurn, heard: string, o: Partial<Parameters<typeof judgeTransmission>[2]> = {}) =>
  judgeTransmission(t, heard, { confidence: null, minConfidence: 0.6, ...o });

const SQUAWK = turn('Squawk four two one three, Cessna One Two Three Four Five.');

describe('say again: never a mark against the learner', () => {
  it('asks to say again when recognition confidence is below the minimum, even for a right readback', () => {
    const j = judge(SQUAWK, 'squawk four two one three cessna one two three four five', { confidence: 0.4 });
    expect(j).toMatchObject({
      verdict: 'say_again',
      reply: 'Cessna One Two Three Four Five, say again.',
      scored: false,
    });
  });

  it("names none of the turn's values: the turn still counts, so its answer must not leak", () => {
    expect(judge(SQUAWK, 'uh').elements).toEqual([]);
    expect(judge(SQUAWK, 'squawk four two one four cessna 12345', { confidence: 0.2 }).elements).toEqual([]);
  });

  it('judges normally at or above the minimum, and when the transmission was typed (confidence null)', () => {
    expect(judge(SQUAWK, 'squawk four two one three cessna 12345', { confidence: 0.6 }).verdict).toBe(
      'accepted',
    );
    expect(judge(SQUAWK, 'squawk four two one three cessna 12345', { confidence: null }).verdict).toBe(
      'accepted',
    );
  });

  it.each(['', '   ', 'uh', '[inaudible]', '... um'])(
    'asks to say again for empty or garbled text %j',
    (heard) => {
      expect(judge(SQUAWK, heard)).toMatchObject({ verdict: 'say_again', scored: false });
    },
  );

  it('does not count a low-confidence wrong value either', () => {
    const j = judge(SQUAWK, 'squawk four two one four cessna 12345', { confidence: 0.2 });
    expect(j).toMatchObject({ verdict: 'say_again', scored: false });
  });

  it('addresses the callsign given, else calls for the station calling', () => {
    expect(judge(SQUAWK, '', { callsign: 'Cessna 345' }).reply).toBe('Cessna 345, say again.');
    const bare = turn('Lakeview Approach, VFR request.');
    expect(judge(bare, '', { station: 'Lakeview Approach' }).reply).toBe(
      'Station calling Lakeview Approach, say again.',
    );
    expect(judge(bare, '').reply).toBe('Say again.');
  });
});

describe('callsigns', () => {
  const T = turn('Cleared to land runway one niner, Cessna One Two Three Four Five.');
  it.each([
    'cleared to land runway one niner cessna one two three four five',
    'cleared to land runway one niner november one two three four five',
    'cleared to land runway one niner N12345',
    'cleared to land runway one niner cessna three four five',
    'cleared to land runway one niner, Cessna 345',
  ])('accepts the full or abbreviated callsign: %s', (heard) => {
    expect(judge(T, heard).verdict).toBe('accepted');
  });

  it.each([
    'cleared to land runway one niner cessna one two three four six',
    'cleared to land runway one niner cessna three four six',
  ])('corrects a wrong last character: %s', (heard) => {
    const j = judge(T, heard);
    expect(j.verdict).toBe('corrected');
    expect(j.elements.find((e) => e.kind === 'callsign')!.status).toBe('wrong');
  });

  it('accepts a registration abbreviated to its last three characters ("Three Alpha Bravo")', () => {
    const N = turn('Runway two seven, line up and wait, November One Two Three Alpha Bravo.');
    expect(judge(N, 'runway two seven line up and wait three alpha bravo').verdict).toBe('accepted');
    expect(judge(N, 'runway two seven line up and wait november three alpha bravo').verdict).toBe('accepted');
    expect(judge(N, 'runway two seven line up and wait three alpha charlie').verdict).toBe('corrected');
  });

  it('does not take the aircraft type ("a Cessna One Seventy-Two") for the learner callsign', () => {
    const t = turn(
      'Cessna One Two Three Four Five is a Cessna One Seventy-Two, five miles south at four thousand five hundred.',
    );
    expect(expectedElements(t).map((e) => `${e.kind} ${e.value}`)).toEqual([
      'callsign Cessna 12345',
      'altitude 4500',
    ]);
    const j = judge(t, 'a Cessna one seventy two five miles south at four thousand five hundred');
    expect(j.elements.find((e) => e.kind === 'callsign')!.status).toBe('missing');
  });
});

describe('flag and response type decide what is scored', () => {
  const heard = 'squawk one two zero zero cessna 12345';
  it.each([
    ['Greeting', 'Normal'],
    ['Normal', 'Greeting'],
    ['Normal', 'Acknowledge'],
    ['Normal', 'Free'],
  ])('flag %s / response type %s: accepted leniently, not scored', (flag, response_type) => {
    const j = judge(turn(SQUAWK.input, { flag, response_type }), heard);
    expect(j).toMatchObject({ verdict: 'accepted', reply: null, scored: false });
    // The elements are still judged for the debrief.
    expect(j.elements.find((e) => e.kind === 'squawk')!.status).toBe('wrong');
  });

  it('still asks a greeting to say again when nothing intelligible was said', () => {
    expect(judge(turn('Good morning, Lakeview Approach.', { flag: 'Greeting' }), 'um').verdict).toBe(
      'say_again',
    );
  });

  it('scores Normal turns and Custom-flagged turns', () => {
    expect(judge(SQUAWK, heard).scored).toBe(true);
    expect(judge(turn(SQUAWK.input, { flag: 'Custom' }), heard)).toMatchObject({
      verdict: 'corrected',
      scored: true,
    });
  });
});

describe('inbound calls (the learner is the controller)', () => {
  const CLEARANCE = turn(
    'Cessna One Two Three Four Five, runway two seven, taxi via Bravo, hold short of runway three three.',
  );
  it('judges the controller transmission the same way', () => {
    expect(
      judge(
        CLEARANCE,
        'cessna one two three four five runway two seven taxi via bravo hold short runway three three',
      ).verdict,
    ).toBe('accepted');
    const j = judge(CLEARANCE, 'cessna one two three four five runway two seven taxi via bravo');
    expect(j.reply).toBe('Cessna One Two Three Four Five, read back hold short instructions.');
  });
});
