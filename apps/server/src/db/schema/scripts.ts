import { sql } from 'drizzle-orm';
import type { CallerProfile } from '@wilco/shared';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';
import { queueDisplayEnum, scriptStatusEnum, simulationStatusEnum, simulationTypeEnum } from './enums';
import { tenants } from './tenants';
import { users } from './users';

export type ScriptLanguage = {
  language_code: string;
  language_code_id: number | null;
  language_code_local: string | null;
  language_name: string;
  native_name: string | null;
};
export type { CallerProfile };
export type AudioRef = { url: string; volume: number; volume_locked?: boolean };

/** Scenarios: the draft and its defaults (docs/product/authoring.md, "Scenarios"). */
export const scripts = pgTable(
  'scripts',
  {
    script_id: identity('script_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    /** Per-tenant running number shown to authors. */
    tenant_script_id: integer('tenant_script_id').notNull(),
    name: text('name').notNull(),
    big_picture: text('big_picture').notNull().default(''),
    outbound: boolean('outbound').notNull().default(false),
    practice: boolean('practice').notNull().default(false),
    rubric_id: integer('rubric_id').notNull().default(2),
    status: scriptStatusEnum('status').notNull().default('draft'),
    version: text('version').notNull().default('1.0.0'),
    script_type: text('script_type').notNull().default('voice'),
    conversation_display_name: text('conversation_display_name'),
    conversation_context: text('conversation_context'),
    language: jsonb('language').$type<ScriptLanguage>(),
    caller_profile: jsonb('caller_profile').$type<CallerProfile>(),
    selected_voice_profiles: jsonb('selected_voice_profiles').$type<unknown[]>().notNull().default([]),
    voices: jsonb('voices').$type<unknown[]>().notNull().default([]),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bg_audio: jsonb('bg_audio').$type<AudioRef | null>(),
    scored_variations: jsonb('scored_variations').$type<unknown[]>().notNull().default([]),
    deep_link: text('deep_link'),
    show_skipped: boolean('show_skipped').notNull().default(false),
    show_model_simulation: boolean('show_model_simulation').notNull().default(false),
    /** Bumped by every save (docs/product/scenario-builder.md, "Concurrent edits"). */
    revision: integer('revision').notNull().default(1),
    created_by: integer('created_by').references(() => users.user_id, { onDelete: 'set null' }),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [
    uniqueIndex('scripts_tenant_number_uq').on(t.tenant_id, t.tenant_script_id),
    uniqueIndex('scripts_deep_link_uq').on(t.deep_link),
  ],
);

/** Scenario turn (docs/product/authoring.md, "Scenario turns"). */
export const scriptTurns = pgTable(
  'script_turns',
  {
    script_turn_id: identity('script_turn_id'),
    script_id: integer('script_id')
      .notNull()
      .references(() => scripts.script_id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    section: text('section'),
    input: text('input').notNull().default(''),
    output: text('output').notNull().default(''),
    flag: text('flag').notNull().default('Normal'),
    response_type: text('response_type').notNull().default('Normal'),
    variations: jsonb('variations').$type<string[]>().notNull().default([]),
    output_variations: jsonb('output_variations').$type<string[]>().notNull().default([]),
    annotation: text('annotation'),
    script_input_id: integer('script_input_id'),
    /** Experimental per-turn options (emojiAER, terminate). */
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('script_turns_order_uq').on(t.script_id, t.order)],
);

/**
 * Published versions (docs/product/scenario-builder.md, "Lifecycle and versions"): each publish freezes
 * the working copy as one document; learners play the newest one, older ones stay for the diff and
 * for simulations that started on them.
 */
export const scriptVersions = pgTable(
  'script_versions',
  {
    script_version_id: identity('script_version_id'),
    script_id: integer('script_id')
      .notNull()
      .references(() => scripts.script_id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    note: text('note').notNull().default(''),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    published_by: integer('published_by').references(() => users.user_id, { onDelete: 'set null' }),
    date_published: timestamp('date_published', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('script_versions_script_version_uq').on(t.script_id, t.version)],
);

/**
 * Per-user scenario queue (docs/product/simulations.md, "The queue"). Entries sharing `group_key` form one
 * group entry (a multi-chat item); `playlist_order` orders entries, and items within a group.
 */
export const scriptQueue = pgTable(
  'script_queue',
  {
    script_queue_id: identity('script_queue_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    script_id: integer('script_id')
      .notNull()
      .references(() => scripts.script_id, { onDelete: 'cascade' }),
    playlist_order: integer('playlist_order').notNull(),
    group_key: text('group_key'),
    queue_display: queueDisplayEnum('queue_display').notNull().default('SCENARIO_ID'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    date_created: createdAt(),
  },
  (t) => [index('script_queue_user_idx').on(t.user_id, t.playlist_order)],
);

export const simulations = pgTable(
  'simulations',
  {
    sim_id: identity('sim_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    tenant_sim_id: integer('tenant_sim_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    script_id: integer('script_id').references(() => scripts.script_id, { onDelete: 'set null' }),
    script_queue_id: integer('script_queue_id').references(() => scriptQueue.script_queue_id, {
      onDelete: 'set null',
    }),
    /** The published version played, null for an author's test-play of the working copy. */
    script_version: text('script_version'),
    simulation_type: simulationTypeEnum('simulation_type').notNull(),
    status: simulationStatusEnum('status').notNull().default('connecting'),
    transcript: jsonb('transcript').$type<unknown[]>().notNull().default([]),
    results: jsonb('results').$type<Record<string, unknown>>(),
    date_started: createdAt(),
    date_completed: timestamp('date_completed', { withTimezone: true }),
    /**
     * Renewed by the server that runs the call (docs/product/simulations.md, "Calls lost with
     * their server"); a live row that stops being renewed was lost and is ended as abandoned.
     */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('simulations_tenant_number_uq').on(t.tenant_id, t.tenant_sim_id),
    index('simulations_user_idx').on(t.user_id),
    // The sweep for lost calls reads only live rows.
    index('simulations_live_idx')
      .on(t.last_seen_at)
      .where(sql`${t.status} in ('connecting', 'active')`),
  ],
);
