/**
 * The time spaced review runs on. In production it is the system clock. With the test clock
 * (WILCO_TEST_CLOCK, docs/decisions/016-spaced-review.md) an end-to-end test may move it forward
 * to see tomorrow's due cards; nothing else in the server follows it.
 */
export type ReviewClock = { now: () => number; setOffset: (offsetMs: number) => void; offset: () => number };

export function createReviewClock(base: () => number = Date.now): ReviewClock {
  let offsetMs = 0;
  return {
    now: () => base() + offsetMs,
    setOffset: (ms) => {
      offsetMs = ms;
    },
    offset: () => offsetMs,
  };
}
