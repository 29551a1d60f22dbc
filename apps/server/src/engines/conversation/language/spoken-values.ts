/**
 * The words of spoken values: digits and numbers (with the ICAO pronunciations and the
 * homophones recognisers produce), the phonetic alphabet and runway sides. lexicon.ts re-exports
 * them beside the matching vocabulary.
 */

/** Spoken digits, including the ICAO pronunciations (AIM 4-2-9) and common recogniser output. */
export const DIGITS: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  tree: 3,
  four: 4,
  fower: 4,
  five: 5,
  fife: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ait: 8,
  nine: 9,
  niner: 9,
  // Recogniser homophones that are never English words in an answer: always digits.
  won: 1,
  wun: 1,
  ate: 8,
};

/** The ICAO pronunciations of digits that are no plain English number word (AIM 4-2-9). */
export const ICAO_DIGIT_WORDS = new Set(['tree', 'fower', 'fife', 'niner']);

/**
 * Homophones of digits that are also English words ("to", "for"): digits only where a value is
 * being spoken (see tokenize.ts), never in "climb to four thousand" or "switch to one two one".
 */
export const DIGIT_HOMOPHONES: Record<string, string> = { to: 'two', too: 'two', for: 'four', fore: 'four' };

/**
 * Words after which a run of digits is a value (a runway, a frequency, a callsign, a squawk
 * code), so a homophone inside or at the edge of that run is a digit.
 */
export const VALUE_LEAD_WORDS = new Set([
  'runway',
  'heading',
  'squawk',
  'squawking',
  'code',
  'altimeter',
  'frequency',
  'approach',
  'departure',
  'center',
  'tower',
  'ground',
  'november',
  'point',
  'decimal',
]);

export const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

export const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

export const MULTIPLIERS: Record<string, number> = { hundred: 100, thousand: 1000 };
export const DECIMAL_WORDS = new Set(['point', 'decimal', 'dot']);

/** ICAO phonetic alphabet with the spellings recognisers and people actually produce. */
export const PHONETIC: Record<string, string> = {
  alpha: 'a',
  alfa: 'a',
  bravo: 'b',
  charlie: 'c',
  delta: 'd',
  echo: 'e',
  foxtrot: 'f',
  golf: 'g',
  // A recogniser's homophone of "golf".
  gulf: 'g',
  hotel: 'h',
  india: 'i',
  juliett: 'j',
  juliet: 'j',
  kilo: 'k',
  lima: 'l',
  mike: 'm',
  november: 'n',
  oscar: 'o',
  papa: 'p',
  quebec: 'q',
  romeo: 'r',
  sierra: 's',
  tango: 't',
  uniform: 'u',
  victor: 'v',
  whiskey: 'w',
  whisky: 'w',
  xray: 'x',
  yankee: 'y',
  zulu: 'z',
};

export const RUNWAY_SIDES: Record<string, string> = { left: 'l', right: 'r', center: 'c', centre: 'c' };
