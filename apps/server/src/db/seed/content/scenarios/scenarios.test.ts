import { describe, expect, it } from 'vitest';
import { ScriptDraftBodySchema, ScriptTurnInputSchema } from '@wilco/shared';
import { tokenize } from '../../../../engines/conversation/language/tokenize';
import { SEED_QUEUE, SEED_SCENARIOS, toDraftBody, type SeedScenario } from './index';

const DIGITS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  niner: '9',
};
const NUMBERS: Record<string, string> = {
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  seventy: '70',
  eighty: '80',
  ninety: '90',
  hundred: 'x100',
  thousand: 'x1000',
  point: '.',
};
const PHONETIC = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
  'quebec',
  'romeo',
  'sierra',
  'tango',
  'uniform',
  'victor',
  'whiskey',
  'xray',
  'yankee',
  'zulu',
];

/** The values a judge compares in a transmission: spoken figures and phonetic letters, sorted. */
function valueTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    const value = DIGITS[word] ?? NUMBERS[word] ?? (PHONETIC.includes(word) ? word[0] : undefined);
    if (value !== undefined) tokens.push(value);
  }
  return tokens.sort();
}

const REQUIRED_TAGS = [
  'taxi',
  'takeoff',
  'pattern',
  'flight-following',
  'class-c',
  'frequency-change',
  'go-around',
  'emergency',
];
const CALLSIGNS = [
  'Cessna One Two Three Four Five',
  'Skyhawk Six Seven Eight Alpha Bravo',
  'November Four Two Seven Juliet',
  'Cherokee Niner Eight Seven Six Papa',
];
const byKey = new Map(SEED_SCENARIOS.map((s) => [s.key, s]));
const turnsOf = (s: SeedScenario) => s.turns.map((t, i) => [`${s.key} turn ${i + 1}`, t] as const);
const allTurns = SEED_SCENARIOS.flatMap(turnsOf);

describe('value token extractor', () => {
  it('reads ICAO figures and phonetic letters and ignores other words', () => {
    expect(valueTokens('Runway one niner, taxi via Alpha, hold short of runway one three.')).toEqual(
      ['1', '1', '3', '9', 'a'].sort(),
    );
    expect(valueTokens('one two four point three five')).toEqual(['.', '1', '2', '3', '4', '5'].sort());
    expect(valueTokens('four thousand five hundred')).toEqual(['4', '5', 'x100', 'x1000']);
    expect(valueTokens('Cessna One Seventy-Two')).toEqual(['1', '2', '70']);
    expect(valueTokens('Traffic in sight')).toEqual([]);
  });
});

