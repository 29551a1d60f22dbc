/**
 * What the bench says and what each question expected. About a third of the answers differ
 * from the expectation (wrong runway, wrong direction, wrong code): the recogniser must report
 * what was said, not the expected answer (docs/product/speech.md, "Measured on this machine").
 *
 * `heldOut` clips were written after the grammar was tuned on the others and never tuned on:
 * other runways, levels, frequencies, callsigns and squawk codes, so the bench shows whether
 * the search generalises rather than fits its own clips.
 */
export type Clip = {
  type: string;
  said: string;
  expected: string[];
  heldOut?: true;
  /** The words of a value said differently from the expected answer: the transcript must hold them. */
  wrong?: string;
};

export const CLIPS: Clip[] = [
  {
    type: 'landing/takeoff',
    said: 'cleared to land runway two seven',
    expected: ['Cleared to land runway 27'],
  },
  {
    type: 'landing/takeoff',
    said: 'cleared to land runway two seven',
    expected: ['Cleared to land runway 34'],
    wrong: 'two seven',
  },
  {
    type: 'landing/takeoff',
    said: 'cleared for takeoff runway one six left',
    expected: ['Cleared for takeoff runway 16L'],
  },
  {
    type: 'landing/takeoff',
    said: 'line up and wait runway three four',
    expected: ['Line up and wait runway 9'],
    wrong: 'three four',
  },
  {
    type: 'landing/takeoff',
    said: 'hold short of runway two two right',
    expected: ['Hold short runway 22R'],
  },
  {
    type: 'altitude/heading',
    said: 'climb and maintain four thousand five hundred',
    expected: ['Altitude 4,500'],
  },
  {
    type: 'altitude/heading',
    said: 'descend and maintain three thousand',
    expected: ['climb and maintain 5,000'],
    wrong: 'descend and maintain three thousand',
  },
  {
    type: 'altitude/heading',
    said: 'turn left heading two seven zero',
    expected: ['Left turn, heading 270'],
  },
  {
    type: 'altitude/heading',
    said: 'turn right heading one eight zero',
    expected: ['Left turn, heading 270'],
    wrong: 'right heading one eight zero',
  },
  {
    type: 'altitude/heading',
    said: 'climb and maintain flight level three five zero',
    expected: ['Climb FL350'],
  },
  {
    type: 'frequency/callsign',
    said: 'contact tower one one eight point three',
    expected: ['Contact tower 118.3'],
  },
  {
    type: 'frequency/callsign',
    said: 'contact departure one two four point eight five',
    expected: ['Contact departure 119.1'],
    wrong: 'one two four point eight five',
  },
  { type: 'frequency/callsign', said: 'november one two three alpha bravo', expected: ['Call sign N123AB'] },
  { type: 'frequency/callsign', said: 'november five two whiskey xray', expected: ['Call sign N52WX'] },
  {
    type: 'frequency/callsign',
    said: 'squawk seven seven zero zero',
    expected: ['Squawk 7500'],
    wrong: 'seven seven zero zero',
  },
  { type: 'frequency/callsign', said: 'squawk four five two one', expected: ['Squawk 4521'] },
  { type: 'short reply', said: 'wilco', expected: [] },
  { type: 'short reply', said: 'roger', expected: ['roger'] },
  { type: 'short reply', said: 'unable', expected: ['wilco'], wrong: 'unable' },
  { type: 'short reply', said: 'say again', expected: [] },
  {
    type: 'knowledge',
    said: 'three statute miles visibility and clear of clouds',
    expected: ['three statute miles, clear of clouds'],
  },
  {
    type: 'knowledge',
    said: 'five hundred feet below one thousand feet above',
    expected: ['500 feet below, 1,000 feet above, 2,000 feet horizontal'],
  },
  {
    type: 'full readback',
    said: 'climb and maintain four thousand five hundred turn left heading two seven zero november one two three alpha bravo',
    expected: ['Altitude 4,500 (four thousand five hundred)', 'Left turn, heading 270', 'Call sign N123AB'],
  },
  {
    type: 'full readback',
    said: 'cleared to land runway two seven november one two three alpha bravo',
    expected: ['Cleared to land runway 34, N123AB'],
    wrong: 'runway two seven',
  },
  // Held out: written after tuning, never tuned on.
  ...(
    [
      ['landing/takeoff', 'cleared for takeoff runway zero nine', ['Cleared for takeoff runway 09']],
      [
        'landing/takeoff',
        'cleared to land runway three one left',
        ['Cleared to land runway 13R'],
        'three one left',
      ],
      ['landing/takeoff', 'taxi to runway two eight via bravo', ['Taxi to runway 28 via Bravo']],
      ['landing/takeoff', 'hold short of runway one niner', ['Hold short of runway 19']],
      ['altitude/heading', 'descend and maintain six thousand', ['Descend and maintain 6,000']],
      [
        'altitude/heading',
        'climb and maintain eight thousand',
        ['Climb and maintain 7,000'],
        'eight thousand',
      ],
      ['altitude/heading', 'turn right heading zero niner zero', ['Turn right heading 090']],
      ['altitude/heading', 'descend and maintain flight level two four zero', ['Descend FL240']],
      ['frequency/callsign', 'contact ground one two one point niner', ['Contact ground 121.9']],
      [
        'frequency/callsign',
        'contact approach one three five point two five',
        ['Contact approach 119.75'],
        'one three five point two five',
      ],
      ['frequency/callsign', 'squawk one two zero zero', ['Squawk 1200']],
      ['frequency/callsign', 'squawk six three four one', ['Squawk 2451'], 'six three four one'],
      ['frequency/callsign', 'november seven eight niner charlie delta', ['Call sign N789CD']],
      [
        'full readback',
        'turn left heading three six zero climb and maintain five thousand november four four two kilo',
        ['Turn left heading 360', 'Climb and maintain 5,000', 'N442K'],
      ],
      ['short reply', 'affirmative', ['negative'], 'affirmative'],
    ] as [string, string, string[], string?][]
  ).map(([type, said, expected, wrong]): Clip => ({
    type,
    said,
    expected,
    heldOut: true,
    ...(wrong && { wrong }),
  })),
];
