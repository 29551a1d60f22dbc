import { describe, expect, it } from 'vitest';
import { expectedElements, judgeTransmission, type JudgeTurn } from './index';

const turn = (input: string, variations: string[] = []): JudgeTurn => ({
  input,
  variations,
  output: '',
  output_variations: [],
  flag: 'Normal',
  response_type: 'Normal',
});
const judge = (t: JudgeTurn, heard: string) =>
  judgeTransmission(t, heard, { confidence: 0.9, minConfidence: 0.5 });
const wrongOf = (t: JudgeTurn, heard: string) => {
  const j = judge(t, heard);
  expect(j.verdict, heard).toBe('corrected');
  return j.elements.find((e) => e.status === 'wrong')!;
};

/** A slip can leave a value no longer shaped like its kind; it is still a wrong value, never a missing one. */
describe('wrong values of an impossible shape', () => {
  it('a frequency out of the band', () => {
    const t = turn('Ground one two one point seven, Skyhawk Six Seven Eight Alpha Bravo.');
    expect(wrongOf(t, 'ground two two one point seven skyhawk six seven eight alpha bravo')).toMatchObject({
      kind: 'frequency',
      heard: '221.7',
    });
  });

  it('an altimeter setting that reads like a squawk code', () => {
    const t = turn(
      'Descend and maintain two thousand five hundred, three zero one four, Skyhawk Six Seven Eight Alpha Bravo.',
    );
    expect(
      wrongOf(
        t,
        'descend and maintain two thousand five hundred four zero one four skyhawk six seven eight alpha bravo',
      ),
    ).toMatchObject({
      kind: 'altimeter',
      heard: '4014',
    });
  });

  it('a squawk code with a digit a transponder does not have', () => {
    const t = turn('Squawking seven six zero zero, Cessna One Two Three Four Five.');
    expect(wrongOf(t, 'squawking eight six zero zero cessna one two three four five')).toMatchObject({
      kind: 'squawk',
      heard: '8600',
    });
  });
});

describe('a runway named inside a hold short', () => {
  const t = turn(
    'Centerville Tower, Cessna One Two Three Four Five, holding short runway one niner at Bravo, ready for departure.',
    ['Centerville Tower, Cessna One Two Three Four Five, ready for departure runway one niner at Bravo.'],
  );
  it('is required as a runway when a variation names it without holding short', () => {
    expect(expectedElements(t).map((e) => `${e.kind} ${e.value}`)).toEqual([
      'callsign Cessna 12345',
      'runway 19',
    ]);
  });
  it('is right in either form and wrong with another number', () => {
    expect(
      judge(t, 'tower cessna one two three four five holding short runway one niner ready for departure')
        .verdict,
    ).toBe('accepted');
    expect(
      judge(t, 'tower cessna one two three four five ready for departure runway one niner').verdict,
    ).toBe('accepted');
    expect(
      wrongOf(t, 'tower cessna one two three four five holding short runway one eight ready'),
    ).toMatchObject({
      kind: 'runway',
      heard: 'runway 18',
    });
  });
});

describe('taxiways outside a route', () => {
  const t = turn('Left at Charlie, Ground one two one point seven, Skyhawk Six Seven Eight Alpha Bravo.');
  it('reads a turn-off ("left at Charlie") as the taxi route', () => {
    expect(expectedElements(t).map((e) => `${e.kind} ${e.value}`)).toEqual([
      'taxiway C',
      'frequency 121.7',
      'callsign Skyhawk 678AB',
    ]);
    expect(
      wrongOf(t, 'left at delta ground one two one point seven skyhawk six seven eight alpha bravo'),
    ).toMatchObject({
      kind: 'taxiway',
      heard: 'D',
    });
  });

  it('never takes the article "a" for taxiway Alpha', () => {
    const narrative = turn(
      'A Piper crossed the hold short line at taxiway Alpha, Cessna One Two Three Four Five.',
    );
    const j = judge(narrative, 'a piper crossed the hold short line cessna one two three four five');
    expect(j.elements.find((e) => e.kind === 'taxiway')!.status).toBe('missing');
  });

  it('prefers a route said as such over a loose mention of the expected letter', () => {
    const cross = turn(
      'Cross runway one three at Bravo, continue via Bravo to runway one niner, Cessna One Two Three Four Five.',
    );
    expect(
      wrongOf(
        cross,
        'cross runway one three at bravo continue via charlie to runway one niner cessna one two three four five',
      ),
    ).toMatchObject({ kind: 'taxiway', heard: 'C' });
  });
});
