import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus';

type Events = { 'thing.changed': { id: number }; 'thing.removed': { id: number; why: string } };

describe('the event bus', () => {
  const bus = (onError = vi.fn()) => ({ events: createEventBus<Events>({ onError }), onError });

  it('hands each payload to the subscribers of its event only, in subscription order', () => {
    const { events } = bus();
    const seen: string[] = [];
    events.on('thing.changed', ({ id }) => seen.push(`first ${id}`));
    events.on('thing.changed', ({ id }) => seen.push(`second ${id}`));
    events.on('thing.removed', ({ id, why }) => seen.push(`removed ${id} ${why}`));
    events.emit('thing.changed', { id: 7 });
    expect(seen).toEqual(['first 7', 'second 7']);
    events.emit('thing.removed', { id: 7, why: 'reset' });
    expect(seen).toEqual(['first 7', 'second 7', 'removed 7 reset']);
  });

  it('runs subscribers before emit returns, so a forgotten cache is gone for the next read', () => {
    const { events } = bus();
    const cache = new Map([[1, 'stale']]);
    events.on('thing.changed', ({ id }) => cache.delete(id));
    events.emit('thing.changed', { id: 1 });
    expect(cache.has(1)).toBe(false);
  });

  it('does nothing for an event nobody listens to', () => {
    const { events, onError } = bus();
    expect(() => events.emit('thing.removed', { id: 1, why: 'none' })).not.toThrow();
    expect(onError).not.toHaveBeenCalled();
  });

  it('stops calling a subscriber once it unsubscribes, even from inside its own handler', () => {
    const { events } = bus();
    const calls: number[] = [];
    const off = events.on('thing.changed', ({ id }) => {
      calls.push(id);
      off();
    });
    const after = vi.fn();
    events.on('thing.changed', after);
    events.emit('thing.changed', { id: 1 });
    events.emit('thing.changed', { id: 2 });
    expect(calls).toEqual([1]);
    expect(after).toHaveBeenCalledTimes(2);
  });

  it('reports a failing subscriber and still runs the others', () => {
    const { events, onError } = bus();
    const boom = new Error('subscriber broke');
    events.on('thing.changed', () => {
      throw boom;
    });
    const next = vi.fn();
    events.on('thing.changed', next);
    expect(() => events.emit('thing.changed', { id: 3 })).not.toThrow();
    expect(onError).toHaveBeenCalledWith(boom, 'thing.changed');
    expect(next).toHaveBeenCalledWith({ id: 3 }, 'here');
  });

  it('keeps separate buses apart', () => {
    const a = bus().events;
    const b = bus().events;
    const onA = vi.fn();
    a.on('thing.changed', onA);
    b.emit('thing.changed', { id: 1 });
    expect(onA).not.toHaveBeenCalled();
  });
});
