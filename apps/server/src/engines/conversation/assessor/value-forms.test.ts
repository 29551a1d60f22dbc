import { describe, expect, it } from 'vitest';
import { matchSubanswer, preparePattern, prepareReply } from './match';
import { quotedPronunciations, requiredListOf } from './item-shape';
import { contradictsOrder, orderedList } from './order';
import { saysTheOtherSide } from './value-context';
import { tokenize } from '../language/tokenize';

// docs/product/assessor.md, "Values must match exactly": the 2026-11-27 rules after the fourth
// held-out part (decision 014), each a kind of wrong value the tuning part showed.
const conveys = (subanswer: string, reply: string) =>
  matchSubanswer(preparePattern(subanswer, []), prepareReply(reply)).label;

describe('a direction said as a phrasal verb', () => {
  const item = 'Va decreases as weight decreases';
  it('"goes up" is the opposite of "decreases"', () => {
    expect(conveys(item, 'va goes up as weight decreases')).toBe(false);
  });
  it('"goes down" is "decreases"', () => {
    expect(conveys(item, 'va goes down as weight decreases')).toBe(true);
  });
});

describe('"less than" against "at least"', () => {
  const item = 'Pilot pays at least an equal (pro rata) share';
  it('contradicts the limit', () => {
    expect(conveys(item, 'the pilot may pay less than an equal share')).toBe(false);
  });
  it('keeps the limit itself', () => {
    expect(conveys(item, 'the pilot pays at least an equal share')).toBe(true);
  });
});

describe('a negative value', () => {
  const item = 'Correction (29.92 − 30.12) × 1,000 = −200 feet';
  it('needs its sign, said or typed', () => {
    expect(conveys(item, 'the correction is minus two hundred feet')).toBe(true);
    expect(conveys(item, 'the correction is -200 feet')).toBe(true);
    expect(conveys(item, 'you subtract 200 feet')).toBe(true);
  });
  it('without it is another value', () => {
    expect(conveys(item, 'the difference is two hundred feet')).toBe(false);
    expect(conveys(item, 'the correction is plus 200 feet')).toBe(false);
  });
});

describe('a pronunciation quoted as several words', () => {
  it('is read from the item', () => {
    expect(quotedPronunciations('12,500: "one two thousand five hundred"')).toEqual([
      ['one', 'two', 'thousand', 'five', 'hundred'],
    ]);
    expect(quotedPronunciations('Three is "tree"')).toEqual([]);
  });
  it('is said word for word; an ICAO form of a plain digit counts, a plain form of a quoted ICAO word does not', () => {
    expect(conveys('12,500: "one two thousand five hundred"', 'one two thousand five hundred')).toBe(true);
    expect(conveys('12,500: "one two thousand five hundred"', 'twelve thousand five hundred')).toBe(false);
    expect(conveys('4,500: "four thousand five hundred"', 'fower thousand fife hundred')).toBe(true);
    expect(conveys('FL190: "flight level one niner zero"', 'flight level one nine zero')).toBe(false);
  });
});

describe("a value said in another value's clause", () => {
  const item = 'Above 12,500 to 14,000 MSL: crew after 30 minutes';
  it('belongs to that value', () => {
    expect(
      conveys(
        item,
        'above 10,000 crew after 30 minutes, above 12,500 crew at all times, above 14,000 everyone',
      ),
    ).toBe(false);
  });
  it('does not stop values said in clauses of their own', () => {
    expect(conveys(item, 'from 12,500 to 14,000, crew after 30 minutes; over 14,000, crew always')).toBe(
      true,
    );
    expect(conveys(item, 'above 12,500 crew after thirty minutes, above 14,000 crew at all times')).toBe(
      true,
    );
  });
});

