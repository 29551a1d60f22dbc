import { describe, expect, it } from 'vitest';
import type { LiveSession, LiveTranscript } from '@wilco/shared';
import { elapsedText, mergeSections, removeSession, stepText, upsertSession } from './live-sessions';

const session = (overrides: Partial<LiveSession> = {}): LiveSession => ({
  kind: 'quiz',
  id: 1,
  user_id: 7,
  learner: 'Lee Learner',
  title: 'Taxi',
  mode: 'chat',
  step: 1,
  steps: 3,
  step_label: 'Clearance',
  last_outcome: null,
  step_since: '2026-11-27T10:00:00.000Z',
  started_at: '2026-11-27T10:00:00.000Z',
  last_active_at: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

describe('live sessions', () => {
  it('puts an update in place of its row, adds a new one, and never lets an older read win', () => {
    const rows = [session(), session({ kind: 'simulation', id: 1, steps: null })];
    const moved = upsertSession(rows, session({ step: 2, last_active_at: '2026-11-27T10:01:00.000Z' }));
    expect(moved.map((s) => [s.kind, s.step])).toEqual([
      ['quiz', 2],
      ['simulation', 1],
    ]);
    expect(upsertSession(moved, session({ step: 1 }))[0]!.step).toBe(2);
    expect(upsertSession(moved, session({ id: 2 }))).toHaveLength(3);
    expect(removeSession(moved, { kind: 'quiz', id: 1 }).map((s) => s.kind)).toEqual(['simulation']);
  });

  it('replaces transcript sections by key and appends new ones', () => {
    const transcript: LiveTranscript = {
      kind: 'quiz',
      id: 1,
      learner: 'Lee',
      title: 'Taxi',
      sections: [{ key: 'q1', title: 'Question 1', outcome: null, lines: [] }],
    };
    const line = { speaker: 'learner' as const, text: 'roger' };
    const merged = mergeSections(transcript, [
      { key: 'q1', title: 'Question 1', outcome: 'correct', lines: [line] },
      { key: 'q2', title: 'Question 2', outcome: null, lines: [] },
    ]);
    expect(merged.sections.map((s) => [s.key, s.outcome, s.lines.length])).toEqual([
      ['q1', 'correct', 1],
      ['q2', null, 0],
    ]);
  });

  it('writes time on it as m:ss, then h:mm:ss, never below zero', () => {
    const since = '2026-11-27T10:00:00.000Z';
    const at = (seconds: number) => Date.parse(since) + seconds * 1000;
    expect(elapsedText(since, at(42))).toBe('0:42');
    expect(elapsedText(since, at(12 * 60 + 5))).toBe('12:05');
    expect(elapsedText(since, at(3723))).toBe('1:02:03');
    expect(elapsedText(since, at(-3))).toBe('0:00');
  });

  it('names the question with its place in the quiz, and the turn of a call', () => {
    expect(stepText(session({ step: 2, steps: 8 }))).toBe('Question 2 of 8: Clearance');
    expect(stepText(session({ kind: 'simulation', step: 3, steps: null, step_label: '' }))).toBe('Turn 3');
  });
});
