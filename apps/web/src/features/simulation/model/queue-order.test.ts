import type { ScenarioQueue } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { queueItem } from './fixtures';
import { entryLabel, moveEntry, queueOrderIds, toEntryView } from './queue-order';

const queue: ScenarioQueue = [queueItem(1), { tower: [queueItem(2), queueItem(3)] }, queueItem(4)];

describe('queue ordering', () => {
  it('shows a group as one entry with its items', () => {
    const views = queue.map(toEntryView);
    expect(views.map((v) => v.key)).toEqual(['item:1', 'group:tower', 'item:4']);
    expect(views[1]?.items.map((i) => i.script_queue_id)).toEqual([2, 3]);
    expect(entryLabel(views[1]!)).toBe('Multi-chat: Scenario 2, Scenario 3');
    expect(entryLabel(views[0]!)).toBe('Scenario 1');
  });

  it('moves whole entries and saves a flat list of ids', () => {
    const moved = moveEntry(queue, 1, 0);
    expect(queueOrderIds(moved)).toEqual([2, 3, 1, 4]);
    expect(queueOrderIds(moveEntry(queue, 0, 2))).toEqual([2, 3, 4, 1]);
  });

  it('leaves the queue alone for moves out of range', () => {
    expect(moveEntry(queue, 0, -1)).toBe(queue);
    expect(moveEntry(queue, 2, 3)).toBe(queue);
    expect(moveEntry(queue, 1, 1)).toBe(queue);
  });
});
