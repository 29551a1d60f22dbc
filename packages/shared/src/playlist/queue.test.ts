import { describe, expect, it } from 'vitest';
import type { ScenarioQueueItem } from './playlist.schemas';
import { flattenQueue, nextQueueItem } from './queue';

const item = (id: number): ScenarioQueueItem => ({
  script_queue_id: id,
  script_id: id * 10,
  tenant_script_id: id,
  script_name: `Scenario ${id}`,
  playlist_order: id,
  queue_display: 'SCENARIO_ID',
  conversation_context: null,
  script_type: 'chat',
});

describe('scenario queue rules', () => {
  it('flattens groups in place for the reorder call', () => {
    expect(
      flattenQueue([item(1), { multi: [item(2), item(3)] }, item(4)]).map((i) => i.script_queue_id),
    ).toEqual([1, 2, 3, 4]);
  });

  it('takes the next item from the first entry or the first item of the first group', () => {
    expect(nextQueueItem([{ multi: [item(2), item(3)] }, item(1)])?.script_queue_id).toBe(2);
    expect(nextQueueItem([item(1)])?.script_queue_id).toBe(1);
    expect(nextQueueItem([])).toBeNull();
  });
});
