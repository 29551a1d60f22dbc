import { describe, expect, it } from 'vitest';
import { matchSubanswer, preparePattern, prepareReply } from './match';
import { listElementsOf, spokenFormsOf } from './item-shape';
import { countedThings } from './counted';

const conveys = (subanswer: string, reply: string) =>
  matchSubanswer(preparePattern(subanswer, []), prepareReply(reply)).label;

describe('a quoted ICAO pronunciation', () => {
  it('is read from the item', () => {
    expect(spokenFormsOf('Five is "fife"')).toEqual(['fife']);
    expect(spokenFormsOf('12,500: "one two thousand five hundred"')).toEqual([]);
    expect(spokenFormsOf('Distress: "Mayday" three times')).toEqual([]);
  });
  it('must be said as such, not as the plain digit or another word', () => {
    expect(conveys('Five is "fife"', 'five is fife')).toBe(true);
    expect(conveys('Five is "fife"', 'five is just five')).toBe(false);
    expect(conveys('Five is "fife"', 'five is fiver')).toBe(false);
    expect(conveys('Nine is "niner"', 'nine becomes niner')).toBe(true);
  });
});

describe('a value in another temperature scale', () => {
  const item = 'Divide by 2.5 °C (4.4 °F) per 1,000 feet';
  it('conveys the item only with its scale named', () => {
    expect(conveys(item, 'divide by 2.5 per thousand feet')).toBe(true);
    expect(conveys(item, 'divide by 4.4 degrees fahrenheit per thousand feet')).toBe(true);
    expect(conveys(item, 'divide by 4.4 per thousand feet')).toBe(false);
  });
});

describe('opposites in knowledge answers', () => {
  it('hold every phrasing of the item to its own words with an opposite', () => {
    const drag = preparePattern('Reduced induced drag (vortices and downwash restricted)', [
      'less induced drag',
    ]);
    expect(matchSubanswer(drag, prepareReply('increased induced drag near the ground')).label).toBe(false);
    expect(matchSubanswer(drag, prepareReply('reduced induced drag near the ground')).label).toBe(true);
  });
  it('read "sea level" as MSL, the other side of "above ground level"', () => {
    expect(conveys('Height above ground level', 'the height above sea level')).toBe(false);
    expect(conveys('Height above ground level', 'the height above the ground')).toBe(true);
  });
  it('turn a condition or an effect around', () => {
    expect(
      conveys(
        'After a cold front: cooler, wind shift, better visibility',
        'after it passes warmer, a wind shift and better visibility',
      ),
    ).toBe(false);
    expect(
      conveys(
        'Radiation fog: clear, calm night; ground cools the air to its dew point',
        'radiation fog on windy nights when the ground cools the air to its dew point',
      ),
    ).toBe(false);
  });
});

describe('words a reply sets aside', () => {
  const item = 'Trust and fly by the flight instruments';
  it('are not given: "instead of", "rather than", and the "over" of a preference', () => {
    expect(conveys(item, 'trust your body over the instruments')).toBe(false);
    expect(conveys(item, 'fly by feel instead of the flight instruments')).toBe(false);
    expect(conveys(item, 'trust and fly the flight instruments over your body')).toBe(true);
  });
});

describe('age limits said another way', () => {
  it('"40 and up" is 40 or older, "before age forty" is under 40', () => {
    expect(conveys('40 or older: 24 calendar months', '40 and up it lasts 24 calendar months')).toBe(true);
    expect(conveys('Under 40: 60 calendar months', 'sixty calendar months before age forty')).toBe(true);
    expect(conveys('40 or older: 24 calendar months', 'under 40 it lasts 24 calendar months')).toBe(false);
  });
});

describe('conditions and descriptors around a value', () => {
  const medical = ['Under 40: 60 calendar months', '40 or older: 24 calendar months'];
  it('pair a value with the condition said before it when the reply opens with a condition', () => {
    const reply = prepareReply(
      'if you are under forty it is good for sixty calendar months if you are forty or older twenty four calendar months',
    );
    expect(medical.map((m) => matchSubanswer(preparePattern(m, []), reply).label)).toEqual([true, true]);
  });
  it('let a word without an opposite follow the value it leads in the rubric', () => {
    const rule = 'Rule: separate digits before "thousand" above 9,900; flight levels from 18,000 MSL';
    expect(
      conveys(
        rule,
        'above nine thousand nine hundred you separate the digits and from eighteen thousand msl you use flight levels',
      ),
    ).toBe(true);
  });
  it('read a spelled "one" before a preposition as a pronoun', () => {
    const item = 'Lower aircraft has it, but may not cut in front of one on final';
    expect(preparePattern(item, []).values).toEqual([]);
    expect(conveys(item, 'the higher aircraft has it, but it may not cut in front of another on final')).toBe(
      false,
    );
  });
});

