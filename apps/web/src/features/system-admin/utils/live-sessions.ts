import type { LiveOutcome, LiveRef, LiveSection, LiveSession, LiveTranscript } from '@wilco/shared';

const same = (a: LiveRef, b: LiveRef) => a.kind === b.kind && a.id === b.id;

/**
 * A session's new row in place of the old one. A row read before a newer one (a snapshot read
 * while a turn was being stored) never replaces it: the later activity wins.
 */
export function upsertSession(sessions: readonly LiveSession[], next: LiveSession): LiveSession[] {
  const at = sessions.findIndex((s) => same(s, next));
  if (at < 0) return [...sessions, next];
  if (sessions[at]!.last_active_at > next.last_active_at) return [...sessions];
  return sessions.map((s, i) => (i === at ? next : s));
}

export function removeSession(sessions: readonly LiveSession[], ref: LiveRef): LiveSession[] {
  return sessions.filter((s) => !same(s, ref));
}

/** Changed sections take the place of those of the same key; new ones go last. */
export function mergeSections(transcript: LiveTranscript, sections: readonly LiveSection[]): LiveTranscript {
  const merged = [...transcript.sections];
  for (const section of sections) {
    const at = merged.findIndex((s) => s.key === section.key);
    if (at < 0) merged.push(section);
    else merged[at] = section;
  }
  return { ...transcript, sections: merged };
}

/** Elapsed time as m:ss, or h:mm:ss from an hour on; never negative (clocks differ a little). */
export function elapsedText(sinceIso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 1000));
  if (!Number.isFinite(seconds)) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "Question 2 of 8: Taxi clearance" or "Turn 3: Readback". */
export function stepText(session: LiveSession): string {
  const where =
    session.kind === 'quiz' ? `Question ${session.step} of ${session.steps ?? '?'}` : `Turn ${session.step}`;
  return session.step_label ? `${where}: ${session.step_label}` : where;
}

const OUTCOMES: Record<LiveOutcome, string> = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  skipped: 'Skipped',
  unscored: 'Unscored',
};
export const outcomeText = (outcome: LiveOutcome | null) => (outcome ? OUTCOMES[outcome] : '—');

export const kindText = (session: Pick<LiveSession, 'kind'>) =>
  session.kind === 'quiz' ? 'Quiz' : 'Scenario';
