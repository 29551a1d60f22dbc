import { z } from 'zod';
import { DbIdSchema, DbIdParamSchema } from '../common/ids.schemas';
import { GroupKeySchema, QueueDisplaySchema } from '../playlist/playlist.schemas';
import {
  CallerProfileSchema,
  ScoredVariationSchema,
  ScriptDraftBodySchema,
  ScriptStatusSchema,
  ScriptTurnInputSchema,
  readScoredVariations,
} from './script.schemas';

const id = DbIdSchema;
const semver = z.string().regex(/^\d+\.\d+\.\d+$/, 'Use a version like 1.0.0');

/** A move along the lifecycle other than publishing (docs/product/scenario-builder.md, "Lifecycle and versions"). */
export const ScriptStatusBodySchema = z.object({
  status: ScriptStatusSchema.exclude(['published']),
  revision: z.number().int().min(1),
});
export type ScriptStatusBody = z.infer<typeof ScriptStatusBodySchema>;

export const VersionBumpSchema = z.enum(['major', 'minor', 'patch']);
export type VersionBump = z.infer<typeof VersionBumpSchema>;

/** Publishing freezes the working copy as a new version (docs/product/scenario-builder.md, "Lifecycle and versions"). */
export const PublishBodySchema = z.object({
  bump: VersionBumpSchema.default('minor'),
  revision: z.number().int().min(1),
  note: z.string().trim().max(500).default(''),
});
export type PublishBody = z.input<typeof PublishBodySchema>;

/**
 * The document a published version keeps: every field and turn as the author saved them; scored
 * variations of older documents are read leniently (docs/product/scenario-builder.md, "Scored variations").
 */
export const ScriptVersionDocumentSchema = ScriptDraftBodySchema.extend({
  caller_profile: CallerProfileSchema.nullable(),
  scored_variations: z.preprocess(readScoredVariations, z.array(ScoredVariationSchema)),
});
export type ScriptVersionDocument = z.output<typeof ScriptVersionDocumentSchema>;

export const ScriptVersionSummarySchema = z.object({
  version: semver,
  note: z.string(),
  turn_count: z.number().int(),
  published_by: z.string().nullable(),
  date_published: z.string(),
});
export type ScriptVersionSummary = z.infer<typeof ScriptVersionSummarySchema>;

export const ScriptVersionSchema = ScriptVersionSummarySchema.extend({
  document: ScriptVersionDocumentSchema,
});
export type ScriptVersion = z.infer<typeof ScriptVersionSchema>;

export const ScriptVersionParamsSchema = z.object({
  script_id: DbIdParamSchema,
  version: semver,
});

/** `working` names the unpublished working copy; anything else is a published version. */
export const DiffQuerySchema = z.object({
  from: z.union([semver, z.literal('working')]),
  to: z.union([semver, z.literal('working')]).default('working'),
});

export const TurnFieldSchema = z.enum([
  'input',
  'output',
  'section',
  'flag',
  'response_type',
  'variations',
  'output_variations',
  'annotation',
  'options',
]);
export type TurnField = z.infer<typeof TurnFieldSchema>;

/** One line of a turn diff (docs/product/scenario-builder.md, "Versions and diff"). */
export const TurnDiffEntrySchema = z.object({
  kind: z.enum(['same', 'added', 'removed', 'changed']),
  /** Turn number in the older version, null when added. */
  from_order: z.number().int().nullable(),
  /** Turn number in the newer version, null when removed. */
  to_order: z.number().int().nullable(),
  fields: z.array(TurnFieldSchema),
  before: ScriptTurnInputSchema.nullable(),
  after: ScriptTurnInputSchema.nullable(),
});
export type TurnDiffEntry = z.infer<typeof TurnDiffEntrySchema>;

export const ScriptDiffSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Scenario fields (name, caller profile…) that differ between the two. */
  fields: z.array(z.string()),
  turns: z.array(TurnDiffEntrySchema),
});
export type ScriptDiff = z.infer<typeof ScriptDiffSchema>;

/**
 * Who gets a scenario and where in their queue (docs/product/scenario-builder.md, "Assignment"): chosen learners or
 * every learner of the tenant; `position` 0 puts it first, absent puts it last.
 */
