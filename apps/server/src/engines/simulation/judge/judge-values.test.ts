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
