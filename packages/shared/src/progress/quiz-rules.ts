/** Who may take a quiz: everyone, or whoever holds one of its roles (decision 026). */
export type QuizAudience = { everyone: boolean; roles: readonly string[] };

/**
 * docs/product/learning.md, "Quizzes filter": a quiz is offered to everyone when it says so, otherwise to a
 * user holding any of its listed roles; an empty list offers it to nobody.
 */
export function canTakeQuiz(userRoles: readonly string[], quiz: QuizAudience): boolean {
  return quiz.everyone || quiz.roles.some((r) => userRoles.includes(r));
}

export type PublishInfo = {
  publish_state: 'draft' | 'published' | 'scheduled' | 'expired';
  publish_at: Date | null;
  expire_at: Date | null;
};

/** Learners see published quizzes, and scheduled ones once their time has come, until they expire. */
export function isQuizLive(q: PublishInfo, now: Date): boolean {
  if (q.expire_at && q.expire_at.getTime() <= now.getTime()) return false;
  if (q.publish_state === 'published') return true;
  return q.publish_state === 'scheduled' && q.publish_at !== null && q.publish_at.getTime() <= now.getTime();
}

/**
 * The state a quiz is in right now, for the admin filter
 * (docs/product/administration.md, "Featured-quizzes filter"): consistent with isQuizLive, so "Published"
 * lists exactly what learners can see.
 */
export function quizDisplayState(q: PublishInfo, now: Date): PublishInfo['publish_state'] {
  if (q.publish_state === 'draft') return 'draft';
  if (q.publish_state === 'expired') return 'expired';
  if (q.expire_at && q.expire_at.getTime() <= now.getTime()) return 'expired';
  if (q.publish_state === 'published') return 'published';
  return isQuizLive(q, now) ? 'published' : 'scheduled';
}

export const NO_TOPIC_YET = 'None yet, keep going!';

export type Topic = { name: string; progress: number };

/**
 * Strongest and weakest area among those the learner has answered in (docs/product/learning.md, "Dashboard").
 */
export function strongestAndWeakest(areas: readonly { name: string; score: number; answered: number }[]): {
  strongest: Topic;
  weakest: Topic;
} {
  const practised = areas.filter((a) => a.answered > 0);
  if (practised.length === 0) {
    const none = { name: NO_TOPIC_YET, progress: 0 };
    return { strongest: none, weakest: none };
  }
  const sorted = [...practised].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const best = sorted[0]!;
  const worst = sorted[sorted.length - 1]!;
  const topic = (a: { name: string; score: number }) => ({
    name: a.name,
    progress: Math.round(a.score * 100),
  });
  // With one practised area there is no weaker one to name yet.
  return {
    strongest: topic(best),
    weakest: sorted.length > 1 ? topic(worst) : { name: NO_TOPIC_YET, progress: 0 },
  };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type PractisedDay = {
  date: string;
  weekday: (typeof WEEKDAYS)[number];
  questions: number;
  practised: boolean;
};

/**
 * docs/product/learning.md, "Dashboard": days practised over the last 7 days, one entry per weekday, oldest
 * first, in the learner's time zone (`tzOffsetMinutes` as returned by Date#getTimezoneOffset).
 */
export function practisedDays(
  timestamps: readonly number[],
  now: Date,
  tzOffsetMinutes: number,
): PractisedDay[] {
  const shift = -tzOffsetMinutes * 60_000;
  const localDay = (t: number) => new Date(t + shift).toISOString().slice(0, 10);
  const days: PractisedDay[] = [];
  for (let i = 6; i >= 0; i--) {
    const local = new Date(now.getTime() + shift - i * 86_400_000);
    days.push({
      date: local.toISOString().slice(0, 10),
      weekday: WEEKDAYS[local.getUTCDay()]!,
      questions: 0,
      practised: false,
    });
  }
  const index = new Map(days.map((d, i) => [d.date, i]));
  for (const t of timestamps) {
    const i = index.get(localDay(t));
    if (i === undefined) continue;
    days[i]!.questions += 1;
    days[i]!.practised = true;
  }
  return days;
}
