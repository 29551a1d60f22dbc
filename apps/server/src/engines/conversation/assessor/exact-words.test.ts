import { describe, expect, it } from 'vitest';
import { tokenize } from '../language/tokenize';
import { labelsOf, rubricOf } from './rubric.fixture';
import { clearanceNames, sameItemWord } from './words';

// docs/product/assessor.md, "Values must match exactly" and "Equivalent forms" (2026-11-27 round).
const rubric = rubricOf;
const labels = labelsOf;
const compact = (text: string) =>
  tokenize(text)
    .tokens.map((t) => t.text)
    .join(' ');

describe('names a clearance carries', () => {
  const direct = rubric(
    'Approach tells you: "November six one echo, proceed direct to the MERIT intersection." Read it back.',
    ['Direct to the MERIT intersection', 'Call sign N61E (November six one echo)'],
  );

  it('are the capitalised words inside the quoted clearance only', () => {
    expect([...clearanceNames('Say: "direct MERIT, then KIAS 250"')]).toEqual(['merit', 'kias']);
    expect([...clearanceNames('What do FM, TEMPO and PROB30 mean?')]).toEqual([]);
  });

  it('match letter for letter, doubled letters aside', () => {
    const names = new Set(['merit']);
    expect(sameItemWord(names, 'merritt', 'merit')).toBe(true);
    expect(sameItemWord(names, 'medit', 'merit')).toBe(false);
    expect(sameItemWord(undefined, 'clearence', 'clearance')).toBe(true);
  });

  it('must be said for the item, whatever else the reply says', async () => {
    expect(await labels(direct, 'direct merit november six one echo')).toEqual([true, true]);
    expect(await labels(direct, 'direct medit intersection november six one echo')).toEqual([false, true]);
  });
});

describe('words of one kind that pick a value', () => {
  const floors = rubric('How does a sectional show Class E floors?', [
    'Dashed magenta line: Class E from the surface',
  ]);

  it('contradict each other: a colour, a line style, a kind of drag', async () => {
    expect(await labels(floors, 'a dashed magenta line means class e from the surface')).toEqual([true]);
    expect(await labels(floors, 'a dashed blue line means class e from the surface')).toEqual([false]);
    const drag = rubric('What is ground effect?', ['Reduced induced drag']);
    expect(await labels(drag, 'induced drag is reduced')).toEqual([true]);
    expect(await labels(drag, 'parasite drag is reduced')).toEqual([false]);
  });
});

describe('a label with an example', () => {
  it('names its item only when the example stands in the label own clause', async () => {
    const types = rubric('Name the types of hypoxia.', [
      'Hypoxic: low oxygen pressure at altitude',
      'Hypemic: blood cannot carry oxygen (CO, anemia, blood donation)',
    ]);
    expect((await labels(types, 'hypemic like carbon monoxide'))[1]).toBe(true);
    expect((await labels(types, 'hypemic from altitude, hypoxic from carbon monoxide'))[1]).toBe(false);
  });
});

describe('a formula', () => {
  const cg = rubric('How do you compute the CG?', [
    'Moment = weight × arm',
    'CG = total moment ÷ total weight',
  ]);

  it('keeps its operation and, for a division, its order', async () => {
    expect(
      await labels(cg, 'moment is weight times arm and cg is total moment divided by total weight'),
    ).toEqual([true, true]);
    expect(
      await labels(cg, 'moment is weight divided by arm, cg is total weight divided by total moment'),
    ).toEqual([false, false]);
  });
});

describe('pilots phrases', () => {
  it('fold into the rubric idea they say', () => {
    expect(compact('who you are talking to')).toBe('facilitycalled');
    expect(compact('good to the last day of the month')).toBe('good to the monthend');
    expect(compact('stay in touch the whole time')).toBe('remain communication alltimes');
  });

  it('convey an item the phrase says whole', async () => {
    const medical = rubric('How long is a medical valid?', ['Runs to the end of the last calendar month']);
    expect(await labels(medical, 'it is valid until the end of the month')).toEqual([true]);
  });
});

describe('values that lead their words, without punctuation', () => {
  const oxygen = rubric('When is supplemental oxygen required?', [
    'Above 12,500 to 14,000 MSL: crew after 30 minutes',
    'Above 14,000 MSL: crew at all times',
    'Above 15,000 MSL: oxygen provided to every occupant',
  ]);
  it('give each value the words said after it, so swapped pairs are wrong values', async () => {
    expect(
      await labels(
        oxygen,
        'above fifteen thousand the crew at all times and above fourteen thousand every passenger',
      ),
    ).toEqual([false, false, false]);
  });
  it('accept the right pairs', async () => {
    expect(
      await labels(
        oxygen,
        'above fourteen thousand the crew at all times and above fifteen thousand every passenger',
      ),
    ).toEqual([false, true, true]);
  });
  it('leave a reply whose words lead their values ("the correction is minus 200") to its other rules', async () => {
    const pressure = rubric('Altimeter 30.12, field elevation 1,000 feet. What is the pressure altitude?', [
      'Referenced to the standard 29.92 setting',
      'Correction (29.92 − 30.12) × 1,000 = −200 feet',
      'Pressure altitude 800 feet',
    ]);
    expect(
      await labels(
        pressure,
        'with two niner decimal niner two set the correction is minus two hundred feet so pressure altitude is eight hundred feet',
      ),
    ).toEqual([true, true, true]);
  });
});

describe("a definition said as another term's meaning", () => {
  const terms = rubric('What do "roger", "wilco" and "affirmative" mean?', [
    'Roger: I received your last transmission',
    'Wilco: I understand and will comply',
    'Affirmative: yes',
  ]);
  it('does not convey the term it names', async () => {
    expect(await labels(terms, 'roger means yes, wilco means received')).toEqual([false, false, false]);
  });
  it('conveys it when said under its own term', async () => {
    expect(await labels(terms, 'wilco means I understand and will comply, affirmative means yes')).toEqual([
      false,
      true,
      true,
    ]);
  });
});
