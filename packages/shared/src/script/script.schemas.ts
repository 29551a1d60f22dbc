import { z } from 'zod';
import { DbIdSchema, DbIdParamSchema } from '../common/ids.schemas';

const id = DbIdSchema;
const text = (max: number) => z.string().trim().max(max);

/** Scenario defaults (docs/product/authoring.md, "Scenarios"). */
export const SCRIPT_DEFAULTS = { rubric_id: 2, version: '1.0.0', status: 'draft' } as const;
export const CALLER_LANGUAGE_CODES = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-ZA'] as const;

export const ScriptStatusSchema = z.enum(['draft', 'review', 'published', 'archived']);
export type ScriptStatus = z.infer<typeof ScriptStatusSchema>;
export const ScriptTypeSchema = z.enum(['voice', 'chat']);

export const ScriptLanguageSchema = z.object({
  language_code: text(35).min(2),
  language_code_id: z.number().int().nullable().default(null),
  language_code_local: text(35).nullable().default(null),
  language_name: text(100).min(1),
  native_name: text(100).nullable().default(null),
});

/** Sex, age, emotion and languages are closed lists (docs/product/authoring.md, "Scenarios"). */
export const CallerProfileSchema = z.object({
  sex: z.enum(['male', 'female']),
  age: z.literal('adult'),
  emotion: z.enum(['sad', 'calm', 'stressed', 'upset']),
  language_codes: z.array(z.enum(CALLER_LANGUAGE_CODES)).min(1),
});
export type CallerProfile = z.infer<typeof CallerProfileSchema>;

/**
 * Only the languages are fixed (docs/product/authoring.md, "Scenarios"); a calm adult is the neutral caller.
 */
export const DEFAULT_CALLER_PROFILE: CallerProfile = {
  sex: 'male',
  age: 'adult',
  emotion: 'calm',
  language_codes: [...CALLER_LANGUAGE_CODES],
};

export const AudioRefSchema = z.object({
  url: text(2000).min(1),
  volume: z.number().min(0).max(1),
  volume_locked: z.boolean().optional(),
});

/**
 * Scenario turn as an author sends it (docs/product/authoring.md, "Scenario turns"). The list order is the
 * turn order, so `order` and ids are derived by the server; loading and cache flags stay on the client.
 */
export const ScriptTurnInputSchema = z.object({
  input: text(4000).default(''),
  output: text(4000).default(''),
  section: text(200).nullable().default(null),
  flag: text(50).min(1).default('Normal'),
  response_type: text(50).min(1).default('Normal'),
  variations: z.array(text(4000)).max(50).default([]),
  output_variations: z.array(text(4000)).max(50).default([]),
  annotation: text(4000).nullable().default(null),
  script_input_id: z.number().int().nullable().default(null),
  options: z.object({ emojiAER: z.boolean().optional(), terminate: z.boolean().optional() }).default({}),
});
export type ScriptTurnInput = z.infer<typeof ScriptTurnInputSchema>;

/**
 * docs/product/scenario-builder.md, "Scored variations": another transmission the judge accepts on one
 * turn (`turn` is its order, from 1) for part of the marks.
 */
export const ScoredVariationSchema = z.object({
  turn: z.number().int().min(1).max(500),
  input: text(1000).min(1, 'A scored variation needs its transmission'),
  score: z.number().min(0, 'A score is between 0 and 1').max(1, 'A score is between 0 and 1'),
  note: text(1000).optional(),
});
export type ScoredVariation = z.infer<typeof ScoredVariationSchema>;

/**
 * Stored scored variations read leniently: values saved before the field had a shape
 * (docs/product/scenario-builder.md, "Scored variations") are dropped rather than failing the read.
 */
export function readScoredVariations(value: unknown): ScoredVariation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = ScoredVariationSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Scored variations naming a turn the scenario does not have (docs/product/scenario-builder.md,
 * "Scored variations"): a save or an import refuses them rather than keep what no call would use.
 */
export function strayScoredVariations(draft: {
  script_turns: unknown[];
  scored_variations: ScoredVariation[];
}): { index: number; message: string }[] {
  const count = draft.script_turns.length;
  return draft.scored_variations.flatMap((v, index) =>
    v.turn > count
      ? [
          {
            index,
            message: `Scored variation ${index + 1} is for turn ${v.turn}, but the scenario has ${count} turn${count === 1 ? '' : 's'}`,
          },
        ]
      : [],
  );
}

export const ScriptTurnSchema = ScriptTurnInputSchema.extend({ script_turn_id: id, order: z.number().int() });
export type ScriptTurn = z.infer<typeof ScriptTurnSchema>;

/**
 * The scenario draft (docs/product/authoring.md, "Scenarios"), the body of create and update (a full
 * document: an update replaces every field, as the builder always sends the whole draft).
 */
