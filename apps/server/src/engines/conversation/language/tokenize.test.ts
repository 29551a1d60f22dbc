import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spellAltitude, spellDigits, spellWords } from './spell';
import { tokenize } from './tokenize';
import { celsiusAt } from './units';

const numbers = (text: string) =>
  tokenize(text)
    .tokens.filter((t) => t.kind === 'number')
    .map((t) => t.value);
const compact = (text: string) =>
  tokenize(text)
    .tokens.map((t) => t.text)
    .join(' ');

describe('spoken number normaliser (property)', () => {
  it('round-trips whole numbers spelled in words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(numbers(spellWords(n))).toEqual([n]);
      }),
    );
  });
  it('round-trips digit-by-digit codes, plain and ICAO (niner, tree, fife)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.boolean(), (n, icao) => {
        expect(numbers(spellDigits(String(n), icao))).toEqual([n]);
      }),
    );
  });
  it('round-trips frequencies with point or decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 118_000, max: 136_975 }), fc.boolean(), (khz, icao) => {
        const mhz = (khz / 1000).toFixed(3).replace(/0+$/, '');
        expect(numbers(spellDigits(mhz, icao))).toEqual([Number(mhz)]);
      }),
    );
  });
  it('round-trips altitudes as ATC says them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 179 }), (h) => {
        expect(numbers(spellAltitude(h * 100))).toEqual([h * 100]);
      }),
    );
  });
});

describe('tokenize', () => {
  it('reads a spoken clearance readback', () => {
    expect(
      compact(
        'Climb and maintain four thousand five hundred, left heading two seven zero, November one two three alpha bravo',
      ),
    ).toBe('climb and maintain 4500 left heading 270 n123ab');
  });
  it('reads runways, flight levels and squawk codes', () => {
    expect(compact('runway two seven left')).toBe('runway 27l');
    expect(compact('Runway 27L')).toBe('runway 27l');
    expect(compact('flight level two four zero')).toBe('fl240');
    expect(compact('squawk seven seven zero zero')).toBe('squawk 7700');
  });
  it('keeps separate numbers apart at a comma', () => {
    expect(numbers('one two zero, one two one')).toEqual([120, 121]);
  });
  it('reads the mixed forms people use', () => {
    expect(numbers('one twenty four decimal three five')).toEqual([124.35]);
    expect(numbers('thirty five hundred feet')).toEqual([3500]);
    expect(numbers('one one thousand')).toEqual([11000]);
    expect(numbers('two hundred and fifty knots')).toEqual([250]);
    expect(numbers('point zero four percent')).toEqual([0.04]);
    expect(numbers('4,500 feet')).toEqual([4500]);
  });
  it('keeps the source words so evidence can quote the learner', () => {
    const { words, tokens } = tokenize('uh contact departure one two four point three five');
    const freq = tokens.find((t) => t.kind === 'number')!;
    expect(words.slice(freq.start, freq.end + 1).join(' ')).toBe('one two four point three five');
  });
});

// docs/product/assessor.md: values in every form (issue 13).
describe('spoken forms of values', () => {
  const texts = (s: string) => tokenize(s).tokens.map((t) => `${t.kind}:${t.text}`);

  it('reads digit homophones only where a value is spoken', () => {
    expect(texts('runway to to november one to three alpha bravo')).toEqual([
      'word:runway',
      'number:22',
      'callsign:n123ab',
    ]);
    expect(texts('squawk for six fife to')).toEqual(['word:squawk', 'number:4652']);
    expect(texts('climb to four thousand')).toEqual(['word:climb', 'word:to', 'number:4000']);
    expect(texts('switch to one two one point five')).toEqual(['word:switch', 'word:to', 'number:121.5']);
    expect(texts('heading two seven zero to intercept')).toEqual([
      'word:heading',
      'number:270',
      'word:to',
      'word:intercept',
    ]);
  });

  it('reads typed callsigns and taxiway letters', () => {
    expect(texts('Cessna 123AB')).toEqual(['word:cessna', 'callsign:123ab']);
    expect(texts('via K and G')).toEqual(['word:via', 'letter:k', 'word:and', 'letter:g']);
  });

  it('turns spoken quantities into numbers', () => {
    expect(texts('half an hour')).toEqual(['number:0.5', 'word:hours']);
    expect(texts('seven and a half pounds')).toEqual(['number:7.5', 'word:pounds']);
    expect(texts('dew point nine')).toEqual(['word:dewpoint', 'number:9']);
    expect(texts('gusting twenty five ten miles')).toEqual([
      'word:gusting',
      'number:25',
      'number:10',
      'word:miles',
    ]);
  });
});

