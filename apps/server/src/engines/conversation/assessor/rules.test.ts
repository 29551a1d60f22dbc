import { describe, expect, it } from 'vitest';
import { labelsOf, rubricOf } from './rubric.fixture';
import { tokenize } from '../language/tokenize';
import { foldRepeats } from '../language/spoken-forms';
import { groupedCoverage, orGroupsOf, phraseAlternatives, valueAlternatives } from './alternatives';
import { matchSubanswer, preparePattern, prepareReply } from './match';
import { contradictsAside, joinedByAnd } from './match-values';
import { followsCloser, limitAfter, namesAfterUnit, precedesCloser } from './value-sides';
import { celsiusAt } from '../language/units';
import { sameWord } from './words';
import { splitRegistrations } from './registrations';
import {
  countsOtherwise,
  deniesInCondition,
  labelWithExamples,
  markQuestionWords,
  markSharedWords,
  statesDenial,
} from './item-shape';
import { splitWord } from './match-reply';

const conveys = (subanswer: string, reply: string) =>
  matchSubanswer(preparePattern(subanswer, []), prepareReply(reply)).label;
const compact = (text: string) =>
  tokenize(text)
    .tokens.map((t) => t.text)
    .join(' ');

describe('a denying aside', () => {
  const item = 'Line up and wait (not a takeoff clearance)';
  it('is never a way to say the item, and saying it contradicts the item', () => {
    expect(conveys(item, 'runway two two cleared for takeoff')).toBe(false);
    expect(conveys(item, 'line up and wait, cleared for takeoff')).toBe(false);
  });
  it('does not stop the item itself, nor a reply that denies the aside too', () => {
    expect(conveys(item, 'runway two two line up and wait')).toBe(true);
    expect(conveys(item, 'line up and wait, that is not a takeoff clearance')).toBe(true);
  });
});

describe('a range bound', () => {
  it('"up to but not including" keeps its value', () => {
    expect(
      conveys(
        'All airspace from 14,500 feet MSL up to 18,000 MSL',
        'from fourteen thousand five hundred msl up to but not including flight level one eight zero',
      ),
    ).toBe(true);
  });
});

describe('a descriptor after the value and its unit', () => {
  it('names the value ("ten miles visibility")', () => {
    const reply = prepareReply('ten miles visibility, broken at three thousand five hundred');
    expect(namesAfterUnit(reply, 0, 'visibility')).toBe(true);
    expect(conveys('Visibility 10 statute miles', 'ten miles visibility')).toBe(true);
  });
  it('not when it leads into the next value, nor without a unit', () => {
    expect(namesAfterUnit(prepareReply('ten miles visibility 3 miles'), 0, 'visibility')).toBe(false);
    expect(namesAfterUnit(prepareReply('ten visibility'), 0, 'visibility')).toBe(false);
    expect(namesAfterUnit(prepareReply('10 miles visibility, scattered 3,500'), 0, 'visibility')).toBe(true);
  });
});

describe('spoken forms', () => {
  it('a call said three times is that call three times', () => {
    expect(compact('mayday mayday mayday for distress')).toBe('mayday 3 times for distress');
    expect(compact('pan pan pan pan pan pan')).toBe('panpan 3 times');
    expect(conveys('Distress: "Mayday" three times', 'mayday mayday mayday for distress')).toBe(true);
  });
  it('never folds digits, letters or filler words', () => {
    const pieces = (t: string) => t.split(' ').map((text, i) => ({ text, start: i, end: i }));
    expect(foldRepeats(pieces('zero zero zero')).map((p) => p.text)).toEqual(['zero', 'zero', 'zero']);
    expect(foldRepeats(pieces('the the the')).map((p) => p.text)).toEqual(['the', 'the', 'the']);
    expect(foldRepeats(pieces('alpha alpha alpha')).map((p) => p.text)).toHaveLength(3);
  });
  it('"fourteen five" is 14,500 and "twelve five" 12,500', () => {
    expect(compact('from fourteen five up')).toBe('from 14500 up');
    expect(compact('above twelve five the crew')).toBe('above 12500 the crew');
    expect(compact('gusting twenty five')).toBe('gusting 25');
  });
  it('letters before a registration stay words: "into the bravo november four five six papa juliett"', () => {
    expect(compact('cleared into the bravo november four five six papa juliett')).toBe(
      'cleared into classb n456pj',
    );
    expect(compact('november one two three alpha bravo')).toBe('n123ab');
  });
  it('folds split phonetic words and chemical symbols', () => {
    expect(compact('seven three one fox trot lima')).toBe('731 f l');
    expect(compact('you lose co2')).toBe('you loss carbon dioxide');
    expect(compact('vee x and vee why')).toBe('vx and vy');
  });
});

