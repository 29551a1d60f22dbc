import { describe, expect, it } from 'vitest';
import { endedChat, groupCompletion, groupRejoinRefusal } from './sim.group';
import type { SimRow } from './sim.repository';

const row = (simId: number, status: SimRow['status'], over: Partial<SimRow> = {}): SimRow =>
  ({
    sim_id: simId,
    status,
    script_queue_id: simId * 10,
    results: { group: { key: 'g', index: simId - 1, id: 'run-1' }, score: 0.5, reason: 'finished' },
    ...over,
  }) as SimRow;

describe('groupCompletion', () => {
  it('waits while a chat is live, then names the completed chats in the rows’ order', () => {
    expect(groupCompletion([row(1, 'completed'), row(2, 'active')])).toBeNull();
    expect(groupCompletion([row(1, 'completed'), row(2, 'connecting')])).toBeNull();
    expect(groupCompletion([row(1, 'completed'), row(2, 'abandoned'), row(3, 'completed')])).toEqual([
      { simId: 1, scriptQueueId: 10 },
      { simId: 3, scriptQueueId: 30 },
    ]);
    expect(groupCompletion([row(1, 'abandoned'), row(2, 'abandoned')])).toEqual([]);
  });
});

describe('groupRejoinRefusal', () => {
  const group = [row(1, 'completed'), row(2, 'active')];

  it('takes the whole group of this learner with a chat still live', () => {
    expect(groupRejoinRefusal([2, 1], group, group)).toBeNull();
  });

  it('refuses ids that are not the learner’s, not one group, not all of it, or a group that has ended', () => {
    expect(groupRejoinRefusal([1, 2], [group[0]!], group)).toEqual({
      kind: 'not_found',
      message: 'No live multi-chat group to rejoin',
    });
    const other = row(2, 'active', { results: { group: { key: 'g', index: 1, id: 'run-2' } } });
    expect(groupRejoinRefusal([1, 2], [group[0]!, other], group)).toEqual({
      kind: 'conflict',
      message: 'These simulations are not one multi-chat group',
    });
    const single = row(2, 'active', { results: { group: null } });
    expect(groupRejoinRefusal([1, 2], [group[0]!, single], group)).toEqual({
      kind: 'conflict',
      message: 'These simulations are not one multi-chat group',
    });
    const three = [...group, row(3, 'active')];
    expect(groupRejoinRefusal([1, 2], group, three)).toEqual({
      kind: 'conflict',
      message: 'These simulations are not one whole multi-chat group',
    });
    const ended = [row(1, 'completed'), row(2, 'abandoned')];
    expect(groupRejoinRefusal([1, 2], ended, ended)).toEqual({
      kind: 'conflict',
      message: 'This multi-chat group has ended',
    });
  });
});

describe('endedChat', () => {
  it('sends the stored end, never a completion, and an unknown reason as disconnected', () => {
    expect(endedChat(row(1, 'completed'))).toEqual({
      sim_id: 1,
      status: 'completed',
      reason: 'finished',
      score: 0.5,
      queue_completed: false,
    });
    expect(
      endedChat(row(2, 'abandoned', { results: { group: null, reason: 'odd', score: null } })),
    ).toMatchObject({
      status: 'abandoned',
      reason: 'disconnected',
      score: null,
    });
  });
});