describe('a worked result', () => {
  const item = 'Correction (29.92 − 30.12) × 1,000 = −200 feet';
  it('is the value after "=", with its sign', () => {
    expect(preparePattern(item, []).values.map((v) => v.value)).toEqual([200]);
    expect(conveys(item, 'the correction is minus two hundred feet')).toBe(true);
    expect(conveys(item, 'the correction is plus 200 feet')).toBe(false);
  });
});

describe('a list item', () => {
  const symptoms = 'Symptoms: dizziness, tingling, visual problems (similar to hypoxia)';
  const treatment = 'Treatment: slow the breathing, talk aloud, or breathe into a bag';
  it('is read as its elements after the label', () => {
    expect(listElementsOf(symptoms, (t) => t.toLowerCase().match(/[a-z]+/g) ?? [])).toEqual([
      ['dizziness'],
      ['tingling'],
      ['visual', 'problems'],
    ]);
    expect(
      listElementsOf('Warm front: stratiform clouds, steady precipitation', (t) => t.split(' ')),
    ).toBeNull();
  });
  it('is named by most of its elements, each by words only it has', () => {
    expect(conveys(symptoms, 'you get dizzy and tingly')).toBe(true);
    expect(conveys(symptoms, 'you get visual problems')).toBe(false);
    expect(conveys(treatment, 'breathing too fast')).toBe(false);
    expect(conveys(treatment, 'slow down and talk out loud')).toBe(true);
  });
});

describe('contracted negations', () => {
  it('deny what follows them', () => {
    expect(conveys('Watch the tower for light gun signals', "i wouldn't bother with light gun signals")).toBe(
      false,
    );
    expect(
      conveys('Watch the tower for light gun signals', 'i would watch the tower for light gun signals'),
    ).toBe(true);
  });
});

describe('a number an item repeats for different things', () => {
  const item = 'At least 1 hour ground and 1 hour flight training';
  it('is read with each thing', () => {
    expect(countedThings(item)).toEqual([
      { value: 1, unit: 'hours', noun: 'ground' },
      { value: 1, unit: 'hours', noun: 'flight' },
    ]);
    expect(countedThings('Under 40: 60 calendar months')).toEqual([]);
  });
  it('is wrong when the reply counts one of the things with another number', () => {
    const pattern = { ...preparePattern(item, []), counted: countedThings(item) };
    const judge = (reply: string) => matchSubanswer(pattern, prepareReply(reply)).label;
    expect(judge('one hour of ground and one hour of flight training')).toBe(true);
    expect(judge('two hours of ground and one hour of flight training')).toBe(false);
  });
});

describe('a value said after what it means', () => {
  const codes = [
    '1200: VFR',
    '7500: hijack / unlawful interference',
    '7600: lost communications',
    '7700: emergency',
  ];
  const judge = async (reply: string) => {
    const { createRubricAssessor } = await import('./index');
    const rubric = {
      question_id: 1,
      question: 'What do transponder codes 1200, 7500, 7600 and 7700 mean?',
      answer: '',
      subanswers: codes.map((s, i) => ({ subanswer_id: i + 1, subanswer: s, points: 1 })),
      point_threshold: 4,
      contexts: [],
      examples: [],
    };
    return (await createRubricAssessor().assess(rubric, reply)).map((a) => a.label);
  };
  it('takes the words before "is" ("VFR is 1200", "hijack is 7600")', async () => {
    expect(await judge('VFR is 1200, hijack is 7500, lost comms is 7600, emergency is 7700.')).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(await judge('VFR is 1200, hijack is 7600, lost comms is 7500, emergency is 7700.')).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('a word the rubric puts after its value', () => {
  it('may lead it in the reply, within its clause', () => {
    expect(conveys('3 statute miles visibility', 'visibility 3 statute miles; clouds 500 feet below')).toBe(
      true,
    );
    expect(conveys('7600: lost communications', '7500 is lost communications, 7600 is hijack')).toBe(false);
  });
});

describe('a denial in the elaboration after a head and its gist', () => {
  const item = 'Flashing red: airport unsafe, do not land';
  it('need not be said once the head and gist are', () => {
    expect(conveys(item, 'flashing red airport unsafe')).toBe(true);
    expect(conveys(item, 'flashing red means the airport is unsafe, do not land')).toBe(true);
  });
  it('still needs the gist', () => {
    expect(conveys(item, 'flashing red airport safe')).toBe(false);
    expect(conveys(item, 'flashing red land now')).toBe(false);
  });
});
