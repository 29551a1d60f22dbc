import type { CallEnd } from '@wilco/shared';
import type { SimResults, SimRow } from './sim.repository';

/**
 * The rules of a multi-chat group rebuilt from its rows (docs/product/simulations.md, "Completion" and
 * "Reconnecting"): pure, so the same rows give the same answer on whichever process or connection
 * asks, and a rejoin changes nothing about when or how the group completes.
 */

const ENDED = new Set(['completed', 'abandoned']);
export const isEndedRow = (row: Pick<SimRow, 'status'>) => ENDED.has(row.status);

export const groupOf = (row: Pick<SimRow, 'results'>) => (row.results as SimResults | null)?.group ?? null;

/**
 * The queue items a group completes once every chat has ended: those whose chat completed, in the
 * group's index order (`rows` as `groupRows` reads them). Null while a chat is still live.
 */
export function groupCompletion(rows: SimRow[]): { simId: number; scriptQueueId: number }[] | null {
  if (rows.some((row) => !isEndedRow(row))) return null;
  return rows.flatMap((row) =>
    row.status === 'completed' && row.script_queue_id !== null
      ? [{ simId: row.sim_id, scriptQueueId: row.script_queue_id }]
      : [],
  );
}

/**
 * Why a `sim_multi_rejoin` is refused (not found: an id is not one of this learner's simulations; conflict:
 * not one whole live group), or null when it names one whole group of this learner with a
 * chat still live. `asked`: the learner's own rows among the ids named; `members`: every row of the
 * group the first of them belongs to.
 */
export function groupRejoinRefusal(
  ids: number[],
  asked: SimRow[],
  members: SimRow[],
): { kind: 'not_found' | 'conflict'; message: string } | null {
  const conflict = (message: string) => ({ kind: 'conflict' as const, message });
  if (asked.length !== ids.length)
    return { kind: 'not_found', message: 'No live multi-chat group to rejoin' };
  const groupIds = new Set(asked.map((row) => groupOf(row)?.id ?? null));
  if (groupIds.size !== 1 || groupIds.has(null))
    return conflict('These simulations are not one multi-chat group');
  const wanted = new Set(ids);
  if (members.length !== wanted.size || members.some((row) => !wanted.has(row.sim_id)))
    return conflict('These simulations are not one whole multi-chat group');
  if (members.every(isEndedRow)) return conflict('This multi-chat group has ended');
  return null;
}

const REASONS = new Set<string>([
  'finished',
  'hung_up',
  'time_limit',
  'disconnected',
  'session_ended',
  'error',
]);

/** The `call_end` a rejoined page gets for a chat of the group that ended before the drop. */
export function endedChat(row: SimRow): CallEnd {
  const stored = row.results as SimResults | null;
  const reason = stored?.reason && REASONS.has(stored.reason) ? stored.reason : 'disconnected';
  return {
    sim_id: row.sim_id,
    status: row.status === 'completed' ? 'completed' : 'abandoned',
    reason: reason as CallEnd['reason'],
    score: stored?.score ?? null,
    // A group completes its items only when its last chat ends, and one is still live here.
    queue_completed: false,
  };
}
