import { z } from 'zod';
import {
  CALLER_LANGUAGE_CODES,
  DEFAULT_CALLER_PROFILE,
  ScoredVariationSchema,
  ScriptDraftUpdateSchema,
  ScriptTurnInputSchema,
  selectedVoiceOf,
  type ScriptDraft,
  type ScriptDraftUpdate,
} from '@wilco/shared';

/** One line of a list field (useFieldArray needs objects, not bare strings). */
const Line = z.object({ value: z.string().max(4000) });

/**
 * A scored variation as its turn's card holds it (docs/product/scenario-builder.md, "Scored variations"):
 * the turn is the card it sits in, so moving a turn moves its variations; no note is ''.
 */
const ScoredLine = ScoredVariationSchema.omit({ turn: true }).extend({ note: z.string().trim().max(1000) });
export type ScoredLineForm = z.input<typeof ScoredLine>;

/**
 * The editor's form, derived from the shared draft schema (docs/decisions/017-scenario-versions-and-builder-form.md):
 * only what a form field needs differently is changed — text lists as objects, optional texts as ''
 * rather than null, the pinned voice as one select.
 */
export const ScenarioFormSchema = ScriptDraftUpdateSchema.omit({ scored_variations: true }).extend({
  conversation_display_name: z.string().trim().max(200),
  conversation_context: z.string().trim().max(8000),
  deep_link: z.union([z.literal(''), ScriptDraftUpdateSchema.shape.deep_link.unwrap().unwrap()]),
  tags: z.array(z.string().trim().min(1).max(100)).max(50),
  voice: z.string(),
  language_code: z.string().trim().max(35),
  language_name: z.string().trim().max(100),
  language_code_local: z.string().trim().max(35),
  native_name: z.string().trim().max(100),
  language_code_id: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, 'A whole number, or empty'),
  script_turns: z
    .array(
      ScriptTurnInputSchema.extend({
        key: z.string(),
        section: z.string().trim().max(200),
        annotation: z.string().trim().max(4000),
        variations: z.array(Line).max(50),
        output_variations: z.array(Line).max(50),
        scored_variations: z.array(ScoredLine).max(50),
      }),
    )
    .max(500),
});
export type ScenarioForm = z.input<typeof ScenarioFormSchema>;
export type TurnForm = ScenarioForm['script_turns'][number];

let keys = 0;
/** A stable id for a turn while it is dragged around (React keys, dnd ids). */
export const turnKey = () => `turn-${++keys}`;

export function newTurn(): TurnForm {
  return {
    key: turnKey(),
    input: '',
    output: '',
    section: '',
    flag: 'Normal',
    response_type: 'Normal',
    variations: [],
    output_variations: [],
    scored_variations: [],
    annotation: '',
    script_input_id: null,
    options: {},
  };
}

const lines = (values: string[]) => values.map((value) => ({ value }));

export function toForm(draft: ScriptDraft): ScenarioForm {
  return {
    revision: draft.revision,
    name: draft.name,
    big_picture: draft.big_picture,
    outbound: draft.outbound,
    practice: draft.practice,
    rubric_id: draft.rubric_id,
    script_type: draft.script_type,
    conversation_display_name: draft.conversation_display_name ?? '',
    conversation_context: draft.conversation_context ?? '',
    language: draft.language,
    language_code: draft.language?.language_code ?? '',
    language_name: draft.language?.language_name ?? '',
    language_code_local: draft.language?.language_code_local ?? '',
    native_name: draft.language?.native_name ?? '',
    language_code_id: draft.language?.language_code_id?.toString() ?? '',
    caller_profile: draft.caller_profile ?? {
      ...DEFAULT_CALLER_PROFILE,
      language_codes: [...CALLER_LANGUAGE_CODES],
    },
    selected_voice_profiles: draft.selected_voice_profiles,
    voice: selectedVoiceOf(draft.selected_voice_profiles) ?? '',
    voices: draft.voices,
    tags: draft.tags,
    bg_audio: draft.bg_audio,
    deep_link: draft.deep_link ?? '',
    show_skipped: draft.show_skipped,
    show_model_simulation: draft.show_model_simulation,
    script_turns: draft.script_turns.map((t) => ({
      key: turnKey(),
      input: t.input,
      output: t.output,
      section: t.section ?? '',
      flag: t.flag,
      response_type: t.response_type,
      variations: lines(t.variations),
      output_variations: lines(t.output_variations),
      scored_variations: draft.scored_variations
        .filter((v) => v.turn === t.order)
        .map((v) => ({ input: v.input, score: v.score, note: v.note ?? '' })),
      annotation: t.annotation ?? '',
      script_input_id: t.script_input_id,
      options: t.options,
    })),
  };
}

const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);
const texts = (list: { value: string }[] | undefined) =>
  (list ?? []).map((l) => l.value.trim()).filter(Boolean);

/** What a save sends: the shared update body, with empty optional texts as null. */
export function toBody(form: ScenarioForm): ScriptDraftUpdate {
  const {
    voice,
    language_code,
    language_name,
    language_code_local,
    native_name,
    language_code_id,
    script_turns,
    ...rest
  } = form;
  const others = (form.selected_voice_profiles ?? []).filter((p) => selectedVoiceOf([p]) === null);
  const code = language_code?.trim() ?? '';
  return {
    ...rest,
    conversation_display_name: orNull(form.conversation_display_name),
    conversation_context: orNull(form.conversation_context),
    deep_link: orNull(form.deep_link),
    // A pinned voice is the first profile; anything else an import brought stays after it.
    selected_voice_profiles: voice ? [{ voice }, ...others] : others,
    language: code
      ? {
          language_code: code,
          language_name: language_name?.trim() || code,
          language_code_id: language_code_id?.trim() ? Number(language_code_id) : null,
          language_code_local: orNull(language_code_local),
          native_name: orNull(native_name),
        }
      : null,
    scored_variations: script_turns.flatMap((t, i) =>
      (t.scored_variations ?? []).map(({ input, score, note }) => ({
        turn: i + 1,
        input: input.trim(),
        score,
        ...(note?.trim() ? { note: note.trim() } : {}),
      })),
    ),
    script_turns: script_turns.map(({ key: _key, scored_variations: _scored, ...t }) => ({
      ...t,
      section: orNull(t.section),
      annotation: orNull(t.annotation),
      variations: texts(t.variations),
      output_variations: texts(t.output_variations),
    })),
  };
}

/** The loaded scenario's body, made once per draft rather than on every keystroke. */
const loadedBodies = new WeakMap<ScriptDraft, string>();

/**
 * Whether the form holds anything the server does not: what a save would send, compared with the
 * scenario as loaded (so reordering twice back, or typing and deleting, is not a change).
 */
export function hasUnsavedChanges(form: ScenarioForm, draft: ScriptDraft): boolean {
  let loaded = loadedBodies.get(draft);
  if (loaded === undefined) {
    loaded = JSON.stringify(toBody(toForm(draft)));
    loadedBodies.set(draft, loaded);
  }
  return JSON.stringify(toBody(form)) !== loaded;
}
