import { describe, expect, it } from 'vitest';
import { ScriptDraftUpdateSchema, type ScriptDraft, type ScriptSummary } from '@wilco/shared';
import { ScenarioFormSchema, newTurn, toBody, toForm } from './form';
import { filterScenarios, tagsOf } from './list-filter';

const draft: ScriptDraft = {
  script_id: 7,
  tenant_script_id: 3,
  revision: 4,
  published_version: null,
  name: 'Taxi',
  big_picture: '',
  outbound: true,
  practice: false,
  rubric_id: 2,
  status: 'draft',
  version: '1.0.0',
  script_type: 'chat',
  conversation_display_name: null,
  conversation_context: 'You are at the ramp.',
  language: null,
  caller_profile: { sex: 'female', age: 'adult', emotion: 'calm', language_codes: ['en-GB'] },
  selected_voice_profiles: [{ voice: 'awb' }, { provider: 'cloud', name: 'nova' }],
  voices: [],
  tags: ['taxi'],
  bg_audio: null,
  scored_variations: [{ turn: 1, input: 'Ready to taxi, Cessna One Two Three', score: 0.5 }],
  deep_link: null,
  show_skipped: false,
  show_model_simulation: false,
  date_created: '2026-11-24T00:00:00.000Z',
  date_modified: '2026-11-24T00:00:00.000Z',
  script_turns: [
    {
      script_turn_id: 11,
      order: 1,
      input: 'Ground, Cessna One Two Three, ready to taxi',
      output: '',
      section: null,
      flag: 'Normal',
      response_type: 'Normal',
      variations: ['Cessna One Two Three, ready to taxi'],
      output_variations: [],
      annotation: null,
      script_input_id: null,
      options: { terminate: true },
    },
  ],
};

describe('scenario form', () => {
  it('turns a draft into form values and back into the same save body', () => {
    const form = toForm(draft);
    expect(form.voice).toBe('awb');
    expect(form.script_turns[0]?.variations).toEqual([{ value: 'Cessna One Two Three, ready to taxi' }]);
    // Scored variations sit with their turn in the form, and go back numbered by its position.
    expect(form.script_turns[0]?.scored_variations).toEqual([
      { input: 'Ready to taxi, Cessna One Two Three', score: 0.5, note: '' },
    ]);
    expect(ScenarioFormSchema.safeParse(form).success).toBe(true);
    const body = ScriptDraftUpdateSchema.parse(toBody(form));
    const {
      script_id: _i,
      tenant_script_id: _n,
      published_version: _p,
      status: _s,
      version: _v,
      date_created: _c,
      date_modified: _m,
      ...rest
    } = draft;
    expect(body).toEqual({
      ...rest,
      script_turns: draft.script_turns.map(({ script_turn_id: _t, order: _o, ...t }) => t),
    });
  });

  it('sends empty optional texts as null, drops empty variations, and pins or unpins the voice', () => {
    const form = toForm(draft);
    const turn = { ...newTurn(), input: 'Wilco', variations: [{ value: '  ' }, { value: 'Roger, wilco' }] };
    const body = toBody({
      ...form,
      voice: '',
      deep_link: '',
      conversation_context: '  ',
      language_code: 'en-US',
      language_name: '',
      script_turns: [turn],
    });
    expect(body).toMatchObject({
      deep_link: null,
      conversation_context: null,
      selected_voice_profiles: [{ provider: 'cloud', name: 'nova' }],
      language: {
        language_code: 'en-US',
        language_name: 'en-US',
        language_code_local: null,
        native_name: null,
        language_code_id: null,
      },
    });
    expect(body.script_turns?.[0]).toMatchObject({
      section: null,
      annotation: null,
      variations: ['Roger, wilco'],
    });
    expect(ScenarioFormSchema.safeParse({ ...form, deep_link: 'no spaces' }).success).toBe(false);
  });

  it('edits every language field of the draft and round-trips them', () => {
    const language = {
      language_code: 'en-GB',
      language_name: 'English (UK)',
      language_code_local: 'en_GB',
      native_name: 'English',
      language_code_id: 44,
    };
    const form = toForm({ ...draft, language });
    expect(form).toMatchObject({
      language_code_local: 'en_GB',
      native_name: 'English',
      language_code_id: '44',
    });
    expect(toBody(form).language).toEqual(language);
    expect(toBody({ ...form, language_code_id: '7', native_name: ' ' }).language).toMatchObject({
      language_code_id: 7,
      native_name: null,
    });
    expect(ScenarioFormSchema.safeParse({ ...form, language_code_id: 'forty' }).success).toBe(false);
  });
});

describe('scenario list filter', () => {
  const row = (name: string, status: ScriptSummary['status'], tags: string[], n: number): ScriptSummary => ({
    script_id: n,
    tenant_script_id: n,
    name,
    status,
    version: '1.0.0',
    script_type: 'voice',
    outbound: true,
    tags,
    turn_count: 2,
    date_modified: '2026-11-24T00:00:00.000Z',
    published_version: null,
  });
  const list = [
    row('Taxi at Centerville', 'draft', ['taxi', 'ground'], 1),
    row('Takeoff clearance', 'published', ['tower'], 2),
    row('Old taxi', 'archived', ['taxi'], 3),
  ];

  it('matches words in any order, status and tag; archived only when asked for', () => {
    const names = (f: Parameters<typeof filterScenarios>[1]) => filterScenarios(list, f).map((s) => s.name);
    expect(names({ search: '', status: 'all', tag: null })).toEqual([
      'Taxi at Centerville',
      'Takeoff clearance',
    ]);
    expect(names({ search: 'centerville TAXI', status: 'all', tag: null })).toEqual(['Taxi at Centerville']);
    expect(names({ search: '#2', status: 'all', tag: null })).toEqual(['Takeoff clearance']);
    expect(names({ search: '', status: 'archived', tag: null })).toEqual(['Old taxi']);
    expect(names({ search: '', status: 'all', tag: 'tower' })).toEqual(['Takeoff clearance']);
    expect(tagsOf(list)).toEqual(['taxi', 'ground', 'tower']);
  });
});
