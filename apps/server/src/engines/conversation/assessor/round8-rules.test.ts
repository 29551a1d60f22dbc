import { describe, expect, it } from 'vitest';
import { inflectedAntonyms } from '../language/antonyms';
import { tokenize } from '../language/tokenize';
import { otherOfKind } from './order';
import { anotherRubricWord, rubricVocabulary } from './own-words';
import { rangeOf, reversedRange } from './range-order';
import { addHeadNouns, headNoun, restatements } from './restatements';
import { labelsOf, rubricOf } from './rubric.fixture';
import { sameWord } from './words';

// docs/product/assessor.md, "Values must match exactly" and "Equivalent forms": the rules of
// round 8, each with the reply that led to it and one it must still reject or accept.

const lights = rubricOf('What colours are the position lights, and when must they be on?', [
  'Red light on the left wingtip',
  'Green light on the right wingtip',
  'White light on the tail',
  'On from sunset to sunrise',
]);

describe("a rubric's own word", () => {
  it('is never a slip for another rubric word', () => {
    const words = rubricVocabulary(['Red light on the left wingtip', 'Green light on the right wingtip']);
    expect(anotherRubricWord(words, 'light', 'right')).toBe(true);
    expect(anotherRubricWord(words, 'rite', 'right')).toBe(false);
    expect(anotherRubricWord(words, 'lights', 'light')).toBe(false);
  });
  it('so "light" neither swaps nor gives "right"', async () => {
    expect(await labelsOf(lights, 'red light on the left wingtip')).toEqual([true, false, false, false]);
    expect(
      await labelsOf(lights, 'red on the left, green on the right, white on the tail, sunset to sunrise'),
    ).toEqual([true, true, true, true]);
  });
  it('keeps a side said the other way a swap', async () => {
    expect(await labelsOf(lights, 'red light on the right wingtip, green light on the left wingtip')).toEqual(
      [false, false, false, false],
    );
  });
  it("reaches a side's words within its clause only", async () => {
    expect(
      await labelsOf(
        lights,
        'the left wingtip light is red, the right wingtip light is green, the tail light is white',
      ),
    ).toEqual([true, true, true, false]);
  });
});

describe('a colour said without the item’s own', () => {
  it('is another colour', () => {
    expect(otherOfKind('Four yellow lines: two solid and two dashed', ['four', 'white', 'lines'])).toBe(true);
    expect(otherOfKind('Four yellow lines: two solid and two dashed', ['four', 'yellow', 'lines'])).toBe(
      false,
    );
    expect(otherOfKind('Red light on the left wingtip', ['red', 'left', 'green', 'right'])).toBe(false);
  });
});