describe('alternatives joined by "or" or a slash', () => {
  it('groups the joined words, never digits around a slash', () => {
    expect(orGroupsOf('Open fresh vents or windows', ['open', 'fresh', 'vents', 'windows'])).toEqual([
      ['vents', 'windows'],
    ]);
    expect(orGroupsOf('Excessive breathing rate/depth', ['excessive', 'breathing', 'rate', 'depth'])).toEqual(
      [['rate', 'depth']],
    );
    expect(orGroupsOf('within 1/2 mile of the runway', ['within', 'runway'])).toEqual([]);
  });
  it('counts a group once, said when any member is', () => {
    const said = (w: string) => ['open', 'vents'].includes(w);
    expect(groupedCoverage(['open', 'fresh', 'vents', 'windows'], said, [['vents', 'windows']])).toEqual({
      said: 2,
      of: 3,
    });
    expect(conveys('Open fresh-air vents or windows (oxygen if available)', 'open the vents')).toBe(true);
    expect(conveys('Open fresh-air vents or windows (oxygen if available)', 'open the throttle')).toBe(false);
  });
  it('a slash list of a phrase and values: any one of them conveys the item', () => {
    const item = 'Declare an emergency / squawk 7700 / 121.5';
    expect(phraseAlternatives(item)).toEqual([['declare', 'emergency']]);
    expect(valueAlternatives(item)).toEqual(['squawk 7700', '121.5']);
    expect(conveys(item, 'then a mayday call and squawk 7700')).toBe(true);
    expect(conveys(item, 'declare an emergency')).toBe(true);
    expect(conveys(item, 'squawk 7600')).toBe(false);
    expect(phraseAlternatives('Open water / sparsely populated: 500 feet from any person')).toBeNull();
  });
});

describe('the shape of an item', () => {
  const words = (text: string) =>
    tokenize(text)
      .tokens.map((t) => t.text)
      .filter((w) => !['a', 'the', 'of'].includes(w));
  it('a negation inside a condition is no denial', () => {
    const clause = () => 0;
    expect(statesDenial(tokenize('Alternatives if the flight cannot be completed').tokens, clause)).toBe(
      false,
    );
    expect(deniesInCondition(tokenize('Alternatives if the flight cannot be completed').tokens, clause)).toBe(
      true,
    );
    expect(statesDenial(tokenize('Roger is not an answer').tokens, clause)).toBe(true);
    expect(
      conveys(
        'Alternatives if the flight cannot be completed (and known ATC delays)',
        'fuel requirements, alternatives, known ATC delays',
      ),
    ).toBe(true);
  });
  it('a label followed by one of its examples names the item', () => {
    expect(
      labelWithExamples('Hypemic: blood cannot carry oxygen (CO, anemia, blood donation)', words),
    ).toEqual({ label: ['hypemic'], examples: [['carbon', 'monoxide'], ['anemia'], ['blood', 'donation']] });
    const item = 'Hypemic: blood cannot carry oxygen (CO, anemia, blood donation)';
    expect(conveys(item, 'hypemic like carbon monoxide')).toBe(true);
    expect(conveys(item, 'hypoxic from altitude and carbon monoxide poisoning')).toBe(false);
  });
});

describe('values and their words', () => {
  it('an age limit said on the other side is another value', () => {
    const item = '40 or older: 24 calendar months';
    expect(conveys(item, 'forty or older twenty four calendar months')).toBe(true);
    expect(conveys(item, 'under forty it is good for two years and over forty for five years')).toBe(false);
  });
  it('"must" and "at least" do not pick the value', () => {
    expect(
      conveys(
        'Ground visibility must be at least 3 statute miles',
        'the ceiling needs to be at least fifteen hundred feet and visibility three miles',
      ),
    ).toBe(true);
  });
  it("the rubric's examples without the value convey a value item, unless another count is given", () => {
    const item = 'Within about one wingspan of the surface';
    const pattern = preparePattern(item, ['within a wingspan of the ground']);
    expect(matchSubanswer(pattern, prepareReply('when you are within a wingspan of the ground')).label).toBe(
      true,
    );
    expect(matchSubanswer(pattern, prepareReply('within two wingspans of the ground')).label).toBe(false);
    expect(countsOtherwise([{ value: 30, noun: 'knots' }], prepareReply('winds of twenty knots'))).toBe(true);
    expect(countsOtherwise([{ value: 30, noun: 'knots' }], prepareReply('winds of thirty knots'))).toBe(
      false,
    );
  });
});

