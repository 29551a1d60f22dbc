import type { FastifyBaseLogger } from 'fastify';
import type { LtiTarget } from '../../db/schema';
import { AGS_SCOPE } from './lti-claims';
import type { PlatformClient } from './lti-platform-client';
import type { LtiRepository, OutboxRow } from './lti.repository';

/** How long one sender holds a row before another may try it (a crashed sender's row comes back). */
const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;
const BATCH = 20;

/** 5 s, 10 s, 20 s … up to an hour between tries of a score the platform did not take. */
export const backoffMs = (tries: number) => Math.min(5000 * 2 ** Math.max(0, tries - 1), MAX_BACKOFF_MS);

/**
 * AGS grade passback through an outbox (docs/product/integrations.md, "Grades"): a completed
 * attempt of a linked quiz or scenario becomes one row keyed by the attempt, so it is queued once
 * and posted until the platform accepts it, and never again after that.
 */
export function createLtiGrades(deps: {
  repo: LtiRepository;
  client: PlatformClient;
  log: FastifyBaseLogger;
}) {
  const { repo, client, log } = deps;
  let running: Promise<void> | null = null;

  async function enqueue(attemptKey: string, userId: number, target: LtiTarget, score: number) {
    const launch = await repo.gradedLaunch(userId, target);
    if (!launch?.lineitem_url) return false;
    if (launch.ags_scopes.length > 0 && !launch.ags_scopes.includes(AGS_SCOPE.score)) return false;
    return repo.enqueueGrade({
      attempt_key: attemptKey,
      platform_id: launch.platform_id,
      lineitem_url: launch.lineitem_url,
      sub: launch.sub,
      score_given: Math.round(score * 1000) / 1000,
      score_maximum: 1,
    });
  }

  async function sendOne(row: OutboxRow) {
    if (!(await repo.claimGrade(row, LEASE_MS))) return;
    const platform = await repo.platformById(row.platform_id);
    if (!platform) return;
    try {
      await client.postScore(platform, row.lineitem_url, {
        sub: row.sub,
        scoreGiven: row.score_given,
        scoreMaximum: row.score_maximum,
        timestamp: row.date_created,
      });
      await repo.gradeSent(row.outbox_id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const next = new Date(Date.now() + backoffMs(row.tries + 1));
      await repo.gradeFailed(row.outbox_id, message, next);
      log.warn({ attempt: row.attempt_key, err: message, next }, 'LTI score not accepted; will retry');
    }
  }

  async function drain() {
    for (const row of await repo.dueGrades(BATCH)) await sendOne(row);
  }

  return {
    /** Sends what is due; one pass at a time in this process (the lease guards other processes). */
    flush(): Promise<void> {
      running ??= drain()
        .catch((err: unknown) => log.warn({ err }, 'LTI grade outbox pass failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },

    async quizCompleted(userId: number, quizAttemptId: number): Promise<boolean> {
      const attempt = await repo.quizAttemptScore(quizAttemptId);
      if (!attempt?.completed || attempt.quiz_id === null) return false;
      return enqueue(
        `quiz:${quizAttemptId}`,
        userId,
        { kind: 'quiz', quiz_id: attempt.quiz_id },
        attempt.score ?? 0,
      );
    },

    async simulationCompleted(userId: number, simId: number): Promise<boolean> {
      const sim = await repo.simulationScore(simId);
      if (!sim || sim.status !== 'completed' || !sim.deep_link) return false;
      // A scenario with no scored turn was still completed: it counts as full marks.
      return enqueue(`sim:${simId}`, userId, { kind: 'scenario', deep_link: sim.deep_link }, sim.score ?? 1);
    },
  };
}
export type LtiGrades = ReturnType<typeof createLtiGrades>;
