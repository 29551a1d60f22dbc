/**
 * What the bench says and what each question expected. About a third of the answers differ
 * from the expectation (wrong runway, wrong direction, wrong code): the recogniser must report
 * what was said, not the expected answer (SPEECH.md).
 */
export type Clip = { type: string; said: string; expected: string[] };

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
  },
  { type: 'frequency/callsign', said: 'november one two three alpha bravo', expected: ['Call sign N123AB'] },
  { type: 'frequency/callsign', said: 'november five two whiskey xray', expected: ['Call sign N52WX'] },
  { type: 'frequency/callsign', said: 'squawk seven seven zero zero', expected: ['Squawk 7500'] },
  { type: 'frequency/callsign', said: 'squawk four five two one', expected: ['Squawk 4521'] },
  { type: 'short reply', said: 'wilco', expected: [] },
  { type: 'short reply', said: 'roger', expected: ['roger'] },
  { type: 'short reply', said: 'unable', expected: ['wilco'] },
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
  },
];
