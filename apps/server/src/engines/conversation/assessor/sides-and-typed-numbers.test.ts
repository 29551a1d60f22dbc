import { describe, expect, it } from 'vitest';
import { tokenize } from '../language/tokenize';
import { markQuestionWords } from './item-shape';
import { matchSubanswer, preparePattern, prepareReply } from './match';

// docs/product/assessor.md, "Which words describe which value": the 2026-11-27 late-evening rules
// after the sixth held-out part (decision 014), each a kind the tuning part showed.
const conveys = (subanswer: string, reply: string) =>
  matchSubanswer(preparePattern(subanswer, []), prepareReply(reply)).label;
const numbers = (text: string) =>
  tokenize(text)
    .tokens.filter((t) => t.kind === 'number')
    .map((t) => t.value);

describe('a cloud clearance said with "over" and "to the side"', () => {
  it('"over" is above the clouds, and the opposite of below', () => {
    expect(conveys('1,000 feet above clouds', 'one thousand over')).toBe(true);
    expect(conveys('500 feet below clouds', 'five hundred over the clouds')).toBe(false);
  });
  it('"to the side" and "sideways" are the horizontal distance', () => {
    expect(conveys('2,000 feet horizontal from clouds', 'two thousand to the side of clouds')).toBe(true);
    expect(conveys('2,000 feet horizontal from clouds', '2,000 sideways')).toBe(true);
    expect(conveys('2,000 feet horizontal from clouds', '2,000 above')).toBe(false);
  });
});

describe('an age limit said before its value', () => {
  it('"over 40" and "younger than 40" are the two sides of 40', () => {
    expect(conveys('40 or older: 24 calendar months', 'over 40 it is 24 months')).toBe(true);
    expect(conveys('Under 40: 60 calendar months', 'younger than 40 it lasts 60 months')).toBe(true);
    expect(conveys('Under 40: 60 calendar months', 'older than 40 it lasts 60 months')).toBe(false);
  });
  it('a value after "and over" starts another statement', () => {
    expect(
      conveys('40 or older: 24 calendar months', 'under 40 it lasts 24 months and over 40 60 months'),
    ).toBe(false);
  });
});

describe('numbers typed in digits', () => {
  it('two typed numbers side by side are two values', () => {
    expect(numbers('under 40 60 months, over 40 24 months')).toEqual([40, 60, 40, 24]);
    expect(numbers('under 40 five years')).toEqual([40, 5]);
  });
  it('a value word still joins its groups, and so does a group of three digits', () => {
    expect(numbers('squawk 46 52')).toEqual([4652]);
    expect(numbers('10 000 feet')).toEqual([10000]);
    expect(numbers('10 thousand feet')).toEqual([10000]);
  });
});

describe('a readback repeats the quoted clearance', () => {
  const item = () => preparePattern('Facility: Tampa Departure', []);
  it('keeps the clearance words an item needs', () => {
    const p = item();
    markQuestionWords(
      [p],
      'Tower tells you: "November six two four lima, contact Tampa Departure." Read it back.',
    );
    expect(p.given).toBeUndefined();
  });
  it('still leaves out the words a knowledge question says', () => {
    const p = item();
    markQuestionWords([p], 'Whom do you call, "Tampa Departure"?');
    expect(p.given).toEqual(['tampa', 'departure']);
  });
});

describe('a homophone before a runway side', () => {
  const texts = (text: string) => tokenize(text).tokens.map((t) => t.text);
  it('"to seven right" is runway 27R', () => {
    expect(texts('cross to seven right hold short to seven left')).toEqual([
      'cross',
      '27r',
      'hold',
      'short',
      '27l',
    ]);
  });
  it('keeps the preposition after a verb of movement', () => {
    expect(texts('taxi to one left')).toEqual(['taxi', 'to', '1l']);
  });
});

describe('touch-and-go landings', () => {
  const item = '3 takeoffs and 3 landings to a full stop';
  it('are the other side of a full stop', () => {
    expect(conveys(item, 'three touch and go landings at night')).toBe(false);
    expect(conveys(item, 'three takeoffs and three landings, touch and goes are fine')).toBe(false);
  });
  it('a full stop still conveys it', () => {
    expect(conveys(item, 'three takeoffs and three landings to a full stop')).toBe(true);
  });
});

describe('a word that is a degree by itself', () => {
  const item = 'Higher temperature raises it';
  it('"cold air" is a low temperature', () => {
    expect(conveys(item, 'corrected for temperature; cold air and dry air make it higher')).toBe(false);
  });
  it('"warm air" is a high one', () => {
    expect(conveys(item, 'warm air and a higher temperature make it higher')).toBe(true);
  });
});

describe('typed taxiway letters', () => {
  const kinds = (text: string) => tokenize(text).tokens.map((t) => `${t.kind}:${t.text}`);
  it('after "taxi" and "hold short of" are letters', () => {
    expect(kinds('taxi C F hold short of J')).toEqual([
      'word:taxi',
      'letter:c',
      'letter:f',
      'word:hold',
      'word:short',
      'word:of',
      'letter:j',
    ]);
  });
  it('keep the article after "taxi"', () => {
    expect(kinds('taxi a short way')[1]).toBe('word:a');
  });
  it('a side word before a value does not outweigh the opposite after it', () => {
    expect(conveys('1,000 feet above clouds', 'one mile, 500 over, 1,000 under')).toBe(false);
  });
});

describe('"not enough" states a lack', () => {
  const item = 'Hypoxic: low oxygen pressure at altitude';
  it('is the low degree, not a denial', () => {
    expect(conveys(item, 'hypoxic is not enough oxygen pressure at altitude')).toBe(true);
    expect(conveys(item, 'hypoxic is too little oxygen pressure at altitude')).toBe(true);
  });
  it('a high degree is still the opposite', () => {
    expect(conveys(item, 'hypoxic is high oxygen pressure at altitude')).toBe(false);
  });
});

describe('a four-digit value said in pairs', () => {
  it('"squawk twenty four seventeen" is one code', () => {
    expect(numbers('squawk twenty four seventeen')).toEqual([2417]);
    expect(numbers('squawking twenty four seventeen')).toEqual([2417]);
  });
  it('a teen after "twenty five" elsewhere is still another number', () => {
    expect(numbers('gusting twenty five ten miles')).toEqual([25, 10]);
  });
});

describe('"above ground level"', () => {
  it('is AGL, as "above sea level" is MSL', () => {
    expect(conveys('Height above ground level', 'the height AGL')).toBe(true);
    expect(conveys('Height above ground level', 'the height above sea level')).toBe(false);
  });
});

describe('contractions', () => {
  const texts = (text: string) => tokenize(text).tokens.map((t) => t.text);
  it('"I\'m" and "you\'re" are read with "am" and "are", so a learner\'s phrase folds', () => {
    expect(texts("the facility I'm calling")).toEqual(['the', 'facilitycalled']);
    expect(texts("who you're talking to")).toEqual(['facilitycalled']);
  });
});