describe('equivalent forms of units', () => {
  const texts = (s: string) => tokenize(s).tokens.map((t) => t.text);
  it('splits a unit typed against its number and folds "gs"', () => {
    expect(texts('a load factor of 2g')).toEqual(['a', 'load', 'factor', 'of', '2', 'g']);
    expect(texts('two gs')).toEqual(['2', 'g']);
  });
  it('reads a temperature scale inside an aside', () => {
    expect(texts('(0 °C)')).toEqual(['0', 'celsius']);
  });
  it('reads "degrees F" as Fahrenheit, a bare letter elsewhere as a letter', () => {
    const t = tokenize('32 degrees f').tokens;
    expect(celsiusAt(t, 0)).toBe(0);
    expect(celsiusAt(tokenize('32 f').tokens, 0)).toBeNull();
  });
});

describe('the concept lexicon', () => {
  const texts = (s: string) => tokenize(s).tokens.map((t) => t.text);
  it('folds the words pilots use into the rubric word', () => {
    expect(texts('puffy clouds, choppy air')).toEqual(['cumuliform', 'clouds', 'turbulence', 'air']);
    expect(texts('when it is hot')).toEqual(['when', 'it', 'is', 'active']);
    expect(texts('a logbook sign off')).toEqual(['a', 'logbook', 'endorsement']);
    expect(texts('strobes and seat belts')).toEqual(['anticollision', 'and', 'seatbelts']);
  });
});

describe('where one spoken number ends', () => {
  const numbers = (s: string) =>
    tokenize(s)
      .tokens.filter((t) => t.kind === 'number')
      .map((t) => t.value);
  it('after its thousands and hundreds, when another thousand follows', () => {
    expect(numbers('four thousand five hundred one two thousand five hundred')).toEqual([4500, 12500]);
    expect(numbers('four thousand five hundred fifty feet')).toEqual([4550]);
  });
  it('at a sign between numbers', () => {
    expect(numbers('(29.92 − 30.12) × 1,000 = −200 feet')).toEqual([29.92, 30.12, 1000, 200]);
  });
  it('reads "the hundred hours" as 100', () => {
    expect(numbers('you can overfly the hundred hours by ten')).toEqual([100, 10]);
  });
});

describe('phrases pilots use', () => {
  const texts = (s: string) => tokenize(s).tokens.map((t) => t.text);
  it('name an airspace by its letter, and say what an initial call holds', () => {
    expect(texts('two hundred under the bravo')).toEqual(['200', 'under', 'classb']);
    expect(texts('where i am and what i want')).toEqual(['position', 'and', 'request']);
    expect(texts('give way and keep circling')).toEqual(['yield', 'and', 'continue', 'circling']);
  });
  it('end a number before another hundred', () => {
    expect(
      tokenize('below twelve thousand five hundred two hundred knots')
        .tokens.filter((t) => t.kind === 'number')
        .map((t) => t.value),
    ).toEqual([12500, 200]);
  });
});

describe('homophones and tens in knowledge answers', () => {
  const numbers = (s: string) =>
    tokenize(s)
      .tokens.filter((t) => t.kind === 'number')
      .map((t) => t.value);
  it('read "for" as a digit after tens before a unit, before a unit, and after "point zero"', () => {
    expect(numbers('every twenty for calendar months')).toEqual([24]);
    expect(numbers('within for miles of the airport')).toEqual([4]);
    expect(numbers('below point zero for')).toEqual([0.04]);
    expect(numbers('point eight five for jacksonville')).toEqual([0.85]);
  });
  it('read a homophone between digits as a digit once a recogniser homophone starts the run', () => {
    expect(numbers('won to zero zero is vfr')).toEqual([1200]);
    expect(numbers('ate for zero zero')).toEqual([8400]);
    expect(numbers('a course of zero to one seven nine')).toEqual([0, 179]);
    expect(numbers('tree for three')).toEqual([3, 3]);
  });
  it('keep two round tens apart, unless a value word leads them', () => {
    expect(numbers('under forty sixty calendar months')).toEqual([40, 60]);
    expect(numbers('altimeter thirty twenty')).toEqual([3020]);
  });
});
