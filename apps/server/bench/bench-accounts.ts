/**
 * What the bench server (turn-server.ts) and its drivers agree on; apart from it, since importing
 * the server script would start a server.
 */

/** Every bench account's password: the seeded learner's (DEMO_PASSWORD), whose hash they share. */
export const BENCH_PASSWORD = 'bench-password';
/** Requests and sign-ins per minute and address: far above what the simulated learners send. */
export const BENCH_RATE_LIMIT = 100_000_000;
