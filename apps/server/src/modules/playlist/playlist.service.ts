import type {
  CompleteSimulationBody,
  CompletedSimulation,
  QueueCleared,
  ScenarioQueue,
  ScenarioQueueItem,
} from '@wilco/shared';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { isAdmin, type AuthContext } from '../../plugins/access';
import type { PlaylistRepository, QueueRow } from './playlist.repository';

const toItem = ({ group_key: _group, ...item }: QueueRow): ScenarioQueueItem => item;

/**
 * docs/product/simulations.md, "The queue": rows sharing a group_key become one entry `{[group_key]: items}`,
 * placed where its first item sits; items keep their playlist order inside the group.
 */
export function toQueueEntries(rows: QueueRow[]): ScenarioQueue {
  const queue: ScenarioQueue = [];
  const groups = new Map<string, ScenarioQueueItem[]>();
  for (const row of rows) {
    if (row.group_key === null) {
      queue.push(toItem(row));
      continue;
    }
    const group = groups.get(row.group_key);
    if (group) {
      group.push(toItem(row));
      continue;
    }
    const items = [toItem(row)];
    groups.set(row.group_key, items);
    queue.push({ [row.group_key]: items });
  }
  return queue;
}

/**
 * The new order: the listed ids first, then anything the list left out (an item assigned while
 * the learner was dragging) in its current order, so a race never loses an item.
 */
export function planOrder(current: number[], listed: number[]): number[] {
  const seen = new Set<number>();
  const twice: number[] = [];
  for (const id of listed) {
    if (seen.has(id)) twice.push(id);
    seen.add(id);
  }
  const known = new Set(current);
  if (twice.length) throw badRequest(`script_queue_list names ${twice.join(', ')} more than once`);
  const unknown = listed.filter((id) => !known.has(id));
  if (unknown.length)
    throw badRequest(
      `script_queue_list names ${unknown.join(', ')}, which ${unknown.length > 1 ? 'are' : 'is'} not in this queue`,
    );
  return [...listed, ...current.filter((id) => !seen.has(id))];
}

/**
 * The per-user scenario queue (docs/product/simulations.md, "The queue"), always within the caller's tenant.
 */
export function createPlaylistService(repo: PlaylistRepository) {
  /** A user's own queue, or any queue of the tenant for an Admin; other tenants do not exist. */
  async function ownerOf(auth: AuthContext, uid: number): Promise<number> {
    const tenantId = await repo.findUserTenant(uid);
    if (tenantId !== auth.tenantId) throw notFound('User not found');
    if (uid !== auth.userId && !isAdmin(auth)) throw forbidden('You may only use your own scenario queue');
    return uid;
  }
  const queueOf = async (auth: AuthContext, uid: number) =>
    toQueueEntries(await repo.listPending(auth.tenantId, uid));

  return {
    ownerOf,

    async queue(auth: AuthContext, uid: number): Promise<ScenarioQueue> {
      return queueOf(auth, await ownerOf(auth, uid));
    },

    async clear(auth: AuthContext, uid: number): Promise<QueueCleared> {
      return { removed: await repo.clear(auth.tenantId, await ownerOf(auth, uid)) };
    },

    /** docs/product/scenario-builder.md, "Assignment": one item off a queue, by its owner or an Admin. */
    async remove(auth: AuthContext, uid: number, scriptQueueId: number): Promise<ScenarioQueue> {
      const owner = await ownerOf(auth, uid);
      if (!(await repo.remove(auth.tenantId, owner, scriptQueueId)))
        throw notFound('Scenario queue item not found');
      return queueOf(auth, owner);
    },

    async reorder(auth: AuthContext, uid: number, listed: number[]): Promise<ScenarioQueue> {
      const owner = await ownerOf(auth, uid);
      const current = (await repo.listPending(auth.tenantId, owner)).map((r) => r.script_queue_id);
      await repo.setOrder(auth.tenantId, owner, planOrder(current, listed));
      return queueOf(auth, owner);
    },

    /** One pending or completed item of the caller's own queue, or null (the /sim start reads it). */
    item: (auth: AuthContext, scriptQueueId: number) =>
      repo.findItem(auth.tenantId, auth.userId, scriptQueueId),

    /**
     * docs/product/simulations.md, "Completion"; a retried post (lost answer, double click) gets the same
     * answer.
     */
    async complete(auth: AuthContext, body: CompleteSimulationBody): Promise<CompletedSimulation> {
      const userId = await ownerOf(auth, body.user_id);
      const item = await repo.findItem(auth.tenantId, userId, body.script_queue_id);
      if (!item) throw notFound('Scenario queue item not found');
      const sim = await repo.findSimulation(auth.tenantId, userId, body.sim_id);
      if (!sim) throw notFound('Simulation not found');
      // docs/product/simulations.md: the server completes an item when its call ends; a
      // client's post is then a repeat, and a call still running cannot complete anything.
      if (sim.status === 'abandoned')
        throw conflict(`Simulation ${sim.sim_id} was abandoned; it cannot complete a queue item`);
      if (sim.status !== 'completed')
        throw conflict(`Simulation ${sim.sim_id} has not ended yet; complete it after the call ends`);
      // docs/product/simulations.md, "Completion": a deep link or an author's test-play of the same
      // scenario completes no queue item; only the call started from the item does.
      if (sim.script_queue_id === null)
        throw conflict(
          `Simulation ${sim.sim_id} was not started from the queue; it cannot complete a queue item`,
        );
      if (sim.script_id !== null && sim.script_id !== item.script_id)
        throw badRequest(`Simulation ${sim.sim_id} did not play the scenario of this queue item`);
      if (sim.script_queue_id !== null && sim.script_queue_id !== item.script_queue_id)
        throw conflict(`Simulation ${sim.sim_id} was completed for another queue item`);
      const repeat = sim.status === 'completed' && sim.script_queue_id === item.script_queue_id;
      if (item.completed_at && !repeat)
        throw conflict('This queue item was already completed by another simulation');
      const done = await repo.complete(auth.tenantId, userId, sim.sim_id, item.script_queue_id);
      // Both rows were read as this user's just above; only a concurrent delete gets here.
      if (!done) throw notFound('Scenario queue item not found');
      return {
        user_id: userId,
        script_queue_id: item.script_queue_id,
        sim_id: done.sim_id,
        script_id: item.script_id,
        status: 'completed',
        date_completed: (done.date_completed ?? new Date()).toISOString(),
      };
    },
  };
}
export type PlaylistService = ReturnType<typeof createPlaylistService>;
