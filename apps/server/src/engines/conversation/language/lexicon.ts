import { CONCEPTS, PHRASES } from './concepts';

export { PHRASES };

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

/** Spellings folded into one canonical word before matching (abbreviations, units, synonyms). */
export const CANONICAL: Record<string, string> = {
  // The ICAO pronunciation of "thousand" (AIM 4-2-9).
  tousand: 'thousand',
  ft: 'feet',
  foot: 'feet',
  kts: 'knots',
  kt: 'knots',
  knot: 'knots',
  hdg: 'heading',
  rwy: 'runway',
  alt: 'altitude',
  freq: 'frequency',
  mhz: 'megahertz',
  sm: 'statute',
  mi: 'miles',
  mile: 'miles',
  nm: 'nautical',
  hrs: 'hours',
  hr: 'hours',
  hour: 'hours',
  year: 'years',
  yrs: 'years',
  yr: 'years',
  month: 'months',
  mo: 'months',
  mos: 'months',
  lb: 'pounds',
  lbs: 'pounds',
  pound: 'pounds',
  gal: 'gallons',
  gallon: 'gallons',
  pct: 'percent',
  sec: 'seconds',
  second: 'seconds',
  min: 'minutes',
  mins: 'minutes',
  minute: 'minutes',
  deg: 'degrees',
  degree: 'degrees',
  airplane: 'aircraft',
  aeroplane: 'aircraft',
  plane: 'aircraft',
  controller: 'atc',
  squak: 'squawk',
  squack: 'squawk',
  transponder: 'squawk',
  ok: 'okay',
  affirm: 'affirmative',
  yes: 'affirmative',
  must: 'required',
  need: 'required',
  needs: 'required',
  needed: 'required',
  require: 'required',
  requires: 'required',
  mandatory: 'required',
  shall: 'required',
  approx: 'approximately',
  vis: 'visibility',
  wx: 'weather',
  clnc: 'clearance',
  avgas: 'fuel',
  normally: 'generally',
  usually: 'generally',
  typically: 'generally',
  starts: 'begins',
  start: 'begins',
  begin: 'begins',
  starting: 'begins',
  gas: 'fuel',
  celcius: 'celsius',
  centigrade: 'celsius',
  working: 'operable',
  functioning: 'operable',
  operational: 'operable',
  answer: 'reply',
  answers: 'reply',
  replies: 'reply',
  respond: 'reply',
  responds: 'reply',
  atmosphere: 'air',
  humidity: 'moisture',
  humid: 'moisture',
  cumulus: 'cumuliform',
  stratus: 'stratiform',
  showers: 'showery',
  tower: 'tower',
  towered: 'tower',
  // Recogniser spellings, chart and METAR abbreviations, and plain synonyms learners use.
  cumulous: 'cumuliform',
  cant: 'cannot',
  medication: 'drugs',
  medications: 'drugs',
  medicine: 'drugs',
  prop: 'propeller',
  easterly: 'east',
  eastbound: 'east',
  eastward: 'east',
  westerly: 'west',
  westbound: 'west',
  westward: 'west',
  airframe: 'aircraft',
  handbook: 'poh',
  lose: 'loss',
  loses: 'loss',
  losing: 'loss',
  works: 'operable',
  comms: 'communication',
  comm: 'communication',
  coms: 'communication',
  solid: 'steady',
  blinking: 'flashing',
  bkn: 'broken',
  ovc: 'overcast',
  sct: 'scattered',
  helicopter: 'rotorcraft',
  helicopters: 'rotorcraft',
  gs: 'g',
  everyone: 'all',
  everybody: 'all',
  ...CONCEPTS,
};