describe('a registration without its "N"', () => {
  const split = (text: string, callsigns: string[]) => {
    const { words, tokens } = tokenize(text);
    return splitRegistrations(words, tokens, callsigns).map((t) => `${t.text}/${t.kind}`);
  };
  it('ends the run of digits before it, which is read again as its own value', () => {
    expect(split('left two seven zero one two three alpha bravo', ['n123ab'])).toEqual([
      'left/word',
      '270/number',
      '123ab/callsign',
    ]);
    expect(split('at or above four thousand five hundred six one echo', ['n61e'])).toContain('4500/number');
    expect(split('point eight five five two whiskey xray', ['n52wx'])).toContain('52wx/callsign');
    expect(split('descend 3000, 30.12, 4417R', ['n4417r'])).toContain('4417r/callsign');
  });
  it('keeps the letters said, so a wrong or missing letter stays another aircraft', () => {
    expect(split('heading two seven zero one two three alpha charlie', ['n123ab'])).toEqual([
      'heading/word',
      '270/number',
      '123ac/callsign',
    ]);
    expect(split('altimeter three zero one two four four one seven', ['n4417r'])).toEqual([
      'altimeter/word',
      '3012/number',
      '4417/callsign',
    ]);
    expect(split('heading two seven zero one two four alpha bravo', ['n123ab'])).toEqual([
      'heading/word',
      '270/number',
      '124ab/callsign',
    ]);
    expect(split('altimeter three zero one two', ['n4417r'])).toEqual(['altimeter/word', '3012/number']);
    expect(split('climb 4,500, 123 alpha bravo', ['n123ab'])).toEqual([
      'climb/word',
      '4500/number',
      '123ab/callsign',
    ]);
  });
  it('conveys the callsign item, and the value before it', () => {
    const assess = (reply: string) =>
      matchSubanswer(preparePattern('Call sign N123AB', []), prepareReply(reply, ['n123ab'])).label;
    expect(assess('left two seven zero one two three alpha bravo')).toBe(true);
    expect(assess('climb 4,500, 123AB')).toBe(true);
    expect(assess('climb 4,500, 123AC')).toBe(false);
  });
  it('a frequency\'s decimals end before a trailing "for"', () => {
    expect(compact('one two four point eight five for jacksonville')).toBe('124.85 for jacksonville');
  });
});

describe('readback forms', () => {
  it('a one-digit registration after another value is the callsign', () => {
    const { words, tokens } = tokenize('hold short one three right, seven yankee delta');
    expect(splitRegistrations(words, tokens, ['n7yd']).map((t) => t.text)).toContain('7yd');
    const { words: w2, tokens: t2 } = tokenize('runway one six eight kilo mike');
    expect(splitRegistrations(w2, t2, ['n8km']).map((t) => t.text)).toEqual(['runway', '16', '8km']);
  });
  it('a limit may follow its value ("four thousand five hundred or above"), never as its opposite', () => {
    const item = 'At or above 4,500 (four thousand five hundred)';
    expect(conveys(item, 'direct merit four thousand five hundred or above')).toBe(true);
    expect(conveys(item, 'direct merit four thousand five hundred or below')).toBe(false);
    expect(limitAfter(prepareReply('4500 feet or higher'), 0, 'above')).toBe(true);
  });
  it("a heading's digits end where thousands begin", () => {
    expect(compact('heading one eight zero five thousand five hundred')).toBe('heading 180 5500');
    expect(compact('one two thousand five hundred')).toBe('12500');
  });
});

