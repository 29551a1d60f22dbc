import type { ScenarioQueue, ScenarioQueueEntry, ScenarioQueueItem } from './playlist.schemas';

/**
 * docs/product/simulations.md, "The queue": a group is the entry that is not an item (an object with a single
 * list-valued key).
 */
export function queueEntryItems(entry: ScenarioQueueEntry): ScenarioQueueItem[] {
  if (typeof entry.script_queue_id === 'number') return [entry as ScenarioQueueItem];
  return Object.values(entry as Record<string, ScenarioQueueItem[]>).flat();
}

/**
 * docs/product/simulations.md, "The queue": the queue order is sent as a flat list; group entries are
 * flattened.
 */
export function flattenQueue(queue: ScenarioQueue): ScenarioQueueItem[] {
  return queue.flatMap(queueEntryItems);
}

/**
 * docs/product/simulations.md, "The queue": the next item is the first entry, or the first item of the first
 * group.
 */
export function nextQueueItem(queue: ScenarioQueue): ScenarioQueueItem | null {
  const first = queue[0];
  return first ? (queueEntryItems(first)[0] ?? null) : null;
}
