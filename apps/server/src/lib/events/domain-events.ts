import type { EventBus, EventPublisher } from './event-bus';

/**
 * The server's domain events and their payloads (docs/architecture.md, "Domain events"). Names
 * are `<thing>.<what happened>`; every payload carries the ids a subscriber needs to forget
 * precisely, and nothing that would not also make sense sent to another process.
 */
export type DomainEvents = {
  /** A user row changed: role, features, profile, password, second factor, disabled. */
  'user.changed': { userId: number };
  /** Sessions ended: one session, one refresh-token family, or every session of a user. */
  'session.revoked':
    | { scope: 'session'; sessionId: string }
    | { scope: 'family'; familyId: string }
    | { scope: 'user'; userId: number };
  'attempt.started': { tenantId: number; userId: number; quizAttemptId: number };
  'attempt.completed': { tenantId: number; userId: number; quizAttemptId: number };
  /** A learner left a quiz before starting it: its attempt, with nothing done in it, is gone. */
  'attempt.discarded': { tenantId: number; userId: number; quizAttemptId: number };
  /** A simulation ended completed (docs/product/integrations.md, "Grades": a linked one is graded). */
  'simulation.completed': { tenantId: number; userId: number; simId: number };
  /** A factory reset deleted a learner's attempts, conversations and review schedule. */
  'progress.reset': { userId: number };
  /** Course content was edited: a course, area or quiz (the catalog) or a question (its rubric). */
  'content.changed': { tenantId: number; kind: 'course' | 'area' | 'quiz' | 'question'; id: number };
  /** A tenant's settings were saved (the access check reads them on every request). */
  'settings.changed': { tenantId: number };
  /** A turn, an outcome or a learner's decision on one question of a quiz attempt was stored. */
  'attempt.progressed': { tenantId: number; userId: number; questionAttemptId: number };
  /** A simulation started, stored a judged exchange, or ended (completed or abandoned). */
  'simulation.progressed': { tenantId: number; userId: number; simId: number };
};

/**
 * The events relayed to the other processes (lib/events/event-relay.ts): those that caches and
 * outboxes everywhere depend on.
 */
export const DOMAIN_EVENT_NAMES = [
  'user.changed',
  'session.revoked',
  'attempt.started',
  'attempt.completed',
  'attempt.discarded',
  'simulation.completed',
  'progress.reset',
  'content.changed',
  'settings.changed',
] as const satisfies readonly (keyof DomainEvents)[];
/**
 * Events that stay in the process they happen in: the Live monitor sends them on through the
 * Socket.IO adapter itself (docs/decisions/031-live-monitor.md), and nothing else listens.
 */
export const PROCESS_EVENT_NAMES = [
  'attempt.progressed',
  'simulation.progressed',
] as const satisfies readonly (keyof DomainEvents)[];
// A new event must be listed in one of the two, so that relaying it or not is a decision.
type Unlisted = Exclude<
  keyof DomainEvents,
  (typeof DOMAIN_EVENT_NAMES)[number] | (typeof PROCESS_EVENT_NAMES)[number]
>;
const everyEventListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEventListed;

export type DomainEventBus = EventBus<DomainEvents>;
export type DomainEventPublisher = EventPublisher<DomainEvents>;