describe('knowledge items said another way', () => {
  it('a recogniser split is the word\'s own letters only ("with an" is not "within")', () => {
    const reply = prepareReply('the airplane with an instructor');
    expect(splitWord(reply, 2, 'within')).toBe(false);
    expect(splitWord(prepareReply('jackson ville approach'), 0, 'jacksonville')).toBe(true);
  });
  it('an aside of words restates a value item: "(east)"', () => {
    expect(conveys('Magnetic course 0 to 179 degrees (east)', 'on an easterly course')).toBe(true);
    expect(conveys('Magnetic course 0 to 179 degrees (east)', 'going west')).toBe(false);
  });
  it('a slash in an aside separates examples: "operating handbook" for "(AFM/POH, placards, markings)"', () => {
    expect(conveys('Operating limitations (AFM/POH, placards, markings)', 'the operating handbook')).toBe(
      true,
    );
  });
  it('a two-word item is named by its own word when other items share the other', () => {
    const items = ['Airworthiness certificate', 'Registration certificate', 'Weight and balance data'];
    const patterns = items.map((i) => preparePattern(i, []));
    markSharedWords(patterns, items);
    const reply = prepareReply('airworthiness, registration, weight and balance');
    expect(patterns.map((p) => matchSubanswer(p, reply).label)).toEqual([true, true, true]);
    expect(matchSubanswer(patterns[0]!, prepareReply('the certificate')).label).toBe(false);
  });
  it('a radio failure is lost communications, and "between" starts a range above its value', () => {
    expect(compact('7600 radio failure')).toBe('7600 lostcomms');
    expect(
      conveys(
        'Above 12,500 to 14,000 MSL: crew after 30 minutes',
        'between 12,500 and 14,000 the crew after 30 minutes',
      ),
    ).toBe(true);
  });
});

describe('pairs of values', () => {
  it('a value right after "and" starts another statement, unless the two bound a range', () => {
    const item = 'Under 40: 60 calendar months';
    expect(conveys(item, '24 months under 40 and 60 months over 40')).toBe(false);
    expect(conveys(item, 'under 40, 60 calendar months')).toBe(true);
    const reply = prepareReply('between 12,500 and 14,000');
    expect(joinedByAnd(reply, 1, 3)).toBe(false);
    expect(joinedByAnd(prepareReply('under 40 and 60 months'), 1, 3)).toBe(true);
  });
});

describe('more opposites', () => {
  it('a scattered layer is not a broken ceiling', () => {
    expect(
      conveys('Ceiling broken at 3,500 feet AGL (overcast at 8,000)', 'scattered at 3,500, overcast 8,000'),
    ).toBe(false);
    expect(conveys('Ceiling broken at 3,500 feet AGL (overcast at 8,000)', 'broken at 3,500')).toBe(true);
    expect(conveys('Lowest layer reported broken or overcast', 'the lowest scattered layer')).toBe(false);
  });
  it('turning the heat up is not turning it off', () => {
    expect(conveys('Turn off the cabin heat', 'turn the cabin heat up')).toBe(false);
    expect(conveys('Turn off the cabin heat', 'shut the cabin heat off')).toBe(true);
  });
});

describe('homophones and synonyms of limits', () => {
  it('"to thousand" at the start of a clause is two thousand', () => {
    expect(compact('won thousand above, to thousand horizontal')).toBe('1000 above 2000 horizontal');
    expect(compact('climb to four thousand')).toBe('climb to 4000');
  });
  it('"under" a value is "below" it', () => {
    expect(conveys('250 KIAS below 10,000 feet MSL', 'two hundred fifty knots under ten thousand feet')).toBe(
      true,
    );
    expect(conveys('250 KIAS below 10,000 feet MSL', 'two hundred fifty knots above ten thousand feet')).toBe(
      false,
    );
  });
});

describe('the window around a value', () => {
  it('units and filler words do not use it up', () => {
    expect(
      conveys(
        'Within 30 NM of the Class B primary airport',
        '30 nautical miles from the primary class b airport',
      ),
    ).toBe(true);
    expect(
      conveys('Within 30 NM of the Class B primary airport', '30 nautical miles from a class c airport'),
    ).toBe(false);
  });
});

describe('periods and scales', () => {
  it('"annual" is every 12 calendar months, unless the reply gives the period itself', () => {
    expect(conveys('Inspection every 12 calendar months', 'an annual inspection')).toBe(true);
    expect(conveys('Inspection every 12 calendar months', 'the annual every 24 calendar months')).toBe(false);
    expect(
      conveys(
        'Annual inspection within the preceding 12 calendar months',
        'within the preceding twelve calendar months',
      ),
    ).toBe(true);
  });
  it('a temperature in Fahrenheit is the same value in Celsius', () => {
    const { tokens } = tokenize('32 degrees fahrenheit');
    expect(celsiusAt(tokens, 0)).toBe(0);
    const pattern = preparePattern('Aircraft surface temperature at or below freezing (0 °C)', []);
    expect(contradictsAside(pattern, prepareReply('the airframe at 32 degrees fahrenheit'))).toBe(false);
    expect(contradictsAside(pattern, prepareReply('the airframe at 10 degrees celsius'))).toBe(true);
  });
});

