/** Opposites: a value said next to the opposite word is the wrong value ("500 above" for "500 below"). */
export const ANTONYMS: Record<string, string[]> = {
  above: ['below', 'under', 'beneath'],
  below: ['above', 'over'],
  under: ['above', 'over', 'older'],
  // "3 landings to a full stop": touch-and-go landings are the other kind.
  stop: ['touchandgo'],
  touchandgo: ['stop', 'full'],
  left: ['right'],
  right: ['left'],
  day: ['night'],
  night: ['day'],
  climb: ['descend'],
  descend: ['climb'],
  minimum: ['maximum'],
  maximum: ['minimum'],
  before: ['after'],
  // A landing point past another one: "land before its touchdown point" is short of it.
  beyond: ['before', 'short'],
  after: ['before'],
  increase: ['decrease'],
  decrease: ['increase'],
  higher: ['lower', 'low'],
  lower: ['higher', 'high'],
  inbound: ['outbound'],
  outbound: ['inbound'],
  north: ['south'],
  south: ['north'],
  east: ['west'],
  west: ['east'],
  horizontal: ['vertical', 'above', 'below'],
  warmer: ['colder', 'cooler'],
  colder: ['warmer'],
  warm: ['cold', 'cool'],
  cold: ['warm'],
  stable: ['unstable'],
  unstable: ['stable'],
  good: ['poor', 'bad'],
  poor: ['good'],
  smooth: ['turbulence', 'rough'],
  turbulence: ['smooth'],
  high: ['low', 'lower'],
  low: ['high', 'higher'],
  more: ['less', 'fewer'],
  less: ['more'],
  rich: ['lean'],
  lean: ['rich'],
  forward: ['aft'],
  aft: ['forward'],
  heavier: ['lighter'],
  lighter: ['heavier'],
  increases: ['decreases', 'reduces'],
  // Cloud cover: a scattered layer is never a ceiling.
  scattered: ['broken', 'overcast'],
  broken: ['scattered'],
  overcast: ['scattered'],
  // Who gives way: the overtaken aircraft has the right-of-way, not the overtaking one.
  overtaken: ['overtaking'],
  overtaking: ['overtaken'],
  off: ['on', 'up'],
  // Age limits: "under 40" is the other side of "40 or older".
  older: ['younger', 'under'],
  younger: ['older', 'over'],
  decreases: ['increases'],
  // Issue 13: descriptors a value carries, where the opposite is a wrong value.
  odd: ['even'],
  even: ['odd'],
  first: ['last'],
  last: ['first'],
  msl: ['agl'],
  agl: ['msl'],
  // Heights above the airport, the ground or the surface are AGL: "2,500 MSL" is another height.
  elevation: ['msl'],
  surface: ['msl'],
  ground: ['msl'],
  steady: ['flashing'],
  flashing: ['steady'],
  inside: ['outside'],
  outside: ['inside'],
  sunset: ['sunrise'],
  sunrise: ['sunset'],
  hold: ['cross'],
  cross: ['hold'],
  upwind: ['downwind'],
  downwind: ['upwind'],
  angle: ['rate'],
  rate: ['angle'],
  // Knowledge answers: words whose opposite turns an effect or a condition around.
  reduced: ['increased'],
  increased: ['reduced', 'decreased'],
  decreased: ['increased'],
  reduces: ['increases'],
  cooler: ['warmer'],
  easier: ['harder'],
  harder: ['easier'],
  // "pay less than an equal share" is the other side of "at least an equal share".
  least: ['less'],
  // A speed by its purpose: the best climb speed is not the best glide speed.
  glide: ['climb'],
  minus: ['plus'],
  plus: ['minus'],
  beneath: ['above', 'over'],
  // What to do with a thing, said the other way: "close the vents", "ignore the instruments".
  open: ['close', 'shut'],
  close: ['open'],
  trust: ['ignore', 'distrust'],
  ignore: ['trust'],
  // A rate said the other way: "breathe faster" is not "slow the breathing".
  slow: ['fast', 'faster'],
  slower: ['faster'],
  fast: ['slow', 'slower'],
  faster: ['slow', 'slower'],
  calm: ['windy', 'gusty'],
  windy: ['calm'],
  gusty: ['calm'],
};

