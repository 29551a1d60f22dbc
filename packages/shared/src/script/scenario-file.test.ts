import { describe, expect, it } from 'vitest';
import { ScriptVersionDocumentSchema } from './authoring.schemas';
import { ScriptDraftBodySchema, readScoredVariations } from './script.schemas';
import { parseScenarioFile, writeScenarioFile } from './scenario-file';
import { diffTurns } from './turn-diff';

const draft = ScriptDraftBodySchema.parse({
  name: 'Taxi at Centerville',
  big_picture: 'Call ground.\nRead back the hold short.',
  tags: ['taxi'],
  deep_link: 'taxi-centerville',
  script_turns: [
    {
      section: 'Initial call',
      input: 'Centerville Ground, Cessna One Two Three, ready to taxi.',
      variations: ['Ground, Cessna One Two Three, ready to taxi.'],
      output: 'Cessna One Two Three, runway one niner, taxi via Alpha.',
    },
    { input: 'Runway one niner, taxi via Alpha, Cessna One Two Three.', options: { terminate: true } },
  ],
  scored_variations: [
    { turn: 2, input: 'Taxi via Alpha, Cessna One Two Three.', score: 0.5, note: 'No runway' },
  ],
});

describe('scenario files', () => {
  it('writes YAML and JSON that read back to the same scenario', () => {
    for (const format of ['yaml', 'json'] as const) {
      const text = writeScenarioFile(draft, format);
      const back = parseScenarioFile(text);
      expect(back).toEqual({ ok: true, draft });
    }
    const yaml = writeScenarioFile(draft);
    expect(yaml).toMatch(
      /^# Wilco scenario: Taxi at Centerville\nwilco_scenario: 1\nname: Taxi at Centerville/,
    );
    expect(yaml).toContain('big_picture: |-\n  Call ground.\n  Read back the hold short.');
  });

  it('refuses an alias to no anchor with a message instead of throwing', () => {
    const result = parseScenarioFile('*!');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toMatch(/alias/i);
  });

  it('names the line of every error: syntax, schema and unknown fields', () => {
    const syntax = parseScenarioFile('name: Broken\ntags: [taxi\n');
    expect(syntax.ok).toBe(false);
    if (!syntax.ok) expect(syntax.errors[0]?.line).toBe(3);

    const text = [
      'wilco_scenario: 1',
      'name: Bad scenario',
      'version: two',
      'caller_profile:',
      '  sex: robot',
      '  age: adult',
      '  emotion: calm',
      '  language_codes: [en-US]',
      'script_turns:',
      '  - input: Wilco',
      '    outptu: Roger',
      '  - input: 42',
    ].join('\n');
    const parsed = parseScenarioFile(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      { line: 3, message: 'version: Use a version like 1.0.0' },
      { line: 5, message: expect.stringMatching(/^caller_profile › sex: /) },
      { line: 11, message: 'Unknown field "outptu" in turn 1' },
      { line: 12, message: expect.stringMatching(/^turn 2 › input: /) },
    ]);
    const missing = parseScenarioFile('tags: []\n');
    expect(missing).toEqual({ ok: false, errors: [{ line: 1, message: expect.stringMatching(/^name: /) }] });
    expect(parseScenarioFile('- a list\n')).toMatchObject({ ok: false, errors: [{ line: 1 }] });
  });

  it('checks scored variations like any field, naming the line', () => {
    const text = [
      'name: Scored',
      'scored_variations:',
      '  - turn: 1',
      '    input: Wilco',
      '    score: 1.5',
      '  - turn: 1',
      '    input: Roger',
      '    score: 0.5',
      '    nots: typo',
    ].join('\n');
    expect(parseScenarioFile(text)).toEqual({
      ok: false,
      errors: [
        { line: 5, message: 'scored variation 1 › score: A score is between 0 and 1' },
        { line: 9, message: 'Unknown field "nots" in scored variation 2' },
      ],
    });
    const stray = [
      'name: Stray',
      'script_turns:',
      '  - input: Wilco',
      'scored_variations:',
      '  - input: Roger',
      '    turn: 2',
      '    score: 0.5',
    ];
    expect(parseScenarioFile(stray.join('\n'))).toEqual({
      ok: false,
      errors: [{ line: 6, message: 'Scored variation 1 is for turn 2, but the scenario has 1 turn' }],
    });
  });
});

describe('scored variations', () => {
  it('reads stored values leniently: what does not fit is dropped', () => {
    const kept = { turn: 2, input: 'Roger', score: 0.25 };
    expect(readScoredVariations([{ kept: true }, kept, { ...kept, score: 2 }, 'text'])).toEqual([kept]);
    expect(readScoredVariations(null)).toEqual([]);
    const doc = ScriptVersionDocumentSchema.parse({ ...draft, scored_variations: [{ kept: true }, kept] });
    expect(doc.scored_variations).toEqual([kept]);
    expect(ScriptDraftBodySchema.safeParse({ ...draft, scored_variations: [{ kept: true }] }).success).toBe(
      false,
    );
  });
});

describe('turn diff', () => {
  const t = (input: string, output = '') => ({
    input,
    output,
    section: null,
    flag: 'Normal',
    response_type: 'Normal',
    variations: [],
    output_variations: [],
    annotation: null,
    options: {},
  });

  it('matches turns by what is said, so an inserted turn leaves the rest unchanged', () => {
    const before = [t('one'), t('two'), t('three')];
    const after = [t('one'), t('new'), t('two'), { ...t('three'), annotation: 'note' }];
    expect(diffTurns(before, after).map((e) => [e.kind, e.from_order, e.to_order, e.fields])).toEqual([
      ['same', 1, 1, []],
      ['added', null, 2, []],
      ['same', 2, 3, []],
      ['changed', 3, 4, ['annotation']],
    ]);
  });

  it('reads a rewritten turn as changed and a dropped one as removed', () => {
    const entries = diffTurns([t('one'), t('two'), t('three')], [t('one'), t('TWO', 'reply')]);
    expect(entries.map((e) => [e.kind, e.from_order, e.to_order, e.fields])).toEqual([
      ['same', 1, 1, []],
      ['changed', 2, 2, ['input', 'output']],
      ['removed', 3, null, []],
    ]);
  });
});
