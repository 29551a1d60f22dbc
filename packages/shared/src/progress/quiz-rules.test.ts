import { describe, expect, it } from 'vitest';
import {
  NO_TOPIC_YET,
  canTakeQuiz,
  isQuizLive,
  practisedDays,
  quizDisplayState,
  strongestAndWeakest,
} from './quiz-rules';

describe('canTakeQuiz (docs/product/learning.md, "Quizzes filter")', () => {
  it('passes for a quiz open to everyone, whatever its roles', () => {
    expect(canTakeQuiz(['Trial'], { everyone: true, roles: [] })).toBe(true);
    expect(canTakeQuiz(['Trial'], { everyone: true, roles: ['Admin'] })).toBe(true);
  });
  it('otherwise passes when the user holds any listed role', () => {
    expect(canTakeQuiz(['Learner'], { everyone: false, roles: ['Admin', 'Learner'] })).toBe(true);
    expect(canTakeQuiz(['Trial', 'Author'], { everyone: false, roles: ['Author'] })).toBe(true);
    expect(canTakeQuiz(['Trial'], { everyone: false, roles: ['Admin', 'Learner'] })).toBe(false);
  });
  it('offers a quiz with no roles and not open to everyone to nobody', () => {
    expect(canTakeQuiz(['Admin', 'Author', 'Learner', 'Trial'], { everyone: false, roles: [] })).toBe(false);
  });
});

describe('isQuizLive', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('shows published and due scheduled quizzes until they expire', () => {
    expect(isQuizLive({ publish_state: 'published', publish_at: null, expire_at: null }, now)).toBe(true);
    expect(isQuizLive({ publish_state: 'draft', publish_at: null, expire_at: null }, now)).toBe(false);
    expect(
      isQuizLive({ publish_state: 'scheduled', publish_at: new Date('2026-11-22'), expire_at: null }, now),
    ).toBe(false);
    expect(
      isQuizLive({ publish_state: 'scheduled', publish_at: new Date('2026-11-20'), expire_at: null }, now),
    ).toBe(true);
    expect(
      isQuizLive(
        { publish_state: 'published', publish_at: null, expire_at: new Date('2026-11-21T11:00:00Z') },
        now,
      ),
    ).toBe(false);
  });
});

describe('quizDisplayState (docs/product/administration.md, "Featured-quizzes filter")', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const state = (publish_state: 'draft' | 'published' | 'scheduled' | 'expired', at?: string, exp?: string) =>
    quizDisplayState(
      { publish_state, publish_at: at ? new Date(at) : null, expire_at: exp ? new Date(exp) : null },
      now,
    );
  it('agrees with what learners can see', () => {
    expect(state('draft')).toBe('draft');
    expect(state('published')).toBe('published');
    expect(state('published', undefined, '2026-11-21T11:00:00Z')).toBe('expired');
    expect(state('scheduled', '2026-11-22')).toBe('scheduled');
    expect(state('scheduled', '2026-11-20')).toBe('published');
    expect(state('scheduled', '2026-11-19', '2026-11-20')).toBe('expired');
    expect(state('expired')).toBe('expired');
    expect(state('draft', undefined, '2026-11-20')).toBe('draft');
  });
});

describe('strongestAndWeakest', () => {
  it('says none yet before any answer', () => {
    expect(strongestAndWeakest([{ name: 'Weather', score: 0, answered: 0 }]).weakest.name).toBe(NO_TOPIC_YET);
  });
  it('names the best and worst practised areas', () => {
    const r = strongestAndWeakest([
      { name: 'Weather', score: 0.2, answered: 3 },
      { name: 'Airspace', score: 0.8, answered: 5 },
      { name: 'Radio', score: 0, answered: 0 },
    ]);
    expect(r).toEqual({
      strongest: { name: 'Airspace', progress: 80 },
      weakest: { name: 'Weather', progress: 20 },
    });
  });
});

describe('practisedDays', () => {
  it('returns the last 7 local days, oldest first, one per weekday', () => {
    const now = new Date('2026-11-21T10:00:00Z'); // a Saturday
    const days = practisedDays(
      [Date.parse('2026-11-21T09:00:00Z'), Date.parse('2026-11-19T23:30:00Z')],
      now,
      0,
    );
    expect(days.map((d) => d.weekday)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(days.filter((d) => d.practised).map((d) => d.date)).toEqual(['2026-11-19', '2026-11-21']);
  });
  it('uses the learner’s time zone', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    // 23:30 UTC on the 19th is the 20th in UTC+2 (offset -120).
    const days = practisedDays([Date.parse('2026-11-19T23:30:00Z')], now, -120);
    expect(days.find((d) => d.practised)?.date).toBe('2026-11-20');
  });
});