describe('words the question already says', () => {
  const judge = (question: string, items: string[], reply: string) => {
    const patterns = items.map((s) => preparePattern(s, []));
    markQuestionWords(patterns, question);
    const r = prepareReply(reply);
    return patterns.map((p) => matchSubanswer(p, r).label);
  };
  const rightOfWay = 'Two aircraft are converging. How do the right-of-way rules decide who gives way?';
  const distress = 'Aircraft in distress has the right-of-way over all';
  it('need not be repeated, nor a filler word', () => {
    const vfrFuel = 'What fuel reserve does a VFR flight require?';
    const reach = 'Enough fuel to reach the first point of intended landing';
    expect(judge(vfrFuel, [reach], 'to the first airport of intended landing')).toEqual([true]);
    expect(judge('Your engine quits. What do you do?', ['Establish best glide speed'], 'best glide')).toEqual(
      [true],
    );
  });
  it('leave an item with one word of its own judged on all its words', () => {
    const call = 'What goes into your initial call to a tower?';
    expect(judge(call, ['Facility being called'], 'what about facility')).toEqual([false]);
    expect(judge(call, ['Facility being called'], 'the facility being called')).toEqual([true]);
  });
  it('convey nothing on their own', () => {
    expect(judge(rightOfWay, [distress], 'the aircraft on the right has the right of way over all')).toEqual([
      false,
    ]);
  });
  it('leave words that pick a value, and items without other words, as they are', () => {
    const patterns = [
      preparePattern('Higher temperature raises it', []),
      preparePattern('Density altitude', []),
    ];
    markQuestionWords(patterns, 'What is density altitude, and what makes it higher?');
    expect(patterns[0]!.given).toBeUndefined();
    expect(patterns[1]!.given).toBeUndefined();
  });
});

describe('a seeded example that defines a term', () => {
  const question = 'What do "roger", "wilco" and "affirmative" mean?';
  const judge = (reply: string) => {
    const pattern = preparePattern('Wilco: I understand and will comply', ['Wilco means will comply']);
    markQuestionWords([pattern], question);
    return matchSubanswer(pattern, prepareReply(reply)).label;
  };
  it('is not conveyed by the term and "means" with another meaning', () => {
    expect(judge('wilco means received')).toBe(false);
  });
  it('is conveyed by a word of its meaning, even with the term misheard', () => {
    expect(judge('will co means i will comply')).toBe(true);
    expect(judge('wilco means i will comply')).toBe(true);
  });
});

describe('a thing the item describes by degree', () => {
  const item = 'Higher temperature raises it';
  it('is contradicted when the reply describes it the other way, whatever else is "higher"', () => {
    expect(conveys(item, 'density altitude gets higher when the temperature is low')).toBe(false);
    expect(conveys(item, 'it goes higher with low temperatures')).toBe(false);
  });
  it('is conveyed with its own description before or after it', () => {
    expect(conveys(item, 'density altitude gets higher when the temperature is higher')).toBe(true);
    expect(conveys(item, 'a higher temperature raises it')).toBe(true);
  });
  it('leaves words that name rather than describe ("Aft CG") alone', () => {
    expect(
      conveys(
        'Aft CG: lower stall speed, faster cruise',
        'with the CG forward it is slower, with it aft lower stall speed and faster cruise',
      ),
    ).toBe(true);
  });
});

describe('an item that is only a list of things', () => {
  const item = 'Airspeed indicator, altimeter and magnetic compass';
  it('needs every thing, and another thing of the same kind does not stand in for one', () => {
    expect(conveys(item, 'airspeed, altimeter, attitude indicator and heading indicator')).toBe(false);
    expect(conveys(item, 'airspeed indicator and altimeter')).toBe(false);
  });
  it('is conveyed by each thing named, in any order or short form', () => {
    expect(conveys(item, 'compass, altimeter and airspeed')).toBe(true);
  });
  it('leaves a description that qualifies its parts ("same category and class") to word coverage', () => {
    expect(
      conveys('Sole manipulator, same category and class', 'three landings in the same category and class'),
    ).toBe(true);
  });
});