/** Two-word phrases folded into one word before matching. */
export const BIGRAMS: Record<string, string> = {
  'call sign': 'callsign',
  'tail number': 'callsign',
  'two way': 'twoway',
  'two-way': 'twoway',
  'water vapor': 'moisture',
  'ads b': 'adsb',
  'mode c': 'modec',
  'mode charlie': 'modec',
  'ads bravo': 'adsb',
  'x ray': 'xray',
  // "dew point nine" is a temperature, not "point nine".
  'dew point': 'dewpoint',
  // Words a recogniser splits.
  'fox trot': 'foxtrot',
  'may day': 'mayday',
  'pan pan': 'panpan',
  // Ways to say a radio failure: one idea, as the 7600 code names it.
  'lost communications': 'lostcomms',
  'lost communication': 'lostcomms',
  'lost comms': 'lostcomms',
  'lost comm': 'lostcomms',
  'lost radio': 'lostcomms',
  'radio failure': 'lostcomms',
  'communications failure': 'lostcomms',
  'communication failure': 'lostcomms',
  // "Above sea level" is MSL, the other side of "above ground level".
  'sea level': 'msl',
  // "under the Bravo", "outside the Charlie": pilots name the airspace by its letter.
  'the bravo': 'classb',
  'the charlie': 'classc',
  'the delta': 'classd',
  'give way': 'yield',
  'mixed up': 'confusion',
  'mix up': 'confusion',
  'seat belts': 'seatbelts',
  'seat belt': 'seatbelts',
  'sign off': 'endorsement',
  'come back': 'return',
  'go back': 'return',
  'out loud': 'aloud',
  'in contact': 'communication',
  'in touch': 'communication',
  'talk to': 'communication',
  'talking to': 'communication',
  'speak to': 'communication',
  'speak with': 'communication',
  'go in': 'enter',
  'going in': 'enter',
  'all times': 'alltimes',
  // A direction said as a phrasal verb is the verb's direction ("Va goes up" is "Va increases"):
  // "up" and "down" are stop words, so unfolded the direction would be lost.
  'goes up': 'increases',
  'go up': 'increases',
  'going up': 'increases',
  'went up': 'increases',
  'goes down': 'decreases',
  'go down': 'decreases',
  'going down': 'decreases',
  'went down': 'decreases',
  'yes no': 'yesno',
  'vee x': 'vx',
  'vee why': 'vy',
  'v x': 'vx',
  'v y': 'vy',
};

/** Three-word phrases folded into one word: "right of way" is not the side "right". */
export const TRIGRAMS: Record<string, string> = {
  'right of way': 'rightofway',
  // "a yes or no question": one idea, and neither a yes nor a denial.
  'yes or no': 'yesno',
  // What an initial call says, in a learner's words.
  'where i am': 'position',
  'where you are': 'position',
  'what i want': 'request',
  'what you want': 'request',
  'the whole time': 'alltimes',
  'all the time': 'alltimes',
  'the entire time': 'alltimes',
  'who i am': 'callsign',
  'who you are': 'callsign',
  'who we are': 'callsign',
  'where we are': 'position',
};

/** Words that carry no meaning for the rubric (fillers, hedges, function words). */
export const STOPWORDS = new Set(
  (
    'a an the of to in on at for from by with and or as is are was were be been being am it its this that these those ' +
    'i you he she we they me my your our their um uh er erm hmm like so well just really basically actually ' +
    "think guess believe maybe perhaps probably about around approximately roughly i'm im it's its there " +
    'do does did have has had will would should could can may might then than also too very some any please ' +
    'okay say said what which who when where how if but because into onto up down out over per every each ' +
    'while'
  ).split(/\s+/),
);

export const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'dont',
  'doesnt',
  'isnt',
  'arent',
  'cannot',
  'cant',
  'without',
  'nor',
  'neither',
  'wont',
  'shouldnt',
  'didnt',
  'wouldnt',
  'couldnt',
  'wasnt',
  'werent',
  'hasnt',
  'havent',
  'mustnt',
  'neednt',
]);

/**
 * Words that name what kind of value a number is: they do not have to be repeated in a
 * readback ("climb and maintain 4,500" reads back an altitude without saying "altitude").
 */
export const VALUE_WORDS = new Set([
  'altitude',
  'heading',
  'runway',
  'frequency',
  'squawk',
  'code',
  'feet',
  'knots',
  'miles',
  'statute',
  'nautical',
  'megahertz',
  'degrees',
  'hours',
  'minutes',
  'days',
  'months',
  'calendar',
  'percent',
  'callsign',
  'call',
  'sign',
  'msl',
  'agl',
  'level',
  'flight',
  'climb',
  'descend',
  'maintain',
  'turn',
  'contact',
  'number',
  'value',
]);

export { ANTONYMS, EFFECT_OPPOSITES, SAME_SIDE, VALUE_DESCRIPTORS, antonymsOf } from './antonyms';
