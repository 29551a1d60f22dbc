import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { limitConcurrency } from './concurrency';

// OWASP's argon2id baseline; docs/architecture.md, "Stack" fixes these values.
// `Algorithm` is a const enum that isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash is ~40 ms of a core on libuv's worker pool (4 threads), which HMAC token checks and
 * file reads share. A rush of sign-ins (bench:load: 500 learners in 30 s) filled the pool and
 * starved the event loop and those jobs: every other request waited seconds behind it. So
 * hashing takes at most one core fewer than the machine has (at least one), and sign-ins queue
 * among themselves (docs/decisions/033-load-bench.md).
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(3, availableParallelism() - 1));
const hashing = limitConcurrency(HASH_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a crash
  }
}