describe('a closed list ("Only …")', () => {
  const item = 'Only fuel, oil, airport expenditures and rental fees';
  const words = (t: string) =>
    tokenize(t)
      .tokens.filter((x) => x.kind === 'word' && !['and', 'only'].includes(x.text))
      .map((x) => x.text);
  it('is a list of things, each required', () => {
    expect(requiredListOf(item, words)).toHaveLength(4);
    expect(conveys(item, 'only fuel and oil can be shared')).toBe(false);
    expect(conveys(item, 'only fuel, oil, airport fees and rental')).toBe(true);
  });
});

describe('the ICAO "tousand"', () => {
  it('is "thousand" in a spoken number', () => {
    expect(conveys('Altitude 3,000 (three thousand)', 'descend and maintain tree tousand')).toBe(true);
    expect(conveys('Altitude 3,000 (three thousand)', 'descend and maintain fower tousand')).toBe(false);
  });
});

describe("a taxiway letter's role", () => {
  it('is the role word that leads it in the item and the reply', () => {
    expect(conveys('Hold short of taxiway Juliett', 'taxi via bravo hold short of taxiway juliett')).toBe(
      true,
    );
    expect(conveys('Hold short of taxiway Juliett', 'taxi via bravo cross taxiway juliett')).toBe(false);
    expect(conveys('Via taxiway Bravo', 'taxi via juliett hold short of taxiway bravo')).toBe(false);
    expect(conveys('Via taxiway Bravo', 'runway two seven bravo')).toBe(true);
  });
  it('survives a callsign said right after the letter', () => {
    const item = 'Hold short of taxiway Juliett';
    const callsign = 'Call sign (Mooney four one two charlie)';
    const reply = prepareReply('via bravo hold short juliett four one two charlie', ['412c']);
    expect(matchSubanswer(preparePattern(item, []), reply).label).toBe(true);
    expect(matchSubanswer(preparePattern(callsign, []), reply).label).toBe(true);
  });
});

describe('knowledge answers turned round', () => {
  it('"or more" after the value is the other side of "below"', () => {
    expect(conveys('Alcohol concentration below 0.04', 'blood alcohol of 0.04 or more is fine')).toBe(false);
    expect(conveys('Alcohol concentration below 0.04', 'blood alcohol below 0.04')).toBe(true);
  });
  it('the best climb speed is not the best glide speed', () => {
    expect(conveys('Establish best glide speed', 'establish best rate of climb speed')).toBe(false);
    expect(conveys('Establish best glide speed', 'pitch for best glide speed')).toBe(true);
  });
  it('"drops" contradicts "raises"', () => {
    expect(conveys('Higher humidity raises it', 'it drops as humidity goes up')).toBe(false);
    expect(conveys('Higher humidity raises it', 'higher humidity raises it')).toBe(true);
  });
  it('"a yes or no question" holds neither a yes nor a denial', () => {
    expect(conveys('Affirmative: yes', 'roger answers a yes or no question')).toBe(false);
  });
});

describe('an order or a complement said round the other way', () => {
  it('"X has the right of way over Y" keeps the listed order', () => {
    const list = orderedList(
      'Less maneuverable category first: balloon, glider, airship, then airplane/rotorcraft',
    )!;
    expect(contradictsOrder(list, tokenize('an airplane has the right of way over a glider').tokens)).toBe(
      true,
    );
    expect(contradictsOrder(list, tokenize('a glider has the right of way over an airplane').tokens)).toBe(
      false,
    );
  });
  it('the thing an item is the other side of, said bare beside its value, takes the value', () => {
    const item = 'Other than congested: 500 feet above the surface';
    expect(conveys(item, 'over congested areas 500 feet above the highest obstacle')).toBe(false);
    expect(conveys(item, 'elsewhere 500 feet above the surface')).toBe(true);
    const reply = prepareReply('over congested areas a thousand feet, five hundred feet agl elsewhere');
    const at = reply.tokens.findIndex((t) => t.text === '500');
    expect(saysTheOtherSide(reply, at, 'congested')).toBe(false);
  });
});