describe('seeded scenarios', () => {
  it('has at least 8 published scenarios with unique keys and names', () => {
    expect(SEED_SCENARIOS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_SCENARIOS.map((s) => s.key)).size).toBe(SEED_SCENARIOS.length);
    expect(new Set(SEED_SCENARIOS.map((s) => s.name)).size).toBe(SEED_SCENARIOS.length);
    for (const s of SEED_SCENARIOS) expect(toDraftBody(s).status).toBe('published');
  });

  it('covers every required kind of call, by tag', () => {
    const tags = new Set(SEED_SCENARIOS.flatMap((s) => s.tags));
    for (const tag of REQUIRED_TAGS) expect(tags, tag).toContain(tag);
  });

  it('has voice and chat scenarios and varied caller profiles', () => {
    const types = new Set(SEED_SCENARIOS.map((s) => s.script_type));
    expect([...types].sort()).toEqual(['chat', 'voice']);
    expect(new Set(SEED_SCENARIOS.map((s) => s.caller_profile.sex)).size).toBe(2);
    expect(
      new Set(SEED_SCENARIOS.flatMap((s) => s.caller_profile.language_codes)).size,
    ).toBeGreaterThanOrEqual(4);
  });

  it('has exactly one deep link, in the shape the schema allows', () => {
    const links = SEED_SCENARIOS.map((s) => s.deep_link).filter((l) => l !== null);
    expect(links).toEqual(['pattern-work']);
  });

  it.each(SEED_SCENARIOS.map((s) => [s.key, s] as const))('%s parses as a draft body', (_key, s) => {
    const body = ScriptDraftBodySchema.parse(toDraftBody(s));
    expect(body.outbound).toBe(true);
    expect(body.script_turns).toHaveLength(s.turns.length);
    expect(s.turns.length).toBeGreaterThanOrEqual(4);
    expect(s.conversation_context).toMatch(/\bAIM \d-\d+-\d+/);
    expect(s.big_picture.length).toBeGreaterThan(0);
    expect(s.conversation_display_name.length).toBeGreaterThan(0);
  });

  it.each(allTurns)('%s is complete and parses as a turn', (_name, turn) => {
    expect(() => ScriptTurnInputSchema.parse(turn)).not.toThrow();
    expect(turn.input.trim()).not.toBe('');
    expect(turn.section.trim()).not.toBe('');
    expect(turn.annotation).toMatch(/\b(AIM \d-\d+-\d+|14 CFR \d+\.\d+)/);
    expect(turn.variations.length).toBeGreaterThanOrEqual(1);
    expect(turn.variations.length).toBeLessThanOrEqual(3);
    if (turn.output) expect(turn.output_variations.length).toBeGreaterThanOrEqual(1);
    expect(turn.flag ?? 'Normal').toBe('Normal');
  });

  it.each(allTurns)('%s: every variation carries the same values as the input', (_name, turn) => {
    const expected = valueTokens(turn.input);
    for (const variation of turn.variations) expect(valueTokens(variation), variation).toEqual(expected);
  });

  it.each(allTurns)(
    '%s: the project tokenizer reads the same values in input and variations',
    (_name, turn) => {
      // Catches merges the word list cannot see: "niner, right" read as runway 19R, a callsign
      // run into the altitude after it, "six thousand one zero" read as 6010.
      const values = (text: string) =>
        tokenize(text)
          .tokens.filter((t) => t.kind !== 'word')
          .map((t) => t.text)
          .sort();
      const expected = values(turn.input);
      for (const variation of turn.variations) expect(values(variation), variation).toEqual(expected);
      for (const line of [turn.output, ...turn.output_variations]) {
        expect(
          values(line).filter((v) => /^\d{1,2}[lrc]$/.test(v)),
          line,
        ).toEqual([]);
      }
    },
  );

  it.each(allTurns)('%s: the pilot says the full callsign of the scenario', (name, turn) => {
    const callsign = CALLSIGNS.find((c) =>
      byKey.get(name.split(' ')[0]!)?.conversation_context.includes(`"${c}"`),
    );
    expect(callsign, name).toBeDefined();
    for (const text of [turn.input, ...turn.variations]) expect(text).toContain(callsign);
    for (const line of [turn.output, ...turn.output_variations].filter(Boolean)) {
      if (!line.startsWith('(')) expect(line.startsWith(`${callsign}, `), line).toBe(true);
    }
  });

  it('writes figures as words, never as digits, in what is said', () => {
    for (const [name, turn] of allTurns) {
      for (const text of [turn.input, ...turn.variations, turn.output, ...turn.output_variations]) {
        expect(text, name).not.toMatch(/\d/);
      }
    }
  });
});

describe('seeded queue', () => {
  it('names each seeded scenario once, starting with a short voice call and a chat call early', () => {
    expect(SEED_QUEUE.map((q) => q.key).sort()).toEqual(SEED_SCENARIOS.map((s) => s.key).sort());
    const first = byKey.get(SEED_QUEUE[0]!.key)!;
    expect(first.script_type).toBe('voice');
    expect(first.turns.length).toBeLessThanOrEqual(5);
    expect(SEED_QUEUE.slice(0, 3).some((q) => byKey.get(q.key)?.script_type === 'chat')).toBe(true);
  });

  it('holds one multi-chat group of two adjacent chat scenarios', () => {
    const groups = new Map<string, string[]>();
    for (const q of SEED_QUEUE) {
      if (q.group_key !== null) groups.set(q.group_key, [...(groups.get(q.group_key) ?? []), q.key]);
    }
    expect(groups.size).toBe(1);
    const [groupKey, keys] = [...groups][0]!;
    expect(groupKey).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(keys).toHaveLength(2);
    for (const key of keys!) expect(byKey.get(key)?.script_type).toBe('chat');
    const at = SEED_QUEUE.findIndex((q) => q.group_key === groupKey);
    expect(SEED_QUEUE[at + 1]?.group_key).toBe(groupKey);
  });
});
