import { describe, expect, it } from 'vitest';
import { canSend, canTransition, initialLifecycle, transition } from './lifecycle';

describe('quiz lifecycle', () => {
  it('starts, pauses, resumes and ends', () => {
    let state = initialLifecycle(false);
    expect(state).toBe('not-started');
    state = transition(state, 'start');
    expect(state).toBe('started');
    state = transition(state, 'pause');
    expect(state).toBe('paused');
    state = transition(state, 'resume');
    expect(state).toBe('started');
    expect(transition(state, 'end')).toBe('ended');
  });

  it('ignores transitions the state does not allow', () => {
    expect(transition('not-started', 'pause')).toBe('not-started');
    expect(transition('not-started', 'end')).toBe('not-started');
    expect(transition('started', 'start')).toBe('started');
    expect(transition('ended', 'resume')).toBe('ended');
    expect(canTransition('paused', 'pause')).toBe(false);
    expect(canTransition('paused', 'end')).toBe(true);
  });

  it('opens a resumed quiz paused', () => {
    expect(initialLifecycle(true)).toBe('paused');
  });

  it('takes answers only while started', () => {
    expect(canSend('started')).toBe(true);
    expect(canSend('paused')).toBe(false);
    expect(canSend('not-started')).toBe(false);
    expect(canSend('ended')).toBe(false);
  });
});