describe('a range between opposites', () => {
  const words = (text: string) => tokenize(text).tokens;
  it('said the other way round is the other stretch', () => {
    expect(rangeOf('On from sunset to sunrise')).toEqual(['sunset', 'sunrise']);
    expect(reversedRange(['sunset', 'sunrise'], words('on from sunrise to sunset'))).toBe(true);
    expect(reversedRange(['sunset', 'sunrise'], words('between sunrise and sunset'))).toBe(true);
    expect(reversedRange(['sunset', 'sunrise'], words('between sunset and sunrise'))).toBe(false);
    expect(rangeOf('Between 1 hour after sunset and 1 hour before sunrise')).toBeNull();
  });
  it('rejects the item', async () => {
    expect(await labelsOf(lights, 'red left, green right, white tail, on from sunrise to sunset')).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('the opposites of a word', () => {
  it('reach its other regular forms', () => {
    expect(inflectedAntonyms('reduce')).toContain('increased');
    expect(inflectedAntonyms('reducing')).toContain('increased');
    expect(inflectedAntonyms('turning')).toEqual([]);
  });
  it('contradict an item said with them', async () => {
    const stall = rubricOf('How do you recover from a stall?', ['Reduce the angle of attack']);
    expect(await labelsOf(stall, 'pull up to increase the angle of attack')).toEqual([false]);
    expect(await labelsOf(stall, 'reduce the angle of attack')).toEqual([true]);
  });
});

describe("an aside's restatements joined by slashes", () => {
  it('are each a way to say the item', () => {
    expect(restatements(['lower the nose / release back pressure'])).toEqual([
      ['lower', 'nose'],
      ['release', 'back', 'pressure'],
    ]);
    expect(restatements(['AFM/POH, placards, markings'])).toEqual([]);
  });
  it('convey it, and their opposite does not', async () => {
    const stall = rubricOf('How do you recover from a stall?', [
      'Reduce the angle of attack (lower the nose / release back pressure)',
    ]);
    expect(await labelsOf(stall, 'lower the nose')).toEqual([true]);
    expect(await labelsOf(stall, 'raise the nose')).toEqual([false]);
  });
});

describe('a two-word item of a modifier and a long head noun', () => {
  it('is named by the head noun', () => {
    expect(headNoun('Gyroscopic precession', ['gyroscopic', 'precession'])).toBe('precession');
    expect(headNoun('Torque reaction', ['torque', 'reaction'])).toBeNull();
    expect(headNoun('Ailerons neutral', ['ailerons', 'neutral'])).toBeNull();
  });
  it('unless another item has that noun', () => {
    const patterns = [
      { head: 'certificate', phrasings: [['medical', 'certificate']] },
      { phrasings: [['pilot', 'certificate']] },
    ];
    addHeadNouns(patterns);
    expect(patterns[0]!.phrasings).toEqual([['medical', 'certificate']]);
  });
  it('in a list of terms', async () => {
    const left = rubricOf('What makes the airplane turn left?', [
      'Torque reaction',
      'Spiraling slipstream',
      'Gyroscopic precession',
    ]);
    expect(await labelsOf(left, 'torque reaction, slipstream and precession')).toEqual([true, true, true]);
    expect(await labelsOf(left, 'torque reaction')).toEqual([true, false, false]);
  });
});

describe('a period said as one word', () => {
  it('is that period', async () => {
    const transponder = rubricOf('When is the transponder inspected?', [
      'Transponder inspection every 24 calendar months',
    ]);
    expect(await labelsOf(transponder, 'the transponder is inspected biennially')).toEqual([true]);
    expect(await labelsOf(transponder, 'the transponder is inspected annually')).toEqual([false]);
  });
});

describe('a light verb of an item', () => {
  it('need not be repeated', async () => {
    const co = rubricOf('You notice a headache in cruise with the heat on. What do you do?', [
      'Land as soon as practical and seek medical help',
    ]);
    expect(await labelsOf(co, 'land as soon as practical and get medical help')).toEqual([true]);
    expect(await labelsOf(co, 'keep flying and seek help later')).toEqual([false]);
  });
});

describe('the loss of visual references', () => {
  const sd = rubricOf('What is spatial disorientation?', [
    'Inner-ear sensations conflict with reality when visual references are lost',
  ]);
  it('said as pilots say it, with senses that are false', async () => {
    expect(await labelsOf(sd, 'your inner ear gives false sensations when you lose the horizon')).toEqual([
      true,
    ]);
    expect(
      await labelsOf(sd, 'with no outside references the inner ear sensations conflict with reality'),
    ).toEqual([true]);
    expect(await labelsOf(sd, 'your inner ear works fine')).toEqual([false]);
  });
});

describe('an item that asks for an example', () => {
  const sd = rubricOf('What is spatial disorientation?', [
    'Example illusion (the leans, graveyard spiral, Coriolis)',
  ]);
  it('is one of its examples said', async () => {
    expect(await labelsOf(sd, 'like a graveyard spiral')).toEqual([true]);
    expect(await labelsOf(sd, 'a spiral')).toEqual([false]);
  });
});

describe('a noun made from its verb', () => {
  it('is the verb', () => {
    expect(sameWord('confusion', 'confused')).toBe(true);
    expect(sameWord('obstruction', 'obstructed')).toBe(true);
    expect(sameWord('precession', 'precision')).toBe(true);
    expect(sameWord('position', 'portion')).toBe(false);
  });
  it('conveys an item said with the verb', async () => {
    const why = rubricOf('Why say "niner"?', ['To avoid confusion between numbers over the radio']);
    expect(await labelsOf(why, 'so numbers are not confused on the radio')).toEqual([true]);
  });
});
