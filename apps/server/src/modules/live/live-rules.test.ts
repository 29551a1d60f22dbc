import { describe, expect, it } from 'vitest';
import type { DebriefExchange } from '@wilco/shared';
import { quizSection, quizSession, simSections, simSession, type LiveQuestion } from './live-rules';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute));
const attempt = {
  quiz_attempt_id: 5,
  user_id: 7,
  learner: 'Lee Learner',
  name: 'Ground',
  attempt_type: 'voice' as const,
  completed: false,
  date_started: at(0),
};
const question = (position: number, overrides: Partial<LiveQuestion> = {}): LiveQuestion => ({
  question_attempt_id: 100 + position,
  position,
  question_name: `Q${position + 1}`,
  attempt_status: 'not_attempted',
  date_modified: at(0),
  first_turn: null,
  last_turn: null,
  ...overrides,
});

describe('live rules', () => {
  it('puts a quiz attempt with no conversation yet on its first question, timed from the start', () => {
    expect(quizSession(attempt, [question(1), question(0)])).toMatchObject({
      step: 1,
      steps: 2,
      step_label: 'Q1',
      last_outcome: null,
      step_since: at(0).toISOString(),
      last_active_at: at(0).toISOString(),
    });
  });

  it('follows the question last talked about, and after its outcome the next open one', () => {
    const talking = [
      question(0, { attempt_status: 'correct', date_modified: at(3), first_turn: at(1), last_turn: at(3) }),
      question(1, { first_turn: at(4), last_turn: at(6) }),
      question(2),
    ];
    expect(quizSession(attempt, talking)).toMatchObject({
      step: 2,
      step_label: 'Q2',
      last_outcome: 'correct',
      step_since: at(4).toISOString(),
      last_active_at: at(6).toISOString(),
    });
    const closed = [
      talking[0]!,
      question(1, { attempt_status: 'incorrect', date_modified: at(8), first_turn: at(4), last_turn: at(8) }),
      question(2),
    ];
    // Between questions: the next one, counted from when the last one closed.
    expect(quizSession(attempt, closed)).toMatchObject({
      step: 3,
      last_outcome: 'incorrect',
      step_since: at(8).toISOString(),
    });
    // A skip decided later than the examiner's last outcome is the last outcome.
    const skipped = [...closed.slice(0, 2), question(2, { attempt_status: 'skipped', date_modified: at(9) })];
    expect(quizSession(attempt, skipped).last_outcome).toBe('skipped');
  });

  it('writes a question as examiner and learner lines, with its outcome once final', () => {
    const section = quizSection(question(0, { attempt_status: 'correct' }), [
      { role: 'persona', text: 'Read back.' },
      { role: 'system', text: 'hidden' },
      { role: 'user', text: 'Wilco.' },
    ]);
    expect(section).toEqual({
      key: 'q100',
      title: 'Question 1: Q1',
      outcome: 'correct',
      lines: [
        { speaker: 'examiner', text: 'Read back.' },
        { speaker: 'learner', text: 'Wilco.' },
      ],
    });
    expect(quizSection(question(1, { attempt_status: 'attempting' }), []).outcome).toBeNull();
  });

  it('puts a call on its first undecided turn and shows each transmission with the caller’s reply', () => {
    const exchange = (
      order: number,
      outcome: DebriefExchange['outcome'],
      heard: string[],
    ): DebriefExchange => ({
      order,
      section: order === 1 ? 'Initial call' : null,
      flag: '',
      response_type: '',
      expected: '',
      caller: '',
      transmissions: heard.map((h) => ({
        heard: h,
        confidence: null,
        verdict: 'accepted',
        elements: [],
        caller_reply: h === 'ready' ? 'Taxi via Alpha.' : '',
      })),
      outcome,
      annotation: null,
    });
    const exchanges = [exchange(1, 'correct', ['ready']), exchange(2, 'skipped', [])];
    const sim = {
      sim_id: 9,
      user_id: 7,
      learner: 'Lee Learner',
      script_name: 'Taxi',
      simulation_type: 'chat' as const,
      status: 'active' as const,
      date_started: at(2),
      exchanges,
    };
    expect(simSession(sim, 1)).toMatchObject({
      step: 2,
      steps: null,
      last_outcome: 'correct',
      step_label: '',
    });
    expect(simSections(exchanges, 1)).toEqual([
      {
        key: 't1',
        title: 'Turn 1: Initial call',
        outcome: 'correct',
        lines: [
          { speaker: 'learner', text: 'ready' },
          { speaker: 'caller', text: 'Taxi via Alpha.' },
        ],
      },
      { key: 't2', title: 'Turn 2', outcome: null, lines: [] },
    ]);
  });
});
