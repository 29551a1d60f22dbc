import { describe, expect, it } from 'vitest';
import { labelsOf, rubricOf } from './rubric.fixture';
import { spells } from './label-binding';

// docs/product/assessor.md, "Words said under another label": how a reply names an item's label,
// and opposites of what to do with a thing (decision 014, the evening round of 2026-11-27).
const labels = async (items: string[], reply: string) =>
  labelsOf(rubricOf('Explain each one.', items), reply);

describe('an item that names another item label mid-sentence', () => {
  const speeds = ['Vx: best angle', 'Use Vx to clear obstacles', 'Vy: best rate', 'Use Vy for normal climbs'];
  it('is not conveyed by its words said under the other label', async () => {
    expect(
      await labels(speeds, 'vy is best angle, use it to clear obstacles; vx is best rate for normal climbs'),
    ).toEqual([false, false, false, false]);
  });
  it('is conveyed under its own label', async () => {
    expect(
      await labels(speeds, 'vx is best angle, use it to clear obstacles; vy is best rate for normal climbs'),
    ).toEqual([true, true, true, true]);
  });
});

describe('an item whose label is never said', () => {
  const arcs = [
    'White arc: flap operating range',
    'Green arc: normal operating range',
    'Yellow arc: caution range, smooth air only',
    'Red line: Vne, never exceed',
  ];
  it('is not conveyed by its words said under another label', async () => {
    const [white] = await labels(
      arcs,
      'the yellow arc is the flap operating range and the green arc is caution',
    );
    expect(white).toBe(false);
  });
  it('is still conveyed when a word of its label is said', async () => {
    const [, , , red] = await labels(
      arcs,
      'white flaps, green normal range, yellow caution, red never exceed',
    );
    expect(red).toBe(true);
  });
});

describe('an item whose only own words are said nowhere', () => {
  const stages = [
    'Cumulus stage: updrafts dominate',
    'Mature stage: precipitation falls, updrafts and downdrafts, most intense',
    'Dissipating stage: downdrafts dominate',
  ];
  it('needs most of its words under its own label', async () => {
    const [, mature] = await labels(
      stages,
      'mature stage: downdrafts only; dissipating stage: updrafts and downdrafts',
    );
    expect(mature).toBe(false);
  });
});

describe('a label the recogniser split', () => {
  it('"will co" spells "wilco", "roger is" does not spell "roger"', () => {
    expect(spells('will', 'co', 'wilco')).toBe(true);
    expect(spells('roger', 'is', 'roger')).toBe(false);
  });
  it('names its label, so the words said after it are its own', async () => {
    const items = ['Roger: I received your last transmission', 'Wilco: I understand and will comply'];
    expect(
      await labels(
        items,
        'roger means i received your last transmission, will co means i understand and will comply',
      ),
    ).toEqual([true, true]);
  });
});

describe('what to do with a thing, said the other way', () => {
  it('"close the vents" does not convey "Open fresh-air vents"', async () => {
    expect(await labels(['Open fresh-air vents or windows'], 'close the fresh air vents')).toEqual([false]);
  });
  it('"ignore the instruments" does not convey "Trust the flight instruments"', async () => {
    expect(
      await labels(
        ['Trust and fly by the flight instruments'],
        'fly by feel and ignore the flight instruments',
      ),
    ).toEqual([false]);
  });
  it('"above class B" does not convey "beneath Class B"', async () => {
    expect(await labels(['200 KIAS beneath Class B'], '200 knots above class b')).toEqual([false]);
  });
});

describe('an item about avoiding a thing', () => {
  const item = ['To avoid confusion between numbers over the radio'];
  it('is conveyed by the thing denied ("so numbers do not get mixed up")', async () => {
    expect(await labels(item, "so numbers don't get mixed up over the radio")).toEqual([true]);
  });
  it('and by its own words', async () => {
    expect(await labels(item, 'to avoid confusion between numbers on the radio')).toEqual([true]);
  });
});
