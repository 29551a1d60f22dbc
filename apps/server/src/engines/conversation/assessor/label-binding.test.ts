import { describe, expect, it } from 'vitest';
import {
  labelOccurrences,
  labellingOf,
  opposedUnderOwnLabel,
  saidUnderOtherLabel,
  segmentsOf,
} from './label-binding';
import { prepareReply } from './match';

const arcs = [
  'White arc: flap operating range (Vso to Vfe)',
  'Green arc: normal operating range (Vs1 to Vno)',
  'Yellow arc: caution range, smooth air only',
  'Red line: Vne, never exceed',
];
const yes = { label: true, span: null, claims: [], fit: 0 };
const misplaced = (texts: string[], reply: string) =>
  saidUnderOtherLabel(
    labellingOf(texts),
    texts.map(() => yes),
    prepareReply(reply),
  );

describe('labellingOf', () => {
  it('reads each item label, and lets a word other labels share be left out', () => {
    const l = labellingOf(arcs);
    expect(l.labels.map((x) => x.required.map((t) => t.text))).toEqual([
      ['white'],
      ['green'],
      ['yellow'],
      ['red'],
    ]);
    expect(l.labels[0]!.optional.map((t) => t.text)).toEqual(['arc']);
    // A head noun of its own after a word of its own may be left out too ("red is never exceed").
    expect(l.labels[3]!.optional.map((t) => t.text)).toEqual(['line']);
    expect(l.items[1]).toEqual({ label: 1, definition: ['normal', 'operating', 'range'], valued: false });
  });
  it('takes no label that holds a value or contains another label', () => {
    expect(labellingOf(['Under 40: 60 calendar months', '40 or older: 24 calendar months']).labels).toEqual(
      [],
    );
    const fronts = labellingOf([
      'Cold front: cumuliform clouds',
      'After a cold front: cooler',
      'Warm front: stratiform clouds',
    ]);
    expect(fronts.labels).toHaveLength(2);
    expect(fronts.items[1]).toBeNull();
  });
  it('needs two labels', () => {
    expect(labellingOf(['Symptoms: dizziness', 'Slow the breathing']).labels).toEqual([]);
  });
});

describe('segmentsOf', () => {
  const occ = [
    { label: 0, start: 2, end: 2 },
    { label: 1, start: 5, end: 5 },
  ];
  it('gives the words after a label to it when labels come first', () => {
    expect(segmentsOf(occ, (i) => i === 3 || i === 6, 8)).toEqual([-1, -1, 0, 0, 0, 1, 1, 1]);
  });
  it('gives the words before a label to it when definitions come first', () => {
    expect(segmentsOf(occ, (i) => i === 0 || i === 4, 8)).toEqual([0, 0, 0, 1, 1, 1, -1, -1]);
  });
});