export const AssignmentBodySchema = z
  .object({
    user_ids: z.array(id).max(1000).default([]),
    all_learners: z.boolean().default(false),
    position: z.number().int().min(0).max(10_000).nullable().default(null),
    group_key: GroupKeySchema.nullable().default(null),
    queue_display: QueueDisplaySchema.default('SCENARIO_ID'),
  })
  .refine((b) => b.all_learners !== b.user_ids.length > 0, {
    message: 'Choose learners, or every learner of the school, but not both',
    path: ['user_ids'],
  });
export type AssignmentBody = z.input<typeof AssignmentBodySchema>;

export const AssignmentResultSchema = z.object({ assigned: z.number().int(), user_ids: z.array(id) });
export type AssignmentResult = z.infer<typeof AssignmentResultSchema>;

/** Someone a scenario can be assigned to. */
export const AssigneeSchema = z.object({
  user_id: id,
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type Assignee = z.infer<typeof AssigneeSchema>;

/** One finding of the authoring checks (docs/product/scenario-builder.md, "Validation"). */
export const DraftIssueSchema = z.object({
  code: z.enum([
    'no_checkable_element',
    'number_form',
    'empty_output',
    'empty_input',
    'unreachable',
    'deep_link_taken',
    'wrong_variation',
    'no_turns',
  ]),
  severity: z.enum(['error', 'warning']),
  /** Turn number (from 1), or null for the scenario as a whole. */
  turn: z.number().int().nullable(),
  field: z.string(),
  message: z.string(),
});
export type DraftIssue = z.infer<typeof DraftIssueSchema>;

export const DraftCheckBodySchema = ScriptDraftBodySchema.extend({ script_id: id.nullable().default(null) });
export const DraftCheckSchema = z.object({ issues: z.array(DraftIssueSchema) });
export type DraftCheck = z.infer<typeof DraftCheckSchema>;

/** An import: the file's text; a script_id replaces that scenario's working copy instead of creating one. */
export const ScriptImportBodySchema = z.object({
  content: z.string().min(1, 'The file is empty').max(1_000_000, 'The file is larger than 1 MB'),
  script_id: id.nullable().default(null),
  revision: z.number().int().min(1).nullable().default(null),
});
export type ScriptImportBody = z.input<typeof ScriptImportBodySchema>;

/** Where an import went wrong: a line (from 1) when the file locates it. */
export const FileErrorSchema = z.object({ line: z.number().int().nullable(), message: z.string() });
export type FileError = z.infer<typeof FileErrorSchema>;

export const ScriptExportQuerySchema = z.object({ format: z.enum(['yaml', 'json']).default('yaml') });

/**
 * The offline caller voices an author may pin in `selected_voice_profiles` (docs/product/scenario-builder.md,
 * "Voice preview"); without one, the caller profile picks.
 */
export const CALLER_VOICES = [
  { voice: 'slt', label: 'Female, US English (slt)' },
  { voice: 'rms', label: 'Male, US English (rms)' },
  { voice: 'awb', label: 'Male, Scottish English (awb)' },
  { voice: 'kal', label: 'Male, US English, second voice (kal)' },
] as const;
export type CallerVoiceName = (typeof CALLER_VOICES)[number]['voice'];

/** The pinned voice of a scenario: the first profile naming a known voice, or null. */
export function selectedVoiceOf(profiles: readonly unknown[]): CallerVoiceName | null {
  for (const p of profiles) {
    const name = typeof p === 'string' ? p : (p as { voice?: unknown } | null)?.voice;
    const known = CALLER_VOICES.find((v) => v.voice === name);
    if (known) return known.voice;
  }
  return null;
}

export const VoicePreviewBodySchema = z.object({
  text: z.string().trim().min(1, 'Write a line to hear it').max(1000),
  caller_profile: CallerProfileSchema.nullable().default(null),
  selected_voice_profiles: z.array(z.unknown()).max(50).default([]),
  station: z.string().trim().max(200).nullable().default(null),
});
export type VoicePreviewBody = z.input<typeof VoicePreviewBodySchema>;
export const VoicePreviewSchema = z.object({ audio_url: z.string(), voice: z.string() });
export type VoicePreview = z.infer<typeof VoicePreviewSchema>;

/** Background audio: the types and the size an upload may have (docs/product/scenario-builder.md, "Background audio"). */
export const BG_AUDIO_TYPES = ['audio/mpeg', 'audio/wav', 'audio/ogg'] as const;
export const BG_AUDIO_MAX_BYTES = 5 * 1024 * 1024;
export const AudioUploadSchema = z.object({ url: z.string(), bytes: z.number().int(), type: z.string() });
export type AudioUpload = z.infer<typeof AudioUploadSchema>;