describe("the value of an item's aside", () => {
  const item = 'Aircraft surface temperature at or below freezing (0 °C)';
  it('said in the other scale gives the idea it explains, and "or colder" its limit', () => {
    expect(conveys(item, 'a skin temperature of 32 degrees f or colder')).toBe(true);
    expect(conveys(item, 'a surface temperature of 32 degrees fahrenheit or colder')).toBe(true);
  });
  it('said otherwise gives nothing', () => {
    expect(conveys(item, 'a skin temperature of 40 degrees f or colder')).toBe(false);
    expect(conveys(item, 'a skin temperature')).toBe(false);
  });
  it('with its side beside it, is not contradicted by an opposite in another clause', () => {
    const reply = 'the airframe at 32 degrees fahrenheit or colder, and freezing rain means warmer air above';
    expect(conveys(item, reply)).toBe(true);
    expect(conveys(item, reply.replace('colder', 'warmer'))).toBe(false);
    expect(conveys(item, 'the airframe at 32 degrees fahrenheit or colder, but above freezing')).toBe(false);
  });
});

describe('a negation that ends its clause', () => {
  const item = 'Ceiling must be at least 1,000 feet';
  it('answers the question and denies nothing after it', () => {
    expect(conveys(item, 'no, you need a 1,000 foot ceiling')).toBe(true);
    expect(conveys(item, 'negative. the ceiling must be 1,000 feet')).toBe(true);
  });
  it('inside the clause still denies the value', () => {
    expect(conveys(item, 'no 1,000 foot ceiling is needed')).toBe(false);
  });
});

describe("a word after a value's unit", () => {
  const item = 'Ceiling must be at least 1,000 feet';
  it('is nearer to that value than to the next one', () => {
    expect(conveys(item, 'a 1,000 foot ceiling and 3 miles ground visibility')).toBe(true);
  });
  it("still needs the item's own value, beside the item's own word", async () => {
    expect(conveys(item, 'a 1,500 foot ceiling and 3 miles ground visibility')).toBe(false);
    const rubric = rubricOf('Can you fly VFR into a Class D surface area under a 900-foot ceiling?', [
      item,
      'Ground visibility must be at least 3 statute miles',
    ]);
    expect(await labelsOf(rubric, 'a 1,000 foot ceiling and 3 miles ground visibility')).toEqual([
      true,
      true,
    ]);
    expect(await labelsOf(rubric, 'a 3 mile ceiling and 1,000 feet ground visibility')).toEqual([
      false,
      false,
    ]);
  });
});

describe("a word between two values, past the first one's unit", () => {
  const at = (text: string, value: number) => {
    const reply = prepareReply(text);
    return { reply, index: reply.tokens.findIndex((t) => t.kind === 'number' && t.value === value) };
  };
  it('belongs to the value before it when it stands right after that value and its unit', () => {
    const { reply, index } = at('1,000 feet visibility 3 miles', 3);
    expect(precedesCloser(reply, index, 'visibility')).toBe(false);
    const later = at('a 1,000 foot ceiling and 3 miles', 1000);
    expect(followsCloser(later.reply, later.index, 'ceiling')).toBe(true);
  });
  it('belongs to the next value when it leads it, or when a clause ends before it', () => {
    const alone = at('visibility 3 miles', 3);
    expect(precedesCloser(alone.reply, alone.index, 'visibility')).toBe(true);
    const { reply, index } = at('1,000 feet, visibility 3 miles', 3);
    expect(precedesCloser(reply, index, 'visibility')).toBe(true);
  });
});

describe('a verb ending in "e" with "-ing"', () => {
  it('is that verb ("lining up and waiting" for "Line up and wait")', () => {
    expect(sameWord('lining', 'line')).toBe(true);
    expect(sameWord('taking', 'take')).toBe(true);
    expect(conveys('Line up and wait', 'lining up and waiting runway two two')).toBe(true);
  });
  it('is not another word', () => {
    expect(sameWord('lining', 'lint')).toBe(false);
    expect(sameWord('holding', 'hole')).toBe(false);
  });
});

describe('a pilot "license"', () => {
  const rubric = rubricOf('What documents must you carry as pilot in command?', [
    'Pilot certificate',
    'Medical certificate (or driver license under BasicMed)',
    'Government-issued photo ID',
  ]);
  it('is the certificate the regulations name', async () => {
    expect(await labelsOf(rubric, 'my pilot license, my medical, and a government photo id')).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('of another kind is not the pilot certificate', async () => {
    expect((await labelsOf(rubric, 'a driver license and a government photo id'))[0]).toBe(false);
  });
});
