import { describe, expect, it } from 'vitest';
import { prepareReply } from './match-reply';
import { labelsOf, rubricOf } from './rubric.fixture';
import { sameWord } from './words';

// docs/product/assessor.md, "Words said under another label" and "Values must match exactly":
// the rules of round 7, each with the reply that led to it and one it must still accept.

describe('a value said under another label', () => {
  const vor = rubricOf('What errors are allowed in VOR checks?', [
    'Within the preceding 30 days',
    'VOT check: plus or minus 4 degrees',
    'Airborne checkpoint: plus or minus 6 degrees',
    'Dual VOR check: within 4 degrees of each other',
  ]);
  it("is that label's value, with the label said without its head noun", async () => {
    expect(
      await labelsOf(
        vor,
        'within the last 30 days; VOT plus or minus 6, airborne plus or minus 4, dual within 4 of each other',
      ),
    ).toEqual([true, false, false, true]);
  });
  it('still counts under its own label', async () => {
    expect(
      await labelsOf(
        vor,
        'within the last 30 days; VOT plus or minus 4, airborne plus or minus 6, dual within 4 of each other',
      ),
    ).toEqual([true, true, true, true]);
  });
});

describe('a typed tolerance in a clause with its label', () => {
  const vor = rubricOf('What errors are allowed in VOR checks?', [
    'VOT check: plus or minus 4 degrees',
    'Airborne checkpoint: plus or minus 6 degrees',
  ]);
  it("is that label's value on whichever side of it the value stands", async () => {
    expect(await labelsOf(vor, '±4° on a VOT, ±6° airborne')).toEqual([true, true]);
    expect(await labelsOf(vor, '±6° on a VOT, ±4° airborne')).toEqual([false, false]);
  });
});

describe('a decimal fraction said in words', () => {
  const alcohol = rubricOf('What is the alcohol limit?', ['Alcohol concentration below 0.04']);
  it('is its decimal', async () => {
    expect(await labelsOf(alcohol, 'alcohol concentration under four hundredths')).toEqual([true]);
    expect(await labelsOf(alcohol, 'alcohol concentration under four tenths')).toEqual([false]);
  });
});

describe("a chart symbol's words said under another symbol", () => {
  const floors = rubricOf('How does a sectional chart show the floors of Class E airspace?', [
    'Shaded magenta vignette: floor at 700 feet AGL',
    'Dashed magenta line: Class E from the surface',
  ]);
  it('convey neither symbol when swapped', async () => {
    expect(
      await labelsOf(
        floors,
        'the dashed magenta is the 700 foot floor and the shaded magenta goes down to the surface',
      ),
    ).toEqual([false, false]);
  });
  it('convey both when each stands under its own', async () => {
    expect(
      await labelsOf(
        floors,
        'shaded magenta means a 700 foot floor, dashed magenta means it goes to the surface',
      ),
    ).toEqual([true, true]);
  });
});

describe('a degree word said of another thing', () => {
  const factors = rubricOf('What makes density altitude higher?', [
    'Higher elevation / lower pressure raises it',
    'Higher temperature raises it',
    'Higher humidity raises it',
  ]);
  it('does not give the item its degree', async () => {
    expect(await labelsOf(factors, 'lower temperature and lower humidity raise it')).toEqual([
      false,
      false,
      false,
    ]);
  });
  it('leaves the item said of its own thing', async () => {
    expect(
      await labelsOf(factors, 'lower pressure, higher temperature and higher humidity all raise it'),
    ).toEqual([true, true, true]);
  });
});

describe('cloud cover beside a value', () => {
  const metar = rubricOf('Decode BKN035 OVC080.', ['Ceiling broken at 3,500 feet AGL (overcast at 8,000)']);
  it("is that layer's value", async () => {
    expect(await labelsOf(metar, 'ceiling overcast 3,500, broken 8,000')).toEqual([false]);
    expect(await labelsOf(metar, 'ceiling broken 3,500, overcast 8,000')).toEqual([true]);
  });
});

describe('a landing point', () => {
  const wake = rubricOf('How do you avoid wake turbulence on landing?', ['Land beyond its touchdown point']);
  it('before or short of the other is not beyond it', async () => {
    expect(await labelsOf(wake, 'land before its touchdown point')).toEqual([false]);
    expect(await labelsOf(wake, 'land beyond its touchdown point')).toEqual([true]);
  });
});

