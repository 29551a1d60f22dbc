/**
 * General ATC phraseology for the offline recogniser's per-question search. Words here are
 * always speakable, whatever the question expects, so a wrong value or a wrong instruction is
 * heard as said (docs/product/speech.md, "Measured on this machine": a grammar of only the expected answer
 * rewrites speech into it).
 */

/** Digits as ATC says them, plain and ICAO: callsigns, squawk codes, frequencies. */
export const DIGIT_WORDS = 'zero one two three four five six seven eight nine niner tree fife fower'.split(
  ' ',
);
/** Spoken number words (ICAO and plain): headings, altitudes, frequencies, squawk codes. */
export const NUMBER_WORDS = [
  ...DIGIT_WORDS,
  ...'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' '),
  ...'twenty thirty forty fifty sixty seventy eighty ninety hundred thousand point decimal'.split(' '),
];
/**
 * ATC says numbers digit by digit; teens and tens are only speakable when the question's own
 * answer uses them ("ten", "twelve" otherwise swallow "turn" and "hold", measured).
 */
export const PLAIN_NUMBER_WORDS = new Set(NUMBER_WORDS.slice(14, 32));
/** The ICAO phonetic alphabet: callsigns, ATIS letters, taxiways. */
export const LETTER_WORDS =
  'alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'.split(
    ' ',
  );
export const SIDE_WORDS = ['left', 'right', 'center'];
/** Words that start a callsign before its digits ("speedbird one two three"). */
export const OPERATOR_WORDS = 'cessna piper cirrus skyhawk cherokee speedbird'.split(' ');
/** Joining words a learner puts between phrases; none sounds like a digit (unlike to, for). */
export const CONNECTORS = ['and', 'then', 'or', 'the', 'of', 'with'];

/**
 * Common transmissions with slots: `<number>` (any number), `<frequency>` (digits, point,
 * digits), `<alnum>` (numbers and letters: a taxiway, a fix, an ATIS letter), `<side>`. So
 * "cleared to land runway two seven" is expressible whatever runway the question expects.
 * Instructions also stand alone ("cleared to land", "climb and maintain"), so a learner who
 * puts the runway or level first, or says "flight level", still chains phrases.
 */
export const GENERAL_PHRASES = [
  'cleared to land [runway <number> [<side>]]',
  'cleared for takeoff [runway <number> [<side>]]',
  'cleared for the option [runway <number> [<side>]]',
  'cleared to <alnum>',
  'line up and wait [runway <number> [<side>]]',
  'hold short [of] [runway <number> [<side>]]',
  'holding short [of] [runway <number> [<side>]]',
  'taxi to runway <number> [<side>] [via <alnum>]',
  'via <alnum>',
  'cross runway <number> [<side>]',
  'climb and maintain [<number> [feet]]',
  'descend and maintain [<number> [feet]]',
  'climb to <number>',
  'descend to <number>',
  'maintain <number>',
  'flight level <number>',
  '<number> feet',
  'turn left heading <number>',
  'turn right heading <number>',
  'fly heading <number>',
  'heading <number>',
  'contact tower <frequency>',
  'contact ground <frequency>',
  'contact approach <frequency>',
  'contact departure <frequency>',
  'contact center <frequency>',
  'monitor <frequency>',
  'squawk <number>',
  'altimeter <number>',
  'wind <number> at <number> [knots]',
  'with information <alnum>',
  'information <alnum>',
  'report <alnum>',
  'expect <alnum>',
  'runway <number> [<side>]',
  'roger',
  'wilco',
  'affirm',
  'affirmative',
  'negative',
  'unable',
  'say again',
  'standby',
  'going around',
  'mayday mayday mayday',
  'pan pan pan pan pan pan',
];

/**
 * ATC content words for the free loop, which catches what no phrase expects. Short function
 * words (a, it, you, to, for ...) stay out: alone they soak up breaths and clicks and split
 * digits ("two" → "eight you"); phrases still hold them.
 */
export const GENERAL_WORDS = (
  'aircraft airport airspace runway taxiway ramp apron gate tower ground approach ' +
  'departure center clearance delivery frequency unicom ctaf atis information ' +
  'cleared takeoff land landing option pattern downwind base final crosswind upwind ' +
  'climb descend maintain altitude feet level flight heading turn direct via proceed ' +
  'hold holding short position wait cross vacate backtrack follow traffic ' +
  'contact monitor squawk ident transponder altimeter wind knots speed reduce increase ' +
  'miles visibility ceiling clouds broken overcast scattered clear sky weather ' +
  'report request expect approved say again correction confirm readback ' +
  'vfr ifr ils vor rnav dme localizer glideslope visual instrument missed ' +
  'emergency mayday pan fuel souls minutes hours degrees north south east west ' +
  'inbound outbound overhead established vectors radar service terminated ' +
  'caution wake turbulence behind number sequence continue extend straight ' +
  'roger wilco affirm affirmative negative unable standby going around ' +
  'statute nautical above below required ' +
  'cessna piper cirrus skyhawk cherokee speedbird heavy'
).split(' ');

/** Never alone in the free loop: function words, and words that sound like digits. */
export const LOOP_EXCLUDED = new Set(
  (
    'a an the to too for fore of in on at by it is are am was be i we you he she they me us ' +
    'my our your its this that and or but if so as up who why what how oh won ate tree free few ' +
    // "line" alone hears "one"; "line up and wait" is a phrase.
    'line ' +
    'onto into with from do does did not no yes'
  ).split(' '),
);
