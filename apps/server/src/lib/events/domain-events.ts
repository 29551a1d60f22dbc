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
  /** A simulation ended completed (docs/product/integrations.md, "Grades": a linked one is graded). */
  'simulation.completed': { tenantId: number; userId: number; simId: number };
  /** A factory reset deleted a learner's attempts, conversations and review schedule. */
  'progress.reset': { userId: number };
  /** Course content was edited: a course, area or quiz (the catalog) or a question (its rubric). */
  'content.changed': { tenantId: number; kind: 'course' | 'area' | 'quiz' | 'question'; id: number };
};

/** Every event name, for checking what arrives from another process (lib/events/event-relay.ts). */
export const DOMAIN_EVENT_NAMES = [
  'user.changed',
  'session.revoked',
  'attempt.started',
  'attempt.completed',
  'simulation.completed',
  'progress.reset',
  'content.changed',
] as const satisfies readonly (keyof DomainEvents)[];
// A new event must be listed above too, or other processes would drop it.
type Unlisted = Exclude<keyof DomainEvents, (typeof DOMAIN_EVENT_NAMES)[number]>;
const everyEventListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEventListed;

export type DomainEventBus = EventBus<DomainEvents>;
export type DomainEventPublisher = EventPublisher<DomainEvents>;
