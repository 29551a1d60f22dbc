import type { ScenarioQueue, ScenarioQueueEntry, ScenarioQueueItem } from '@wilco/shared';
import { flattenQueue, queueEntryItems } from '@wilco/shared';

/** A queue entry as the queue view shows it: one item, or a multi-chat group with its items. */
export type QueueEntryView = {
  key: string;
  /** The group key, or null for a single item. */
  group: string | null;
  items: ScenarioQueueItem[];
};

export function toEntryView(entry: ScenarioQueueEntry): QueueEntryView {
  const items = queueEntryItems(entry);
  const isItem = typeof (entry as ScenarioQueueItem).script_queue_id === 'number';
  const group = isItem ? null : (Object.keys(entry)[0] ?? null);
  return { key: group ? `group:${group}` : `item:${items[0]?.script_queue_id ?? ''}`, group, items };
}

/** Moves one entry (a group moves as a whole); out-of-range moves leave the queue unchanged. */
export function moveEntry<T>(queue: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= queue.length || to >= queue.length) return queue;
  const next = [...queue];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** docs/product/simulations.md: the new order is saved as a flat list of script_queue_id. */
export function queueOrderIds(queue: ScenarioQueue): number[] {
  return flattenQueue(queue).map((item) => item.script_queue_id);
}

/** The label of an entry in the list: the scenario name, or the group with its count. */
export function entryLabel(entry: QueueEntryView): string {
  if (!entry.group) return entry.items[0]?.script_name ?? '';
  return `Multi-chat: ${entry.items.map((item) => item.script_name).join(', ')}`;
}
