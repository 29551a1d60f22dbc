import { describe, expect, it } from 'vitest';
import { labelsOf, rubricOf } from './rubric.fixture';

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
