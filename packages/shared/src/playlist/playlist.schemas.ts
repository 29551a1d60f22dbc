import { z } from 'zod';
import { DbIdSchema, DbIdParamSchema } from '../common/ids.schemas';

const id = DbIdSchema;

/** docs/product/simulations.md, "The queue": the header shows the scenario id (default) or its title. */
export const QueueDisplaySchema = z.enum(['SCENARIO_ID', 'SCENARIO_TITLE']);
export type QueueDisplay = z.infer<typeof QueueDisplaySchema>;

/** Scenario queue item (docs/product/simulations.md, "The queue"). */
export const ScenarioQueueItemSchema = z.object({
  script_queue_id: id,
  script_id: id,
  tenant_script_id: z.number().int(),
  script_name: z.string(),
  playlist_order: z.number().int(),
  queue_display: QueueDisplaySchema,
  conversation_context: z.string().nullable(),
  script_type: z.string(),
});
export type ScenarioQueueItem = z.infer<typeof ScenarioQueueItemSchema>;

/** Group keys name a multi-chat entry; kept short and plain so they read well as a JSON key. */
export const GroupKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use 1 to 64 letters, digits, "_" or "-"');

/**
 * docs/product/simulations.md, "The queue": a queue entry is an item, or a group — an object with a single
 * key (the group key) whose value lists its items. The next item is the first entry or the first item of it.
 */
export const ScenarioQueueGroupSchema = z.record(GroupKeySchema, z.array(ScenarioQueueItemSchema));
export const ScenarioQueueEntrySchema = z.union([ScenarioQueueItemSchema, ScenarioQueueGroupSchema]);
export type ScenarioQueueEntry = z.infer<typeof ScenarioQueueEntrySchema>;
export const ScenarioQueueSchema = z.array(ScenarioQueueEntrySchema);
export type ScenarioQueue = z.infer<typeof ScenarioQueueSchema>;

export const QueueUserParamsSchema = z.object({ uid: DbIdParamSchema });

/**
 * docs/product/simulations.md, "The queue": the new order is a flat list of script_queue_id; group entries
 * are flattened.
 */
export const QueueOrderBodySchema = z.object({
  script_queue_list: z.array(id).max(1000),
});
export type QueueOrderBody = z.infer<typeof QueueOrderBodySchema>;

/** One item of a user's queue (docs/product/scenario-builder.md, "Assignment": admins edit learners' queues). */
export const QueueItemParamsSchema = QueueUserParamsSchema.extend({
  script_queue_id: DbIdParamSchema,
});

export const QueueClearedSchema = z.object({ removed: z.number().int() });
export type QueueCleared = z.infer<typeof QueueClearedSchema>;

/** docs/product/simulations.md, "The queue": POST {playlist}/complete, once per simulation. */
export const CompleteSimulationBodySchema = z.object({
  user_id: id,
  script_queue_id: id,
  sim_id: id,
});
export type CompleteSimulationBody = z.infer<typeof CompleteSimulationBodySchema>;

export const CompletedSimulationSchema = z.object({
  user_id: id,
  script_queue_id: id,
  sim_id: id,
  script_id: id,
  status: z.literal('completed'),
  date_completed: z.string(),
});
export type CompletedSimulation = z.infer<typeof CompletedSimulationSchema>;