/**
 * Opposites of what a condition does to a value, read only as a contradiction of an item's
 * words ("it drops as humidity goes up" does not convey "Higher humidity raises it"): as
 * ANTONYMS they would make "raises" a word whose side every reply must keep. Not "lowers":
 * "lower pressure raises it" says "lower" of another thing.
 */
export const EFFECT_OPPOSITES: Record<string, string[]> = { raises: ['drops', 'decreases'] };

/** Descriptors that pick one value of a kind (issue 13): said with the opposite, the value is wrong. */
export const VALUE_DESCRIPTORS = new Set([
  'odd',
  'even',
  'left',
  'right',
  'above',
  'below',
  'north',
  'south',
  'east',
  'west',
  'inbound',
  'outbound',
  'msl',
  'agl',
  'steady',
  'flashing',
  'first',
  'last',
  'day',
  'night',
]);

/** Words that put a value on the same side as a descriptor: "over 40" for "40 or older". */
export const SAME_SIDE: Record<string, string[]> = {
  // "between 12,500 and 14,000": the range starts above its first value.
  above: ['between', 'over'],
  // "two thousand to the side" or "sideways" of clouds is the horizontal distance.
  horizontal: ['side', 'sideways', 'horizontally'],
  below: ['under', 'beneath'],
  older: ['over', 'above', 'up'],
  younger: ['under', 'below'],
  under: ['below', 'before', 'younger'],
};

/**
 * Words of one kind where each picks a different value (docs/product/assessor.md, "Values must
 * match exactly"): a chart's colours and line styles, the kinds of drag. Any other member said
 * beside the item's word is the wrong value ("dashed blue line" for "dashed magenta line").
 */
export const EXCLUSIVE_KINDS: readonly (readonly string[])[] = [
  ['magenta', 'blue'],
  // "solid" is folded into "steady" (lexicon.ts).
  ['dashed', 'solid', 'steady'],
  ['induced', 'parasite'],
];

/**
 * The colours of lights, markings, arcs and fuels. Not opposites of each other (a list of lights
 * says several), but a colour said in the clause that conveyed an item, without the item's own,
 * is the wrong one ("four white lines" for "Four yellow lines", order.ts).
 */
export const COLOURS: readonly string[] = ['red', 'green', 'white', 'yellow', 'blue', 'magenta', 'amber'];

/** Amounts of cloud cover: each layer's is a value of its own (a METAR's "BKN035 OVC080"). */
export const CLOUD_COVER: readonly string[] = ['few', 'scattered', 'broken', 'overcast'];

/** "class b" next to "class d" is a contradiction, as is any other pair of airspace classes. */
export function antonymsOf(word: string): string[] {
  if (/^class[a-g]$/.test(word))
    return 'abcdefg'
      .split('')
      .map((c) => `class${c}`)
      .filter((w) => w !== word);
  const kind = EXCLUSIVE_KINDS.find((k) => k.includes(word));
  return [...(ANTONYMS[word] ?? inflectedAntonyms(word)), ...(kind ? kind.filter((w) => w !== word) : [])];
}

/**
 * A form of a word the table lists under another form: "reduce" and "reducing" take the
 * opposites of "reduced" or "reduces", "raises" those of "raise" (docs/product/assessor.md,
 * "Values must match exactly"). Only regular endings, and only when the word has no entry of its own.
 */
export function inflectedAntonyms(word: string): string[] {
  const bases = [
    word.replace(/(ing|ed|es|s|d)$/, ''),
    word.replace(/(ing|ed|s)$/, ''),
    word.replace(/ing$/, 'e'),
  ];
  const forms = new Set<string>();
  for (const base of bases) {
    if (base.length < 4) continue;
    for (const end of ['', 'e', 's', 'es', 'd', 'ed', 'ing']) forms.add(base + end);
  }
  forms.delete(word);
  return [...new Set([...forms].flatMap((f) => ANTONYMS[f] ?? []))];
}
