import { describe, expect, it } from 'vitest';
import { checkVariations, expectedElements, judgeTransmission, type JudgeTurn } from './index';

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

describe('variations and authored replies', () => {
  it('only requires what every accepted form carries', () => {
    const t = turn('Report left base, Cessna One Two Three Four Five.', {
      variations: ['Wilco, Cessna One Two Three Four Five.'],
    });
    expect(judge(t, 'wilco cessna three four five').verdict).toBe('accepted');
    const atis = turn(
      'Centerville Ground, Cessna One Two Three Four Five, with information Charlie, ready to taxi.',
      {
        variations: ['Centerville Ground, Cessna One Two Three Four Five, with Charlie, ready to taxi.'],
      },
    );
    expect(expectedElements(atis).map((e) => e.value)).toEqual(['Cessna 12345', 'information C']);
    expect(
      judge(atis, 'centerville ground cessna one two three four five information bravo ready to taxi').reply,
    ).toBe('Cessna One Two Three Four Five, negative, information charlie.');
  });

  it('reports a variation that says a different value', () => {
    const t = turn('Squawk four two one three, Cessna One Two Three Four Five.', {
      variations: [
        'Four two one three, Cessna One Two Three Four Five.',
        'Squawk four two one four, Cessna One Two Three Four Five.',
      ],
    });
    expect(checkVariations(t)).toEqual([
      {
        variation: 'Squawk four two one four, Cessna One Two Three Four Five.',
        wrong: ['squawk: 4213 ≠ 4214'],
      },
    ]);
  });

  it('uses an authored prompt from output_variations when one asks for the missing element', () => {
    const t = turn(
      'Runway one niner, taxi via Alpha, hold short of runway one three, Cessna One Two Three Four Five.',
      {
        output_variations: [
          'Cessna One Two Three Four Five, I need a readback of the hold short, read back hold short instructions.',
        ],
      },
    );
    expect(judge(t, 'runway one niner via alpha cessna one two three four five').reply).toBe(
      'Cessna One Two Three Four Five, I need a readback of the hold short, read back hold short instructions.',
    );
  });

  it('uses an authored correction carrying every corrected value, in preference to a template', () => {
    const t = turn(
      'Climb and maintain three thousand, expect six thousand one zero minutes after departure, departure frequency one two five point eight, squawk five three one six, November Four Two Seven Juliet.',
      {
        output_variations: [
          'November Four Two Seven Juliet, readback correct.',
          'November Four Two Seven Juliet, negative, climb and maintain three thousand, expect six thousand, departure frequency one two five point eight, squawk five three one six.',
        ],
      },
    );
    const j = judge(
      t,
      'climb and maintain three thousand expect six thousand departure one two five point eight squawk five three one seven four two seven juliet',
    );
    expect(j.verdict).toBe('corrected');
    expect(j.reply).toBe(t.output_variations[1]);
  });

  it('gives the expected elements with the words that carry them and how a controller says them', () => {
    const t = turn(
      'Contact Lakeview Center on one two four point three five, descend and maintain one one thousand, November Four Two Seven Juliet.',
    );
    expect(expectedElements(t)).toEqual([
      {
        kind: 'frequency',
        value: '124.35',
        spoken: 'one two four point three five',
        words: ['one', 'two', 'four', 'point', 'three', 'five'],
      },
      {
        kind: 'altitude',
        value: '11000',
        spoken: 'descend and maintain one one thousand',
        words: ['one', 'one', 'thousand'],
      },
      {
        kind: 'callsign',
        value: 'N427J',
        spoken: 'November four two seven juliett',
        words: ['November', 'Four', 'Two', 'Seven', 'Juliet'],
      },
    ]);
  });
});

describe('values said without their keyword', () => {
  const T = turn('Runway two seven, cleared for takeoff, Cessna One Two Three Four Five.');
  it('accepts the right value and corrects a wrong one', () => {
    expect(judge(T, 'two seven cleared for takeoff cessna three four five').verdict).toBe('accepted');
    const j = judge(T, 'two six cleared for takeoff cessna three four five');
    expect(j.elements[0]).toMatchObject({
      kind: 'runway',
      status: 'wrong',
      heard: '26',
      matched_words: ['two', 'six'],
    });
    expect(j.reply).toBe('Cessna One Two Three Four Five, negative, runway two seven.');
  });

  it('corrects a typed altitude with no verb', () => {
    const A = turn('Climb and maintain four thousand five hundred, Cessna One Two Three Four Five.');
    expect(judge(A, '4500, Cessna 345').verdict).toBe('accepted');
    expect(judge(A, '5500, Cessna 345').reply).toBe(
      'Cessna One Two Three Four Five, negative, climb and maintain four thousand five hundred.',
    );
  });

  it('does not take a distance for a runway', () => {
    const j = judge(T, 'cleared for takeoff five miles cessna three four five');
    expect(j.elements[0]!.status).toBe('missing');
  });
});