describe('saidUnderOtherLabel', () => {
  it('rejects definitions swapped between labels, label first or definition first', () => {
    expect(
      misplaced(
        arcs,
        'white arc is the normal operating range, green arc is the flap operating range, red line never exceed',
      ),
    ).toEqual([true, true, false, false]);
    expect(misplaced(arcs, 'the normal range is the white arc and the flap range is the green arc')).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it('keeps definitions said under their own labels, in either order', () => {
    expect(
      misplaced(arcs, 'white is the flap range, green is the normal operating range, yellow caution'),
    ).toEqual([false, false, false, false]);
    expect(misplaced(arcs, 'the flap range is the white arc, the normal range is the green arc')).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
  it('reads phonetic letters as labels', () => {
    const airmets = [
      'Sierra: IFR conditions / mountain obscuration',
      'Zulu: moderate icing and freezing levels',
    ];
    expect(
      misplaced(airmets, 'sierra is icing and freezing levels, zulu is ifr and mountain obscuration'),
    ).toEqual([true, true]);
  });
  it('holds an item without words of its own to enough of its words under its label', () => {
    const stages = [
      'Cumulus stage: updrafts dominate as the cloud builds',
      'Mature stage: precipitation falls, updrafts and downdrafts, most intense',
      'Dissipating stage: downdrafts dominate',
    ];
    expect(
      misplaced(
        stages,
        'cumulus downdrafts dominate, mature has updrafts and downdrafts, dissipating updrafts dominate',
      )[2],
    ).toBe(true);
    expect(
      misplaced(
        stages,
        'cumulus updrafts dominate, mature has updrafts and downdrafts, dissipating downdrafts dominate',
      )[2],
    ).toBe(false);
  });
  it('leaves a reply that names one label alone', () => {
    expect(labelOccurrences(labellingOf(arcs), prepareReply('white arc is the normal range'))).toHaveLength(
      1,
    );
    expect(misplaced(arcs, 'white arc is the normal range')).toEqual([false, false, false, false]);
  });
});

describe('labelled items with values', () => {
  const calls = ['Distress: "Mayday" three times', 'Urgency: "Pan-pan" three times'];
  it('are held to their own words under their own label', () => {
    expect(misplaced(calls, 'distress is pan-pan three times, urgency is mayday three times')).toEqual([
      true,
      true,
    ]);
    expect(misplaced(calls, 'distress is mayday three times, urgency is pan-pan three times')).toEqual([
      false,
      false,
    ]);
  });
});

describe('a definition denied under its own label', () => {
  const stages = [
    'Cumulus stage: updrafts dominate as the cloud builds',
    'Mature stage: precipitation falls, updrafts and downdrafts, most intense',
    'Dissipating stage: downdrafts dominate',
  ];
  it('is not conveyed, unless the item itself denies', () => {
    expect(
      misplaced(
        stages,
        'mature has updrafts and downdrafts, and in dissipating there are no downdrafts left',
      )[2],
    ).toBe(true);
    expect(
      misplaced(stages, 'mature has updrafts and downdrafts, and dissipating is mostly downdrafts')[2],
    ).toBe(false);
    const areas = ['Prohibited area: flight not allowed', 'Restricted area: need permission when active'];
    expect(
      misplaced(areas, 'in a prohibited area flight is not allowed, a restricted area needs permission'),
    ).toEqual([false, false]);
  });
});

describe("a label said as another label's meaning", () => {
  const terms = [
    'Roger: I received your last transmission',
    'Wilco: I understand and will comply',
    'Affirmative: yes',
  ];
  it('gives its item nothing: "roger means yes" is roger\'s meaning, wrongly', () => {
    // "received" stands under wilco, and "yes" (affirmative) under roger.
    expect(misplaced(terms, 'roger means yes, wilco means received')).toEqual([true, false, true]);
  });
  it('leaves the item said under its own label', () => {
    expect(misplaced(terms, 'roger means received, wilco means will comply, affirmative means yes')).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe("an opposite said under the item's own label", () => {
  const opposed = (texts: string[], reply: string) =>
    opposedUnderOwnLabel(
      labellingOf(texts),
      texts.map(() => yes),
      prepareReply(reply),
    );
  const stages = [
    'Cumulus stage: updrafts dominate as the cloud builds',
    'Mature stage: precipitation falls, updrafts and downdrafts, most intense',
    'Dissipating stage: downdrafts dominate',
  ];
  const air = [
    'Stable: stratiform clouds / fog',
    'Stable: smooth air, steady precipitation, poor visibility',
    'Unstable: cumuliform clouds, showery precipitation',
    'Unstable: turbulence, good visibility',
  ];
  it('contradicts the item, whatever other labels say', () => {
    expect(
      opposed(
        stages,
        'cumulus: downdrafts dominate; mature: rain, updrafts and downdrafts; dissipating: updrafts',
      ),
    ).toEqual([true, false, true]);
    expect(
      opposed(
        air,
        'stable: stratus, smooth air, steady rain, good visibility; unstable: cumulus, turbulence, poor visibility',
      ),
    ).toEqual([false, true, false, true]);
  });
  it('leaves an item whose word is said there too, denied opposites, and the label words', () => {
    expect(
      opposed(
        stages,
        'cumulus is all updrafts, mature has updrafts and downdrafts, dissipating has no updrafts',
      ),
    ).toEqual([false, false, false]);
    const passing = [
      'Head-on: both turn right',
      'Overtaking: the overtaken aircraft has the right-of-way; pass on the right',
    ];
    expect(
      opposed(passing, 'head on turn right; when overtaking pass on the right of the one you overtake'),
    ).toEqual([false, false]);
  });
});

describe("a label said to mean another label's words", () => {
  const terms = [
    'Roger: I received your last transmission',
    'Wilco: I understand and will comply',
    'Affirmative: yes',
  ];
  it('gives its item nothing', () => {
    const opposed = opposedUnderOwnLabel(
      labellingOf(terms),
      terms.map(() => yes),
      prepareReply('roger means yes or no, affirmative means i received it'),
    );
    expect(opposed[2]).toBe(true);
  });
});