describe('false rejections of round 7', () => {
  it('reads a spoken example the item quotes in its aside as the item', async () => {
    const abbreviation = rubricOf('What does the abbreviation sound like?', [
      'Prefix plus last three characters ("November three four alpha")',
    ]);
    expect(await labelsOf(abbreviation, 'it becomes november three four alpha')).toEqual([true]);
    expect(await labelsOf(abbreviation, 'it becomes november three four bravo')).toEqual([false]);
  });
  it("keeps a readback's clearance words required when the question's lead-in says them too", async () => {
    const center = rubricOf(
      'Center tells you: "November five seven one charlie, contact Memphis Center one three two point four five." Read it back.',
      ['Facility: Memphis Center', 'Frequency 132.45 (one three two point four five)'],
    );
    expect(await labelsOf(center, 'memphis center one three two point four five')).toEqual([true, true]);
    expect(await labelsOf(center, 'memphis approach one three two point four five')).toEqual([false, true]);
  });
  it('reads "for" before a unit with its qualifier or before degrees as the digit', async () => {
    const vot = rubricOf('What error does a VOT check allow?', ['VOT check: plus or minus 4 degrees']);
    expect(await labelsOf(vot, 'vot plus or minus for degrees')).toEqual([true]);
    const speed = rubricOf('How far from the airport does the limit apply?', [
      'Within 4 NM of the primary airport',
    ]);
    expect(await labelsOf(speed, 'within for nautical miles of the primary airport')).toEqual([true]);
  });
  it('reads an opening "negative" or "nope" as the answer "no"', async () => {
    const depart = rubricOf('Can you depart under basic VFR?', [
      'Denied: not under basic VFR',
      'Could request a special VFR clearance',
    ]);
    const no = await labelsOf(depart, 'no, but i could request a special vfr clearance');
    expect(await labelsOf(depart, 'negative, but i could request a special vfr clearance')).toEqual(no);
    expect(await labelsOf(depart, 'nope, but i could request a special vfr clearance')).toEqual(no);
    expect(prepareReply('negative, not today').tokens[0]!.text).toBe('no');
    expect(prepareReply('negative means no').tokens[0]!.text).toBe('negative');
  });
  it('reads "stay in contact" as maintaining communication and "believe" as trusting', async () => {
    const inside = rubricOf('What must you do inside Class D?', ['Maintain communication while inside']);
    expect(await labelsOf(inside, 'stay in contact while inside')).toEqual([true]);
    const instruments = rubricOf('How do you recover?', ['Trust and fly by the flight instruments']);
    expect(await labelsOf(instruments, 'believe the flight instruments and fly by them')).toEqual([true]);
  });
  it('reads "no less than" as "at least" and "how high" as the altitude', async () => {
    const share = rubricOf('Can you share costs?', ['Pilot pays at least an equal (pro rata) share']);
    expect(await labelsOf(share, 'the pilot must pay no less than a pro rata share')).toEqual([true]);
    const call = rubricOf('What goes into an initial call?', ['Position and altitude']);
    expect(await labelsOf(call, 'where you are and how high')).toEqual([true]);
  });
});

describe('a polar label whose definition says its opposite', () => {
  const overtaking = rubricOf('Who has the right-of-way when overtaking?', [
    'Overtaking: the overtaken aircraft has the right-of-way; pass on the right',
  ]);
  it('is conveyed with both words said', async () => {
    expect(
      await labelsOf(
        overtaking,
        'overtaking, the overtaken aircraft has the right of way, pass on the right',
      ),
    ).toEqual([true]);
    expect(await labelsOf(overtaking, 'overtaking, the overtaking aircraft has the right of way')).toEqual([
      false,
    ]);
  });
  it('reads "back to the start" as a return to the starting point', async () => {
    const white = rubricOf('What does a flashing white light mean on the ground?', [
      'Flashing white: return to starting point on the airport',
    ]);
    expect(await labelsOf(white, 'flashing white, back to the start')).toEqual([true]);
  });
});

describe('a polar word whose partner is said nowhere', () => {
  const stable = rubricOf('What weather would you expect in stable air compared with unstable air?', [
    'Stable: smooth air, steady precipitation, poor visibility',
    'Unstable: turbulence, good visibility',
  ]);
  it('is missing that partner, not swapped', async () => {
    expect(
      await labelsOf(
        stable,
        'stable: smooth, steady rain, poor visibility; unstable: turbulence, good visibility',
      ),
    ).toEqual([true, true]);
    expect(
      await labelsOf(
        stable,
        'stable: turbulence, good visibility; unstable: smooth, steady rain, poor visibility',
      ),
    ).toEqual([false, false]);
  });
  it('reads "never" as the "no" of a denial and "pilot in command" as the PIC', async () => {
    const hire = rubricOf('Can a private pilot share costs?', ['Otherwise no compensation or hire']);
    expect(await labelsOf(hire, 'never for compensation')).toEqual([true]);
    const pic = rubricOf('Who decides?', ['The PIC is the final authority for the flight']);
    expect(await labelsOf(pic, 'the pilot in command is the final authority')).toEqual([true]);
  });
});

describe("pilots' phrases for paths, landing points and established contact", () => {
  it('read "its glide path" and "where it touched down" as the item\'s path and point', async () => {
    const wake = rubricOf('How do you avoid wake turbulence?', [
      'Stay at or above its final approach flight path',
      'Land beyond its touchdown point',
    ]);
    expect(
      await labelsOf(wake, 'stay at or above its glide path and land beyond where it touched down'),
    ).toEqual([true, true]);
    expect(await labelsOf(wake, 'stay below its glide path and land before where it touched down')).toEqual([
      false,
      false,
    ]);
  });
  it('reads "it only counts once" as communication established', async () => {
    const c = rubricOf('What is required to enter Class C airspace?', [
      'Established only when the controller replies with your call sign',
    ]);
    expect(await labelsOf(c, 'it only counts once the controller answers with your tail number')).toEqual([
      true,
    ]);
  });
});

describe('the stemmer with the word forms (language/word-forms.ts)', () => {
  it('equates irregular, derived and "-ies" forms with their base', () => {
    expect(sameWord('lost', 'loss')).toBe(true);
    expect(sameWord('gave', 'given')).toBe(true);
    expect(sameWord('planned', 'plan')).toBe(true);
    expect(sameWord('rating', 'rated')).toBe(true);
    expect(sameWord('replies', 'reply')).toBe(true);
    expect(sameWord('left', 'leave')).toBe(false);
  });
});