export const ScriptDraftBodySchema = z.object({
  name: text(200).min(1, 'A scenario needs a name'),
  big_picture: text(4000).default(''),
  outbound: z.boolean().default(false),
  practice: z.boolean().default(false),
  rubric_id: id.default(SCRIPT_DEFAULTS.rubric_id),
  status: ScriptStatusSchema.default(SCRIPT_DEFAULTS.status),
  version: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, 'Use a version like 1.0.0')
    .default(SCRIPT_DEFAULTS.version),
  script_type: ScriptTypeSchema.default('voice'),
  conversation_display_name: text(200).nullable().default(null),
  conversation_context: text(8000).nullable().default(null),
  language: ScriptLanguageSchema.nullable().default(null),
  caller_profile: CallerProfileSchema.default(DEFAULT_CALLER_PROFILE),
  selected_voice_profiles: z.array(z.unknown()).max(50).default([]),
  voices: z.array(z.unknown()).max(50).default([]),
  tags: z.array(text(100).min(1)).max(50).default([]),
  bg_audio: AudioRefSchema.nullable().default(null),
  script_turns: z.array(ScriptTurnInputSchema).max(500).default([]),
  scored_variations: z.array(ScoredVariationSchema).max(500).default([]),
  deep_link: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,100}$/, 'Use 4 to 100 letters, digits, "_" or "-"')
    .nullable()
    .default(null),
  show_skipped: z.boolean().default(false),
  show_model_simulation: z.boolean().default(false),
});
export type ScriptDraftBody = z.input<typeof ScriptDraftBodySchema>;
export type ScriptDraftFields = z.output<typeof ScriptDraftBodySchema>;

/**
 * A save carries the revision the author opened (docs/product/scenario-builder.md, "Concurrent edits"):
 * a stale one is refused with 409 instead of overwriting someone else's work.
 */
export const ScriptDraftUpdateSchema = ScriptDraftBodySchema.omit({ status: true, version: true }).extend({
  revision: z.number().int().min(1),
});
export type ScriptDraftUpdate = z.input<typeof ScriptDraftUpdateSchema>;

/** A new scenario is always a draft; its version may come from an imported file. */
export const ScriptDraftCreateSchema = ScriptDraftBodySchema.omit({ status: true });
export type ScriptDraftCreate = z.input<typeof ScriptDraftCreateSchema>;

export const ScriptDraftSchema = ScriptDraftBodySchema.extend({
  script_id: id,
  revision: z.number().int().min(1),
  /** The version learners play, null until the first publish. */
  published_version: z.string().nullable(),
  tenant_script_id: z.number().int(),
  caller_profile: CallerProfileSchema.nullable(),
  script_turns: z.array(ScriptTurnSchema),
  date_created: z.string(),
  date_modified: z.string(),
});
export type ScriptDraft = z.infer<typeof ScriptDraftSchema>;

export const ScriptSummarySchema = z.object({
  script_id: id,
  tenant_script_id: z.number().int(),
  name: z.string(),
  status: ScriptStatusSchema,
  version: z.string(),
  script_type: z.string(),
  outbound: z.boolean(),
  tags: z.array(z.string()),
  turn_count: z.number().int(),
  published_version: z.string().nullable(),
  date_modified: z.string(),
});
export type ScriptSummary = z.infer<typeof ScriptSummarySchema>;

/**
 * Scenario as played, with its turns in order (docs/product/authoring.md, "Scenario turns"); rubric
 * variations stay server-side.
 */
/**
 * docs/decisions/015-sim-socket.md: a learner is sent what each turn expects (`call_start.questions`,
 * the played scenario) only by a practice scenario that shows the model answer.
 */
export const showsModelAnswers = (script: { practice: boolean; show_model_simulation: boolean }) =>
  script.practice && script.show_model_simulation;

export const PlayedScriptSchema = z.object({
  script_id: id,
  tenant_script_id: z.number().int(),
  name: z.string(),
  outbound: z.boolean(),
  script_type: z.string(),
  conversation_display_name: z.string().nullable(),
  conversation_context: z.string().nullable(),
  big_picture: z.string(),
  bg_audio: AudioRefSchema.nullable(),
  show_skipped: z.boolean(),
  show_model_simulation: z.boolean(),
  script_turns: z.array(
    ScriptTurnSchema.pick({
      script_turn_id: true,
      order: true,
      section: true,
      input: true,
      output: true,
      flag: true,
      response_type: true,
    }),
  ),
});
export type PlayedScript = z.infer<typeof PlayedScriptSchema>;

export const ScriptIdParamsSchema = z.object({
  script_id: DbIdParamSchema,
});
