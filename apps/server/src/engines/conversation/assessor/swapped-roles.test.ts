import { describe, expect, it } from 'vitest';
import { labelsOf, rubricOf } from './rubric.fixture';
import { labelOccurrences, labellingOf } from './label-binding';
import { prepareReply } from './match';

// docs/product/assessor.md, "Values must match exactly" and "Words said under another label":
// the kinds of wrong value and of homophone the tuning part showed on the evening of 2026-11-27
// (decision 014), each read in general form.
const rubric = rubricOf;
const labels = labelsOf;
const tokens = (reply: string, callsigns: string[] = []) =>
  prepareReply(reply, callsigns).tokens.map((t) => `${t.kind}:${t.text}`);

describe('values said in each other roles', () => {
  const heights = rubric('What minimum altitudes apply over a town?', [
    'Congested areas: 1,000 feet above the highest obstacle',
    'Within a 2,000-foot horizontal radius',
  ]);
  it('a height said as the radius and the radius as the height gives neither', async () => {
    expect(
      await labels(heights, 'over a town 2,000 feet above the highest obstacle within 1,000 feet'),
    ).toEqual([false, false]);
  });
  it('each value in its own role gives both', async () => {
    expect(
      await labels(heights, 'over a town 1,000 feet above the highest obstacle within 2,000 feet'),
    ).toEqual([true, true]);
  });
});

describe('a thing said with another value, in a reply whose words lead their values', () => {
  const checks = rubric('When are the checks due?', [
    'Annual inspection within the preceding 12 calendar months',
    'Transponder inspection every 24 calendar months',
  ]);
  it('does not take the value said with another thing', async () => {
    const [, transponder] = await labels(
      checks,
      'annual inspection every 24 calendar months and transponder every 6',
    );
    expect(transponder).toBe(false);
  });
  it('keeps its own value', async () => {
    const [, transponder] = await labels(
      checks,
      'annual inspection every 12 calendar months and transponder every 24',
    );
    expect(transponder).toBe(true);
  });
});

describe('an item that opens with another item label', () => {
  const fog = rubric('How do the two fogs differ?', [
    'Radiation fog: clear, calm night; ground cools the air',
    'Advection fog: moist air moving over a colder surface',
    'Advection fog needs wind',
  ]);
  it('is not conveyed by its words said under the other label', async () => {
    const [, , wind] = await labels(fog, 'advection fog comes on still nights, radiation fog needs wind');
    expect(wind).toBe(false);
  });
  it('is conveyed under its own label', async () => {
    const [, , wind] = await labels(fog, 'radiation fog comes on calm nights, advection fog needs wind');
    expect(wind).toBe(true);
  });
});

describe('the opposite said under a label named by its verb', () => {
  const breathing = rubric('What is hyperventilation and how do you treat it?', [
    'Symptoms: dizziness, tingling',
    'Treatment: slow the breathing, talk aloud',
  ]);
  it('"treat it by breathing faster" contradicts "Treatment: slow the breathing"', async () => {
    const [, treatment] = await labels(breathing, 'breathing too slowly; treat it by breathing faster');
    expect(treatment).toBe(false);
  });
  it('"treat" names the label "Treatment"', () => {
    const labelling = labellingOf([
      'Symptoms: dizziness, tingling',
      'Treatment: slow the breathing, talk aloud',
    ]);
    expect(
      labelOccurrences(labelling, prepareReply('treat it by talking aloud')).map((o) => o.label),
    ).toEqual([1]);
  });
  it('"treat it by slowing the breathing" conveys it', async () => {
    const [, treatment] = await labels(
      breathing,
      'you feel dizzy; treat it by slowing the breathing and talking aloud',
    );
    expect(treatment).toBe(true);
  });
});

describe('"to" and "for" inside a registration or a frequency', () => {
  it('a homophone between digits that run on to phonetic letters is a digit', () => {
    expect(tokens('five to whiskey x-ray', ['n52wx'])).toEqual(['callsign:52wx']);
  });
  it('a homophone between digits that run on to "point" is a digit', () => {
    expect(tokens('contact approach one to four point eight five')).toContain('number:124.85');
  });
  it('a runway said with homophones keeps them as digits when a registration follows it', () => {
    expect(tokens('runway to to three to golf x-ray', ['n32gx'])).toEqual([
      'word:runway',
      'number:22',
      'callsign:32gx',
    ]);
  });
  it('"to" before a singular unit is a count', () => {
    expect(tokens('report to mile final')).toContain('number:2');
  });
  it('stays a word elsewhere', () => {
    expect(tokens('climb to four thousand')).toEqual(['word:climb', 'word:to', 'number:4000']);
    expect(tokens('go to alpha')).toEqual(['word:go', 'word:to', 'letter:a']);
  });
});

describe('a word said in another number clause', () => {
  it('describes that number only within its clause ("the load factor, about 41 percent")', async () => {
    const r = rubric('What happens in a 60-degree bank?', ['Load factor 2 G']);
    expect(
      await labels(r, 'two g, and stall speed rises with the root of the load factor, about 41 percent'),
    ).toEqual([true]);
    expect(await labels(r, 'two g and the load factor is 41 percent')).toEqual([false]);
  });
});

describe('thousands typed as "k"', () => {
  it('are thousands where an altitude is said', () => {
    expect(tokens('below 10k')).toEqual(['word:below', 'number:10000']);
    expect(tokens('18k msl')).toEqual(['number:18000', 'word:msl']);
  });
  it('stay a registration elsewhere', () => {
    expect(tokens('cessna 27k', ['n27k'])).toEqual(['word:cessna', 'callsign:27k']);
  });
});

describe("an aside's value said for the word it explains", () => {
  const icing = rubric('What does structural icing need?', [
    'Aircraft surface temperature at or below freezing (0 °C)',
    'Freezing rain means warmer air above',
  ]);
  it('keeps its side when the word itself is said elsewhere with the opposite', async () => {
    expect(
      await labels(icing, 'the airframe at or below zero celsius, and freezing rain means warmer air above'),
    ).toEqual([true, true]);
  });
  it('still takes the opposite side said with the value', async () => {
    const [surface] = await labels(
      icing,
      'the airframe above zero celsius, and freezing rain means warmer air above',
    );
    expect(surface).toBe(false);
  });
});

describe("a value an item repeats from another item's only value", () => {
  const hundred = rubric('When is a 100-hour inspection required?', [
    '100-hour when carrying people for hire',
    'May overfly the 100 hours by up to 10 hours only to reach an inspection place',
  ]);
  it('need not be said again for it', async () => {
    expect(
      await labels(
        hundred,
        'a hundred hour when carrying people for hire, and you can overfly by ten hours only to reach an inspection place',
      ),
    ).toEqual([true, true]);
  });
  it('leaves its own value exact', async () => {
    const [, overfly] = await labels(
      hundred,
      'a hundred hour when carrying people for hire, and you can overfly by fifteen hours only to reach an inspection place',
    );
    expect(overfly).toBe(false);
  });
  it('stays required when both items state it as their condition', async () => {
    const medical = rubric('How long is a medical valid?', [
      'Under 40: 60 calendar months',
      '40 or older: 24 calendar months',
    ]);
    expect(await labels(medical, 'under 40 it lasts 24 months and over 40 it lasts 60 months')).toEqual([
      false,
      false,
    ]);
  });
});
