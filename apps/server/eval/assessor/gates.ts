/** The evaluation's non-regression gate and the issue 13 targets (run.ts scores against them). */

/**
 * Gate: share of the tuning part's subanswer labels predicted as expected. 81.4% was measured
 * when the set was written (2026-11-21), 90.3% after the issue 13 value work, 93.1% on
 * 2026-11-23, 94.4% on 2026-11-24 once the first held-out part joined the tuning part, 96.00%
 * after that day's fixes, 96.79% with the concept lexicon, 97.10% later that round, 97.61% at its end; 96.8% on 2026-11-27 once the second held-out part joined
 * the tuning part (a harder part, so the floor started again from it), 97.1% after that day's third fixes;
 * 96.6% once the third held-out part joined it, 96.8% after that round's first fixes, 97.0% later; 96.9% once the fourth joined, 97.1% after that evening's first fixes, 97.2% after its third, 97.3% after its fifth, 97.4% after its seventh; 97.3% once the fifth held-out part joined (late evening), 97.6% at the end of that round; 97.2% once the sixth held-out part joined (2026-11-28, the pre-fix measurement), 97.9% of 2,537 at the end of round 7; 97.4% of 2,754 once the seventh held-out part joined (the pre-fix measurement of round 8), 97.7% of 2,777 at the end of round 8; the run fails below this floor. Raise it as the assessor improves;
 * never lower it to make a change pass.
 */
export const MIN_LABEL_AGREEMENT = 0.975;
/** Goal, reported but not gated yet: share of cases whose every label matches. */
export const TARGET_CASE_AGREEMENT = 0.85;

// Non-regression gate: the figures achieved so far, rounded down to the 0.5%. Raise them as the
// assessor improves; never lower them to make a change pass. On 2026-11-24 the held-out part was
// replaced by a fresh one and the first held-out part joined the tuning part, and on 2026-11-27
// the same happened to the second held-out part (that evening to the fourth, late that evening to the
// fifth, and on 2026-11-28 to the sixth and then the seventh), so each time the held-out figures and the tuning
// floors and wrong-value ceiling started again from what the unchanged assessor scored on the new
// parts (docs/product/assessor.md, "The evaluation"). The issue 13 targets below are
// what the gate must reach; the runner prints whether each is met.

/**
 * Floor: share of the tuning part's cases whose every label matches (87.73% of 750, 2026-11-24;
 * 88.76% of 774 in that day's second round; 90.18% of 863 with the concept lexicon; 90.84% of 912
 * once spoken numbers and conditions were read better; 91.83% of 942 with list items,
 * 92.04% with denials under a label; 92.09% of 974 at the end of that round; 89.9% of 1,341 on
 * 2026-11-27 once the second held-out part joined; 90.1% of 1,367 after that day's first fixes, 90.4% of 1,377 after its second, 90.6% after its third, 90.7% after its fifth, 90.9% after its sixth;
 * 89.48% of 1,644 once the third held-out part joined; 90.07% of 1,661 after that round's first fixes, 90.44% of 1,778 at its end; 90.4% of 1,997 once the fourth held-out part joined, 90.9% after that evening's first fixes; 90.9% of 2,036 with its probes, 91.3% after its third fixes, 91.4% of 2,050 after its fifth, 91.6% after its sixth, 91.9% after its seventh; 92.1% on 2026-11-27 late evening once a word after a value's unit binds to that value, 92.2% with "lining" read as "line"; 91.6% of 2,296 once the fifth held-out part joined, late that
 * evening: the pre-fix measurement; 91.9% once "over" and "to the side" of clouds were read, 92.2%
 * once a readback's quoted clearance words count, 92.5% of 2,327 with the round's probes, 92.6%
 * once contractions are read; 91.6% of 2,508 once the sixth held-out part joined, 2026-11-28: the
 * pre-fix measurement; 93.6% of 2,537 with round 7's probes at the end of that round; 92.4% of 2,754 once the
 * seventh held-out part joined: round 8's pre-fix measurement; 93.05% of 2,777 with round 8's probes at the end of that round).
 */
export const MIN_TUNING_CASE_AGREEMENT = 0.93;
/**
 * Floor: share of held-out cases whose every label matches (79.64% of 334 on 2026-11-24; 63.47%
 * on the same fresh part before that day's fixes; 80.24% once words are bound to their label;
 * 81.14% once the question's own words are left out of an item; 81.44% later that round, 81.74%, then 82.63% with list items read by their elements, 82.93% at
 * the end of that round; 80.9% of 267 on the third held-out part, written on 2026-11-27, before
 * that day's fixes; 81.3% after its first fixes, 81.6% after its third, 82.0% after its
 * sixth; 87.2% of 219 on the fourth held-out part, written later that day before its second round;
 * 88.6% once the ICAO "tousand" was read, 90.4% once a taxiway letter keeps its role;
 * 82.5% of 246 on the fifth held-out part, written that evening: the pre-fix measurement of the
 * unchanged assessor; 83.3% after that evening's first fixes, 83.7% after its second, 84.6% after its third, 85.4% after its fourth, 85.8% once a word after a value's unit binds to that value, 86.2% once a word after the previous value's unit binds to it too; 78.5% of 181 on the sixth held-out
 * part (78.45%), written late that evening and committed alone: the pre-fix measurement of the unchanged
 * assessor; 79.0% once touch-and-go landings are the other side of a full stop, 79.6% once typed
 * taxiway letters after "taxi" are letters; 74.2% of 217 on the seventh held-out part (74.19%),
 * written on 2026-11-28 and committed alone: the pre-fix measurement of the unchanged assessor;
 * 79.3% (79.26%) at the end of round 7, its one run after the pre-fix one; 61.97% of 234
 * on the eighth held-out part, written on 2026-11-28 and committed alone: the pre-fix measurement
 * of the unchanged assessor; 61.97% again at the end of round 8, its one run after the pre-fix one).
 */
export const MIN_HELDOUT_CASE_AGREEMENT = 0.615;
/**
 * Ceiling: wrong values accepted on the tuning part (1 on 2026-11-24; 3 before that day's fixes;
 * 11 on 2026-11-27 once the second held-out part joined; 8 after that day's first fixes, 5 after its second, 2 after its third and fourth, 1 after its fifth;
 * 8 once the third held-out part joined, 0 after that round's first fixes; 4 once the fourth
 * held-out part joined, its four wrong values accepted: the pre-fix measurement; 0 after that
 * evening's first fixes; 6 once that evening's probes of opposites and swaps, values-round5.ts,
 * joined before their fixes, 0 after them; 2 once its readback probes,
 * values-round5-readbacks.ts, joined before their fix, 0 after it; 2 once the fifth held-out part
 * joined, late that evening: the pre-fix measurement; 1 once touch-and-go landings are the other
 * side of a full stop; 0 once "cold air" is a low temperature; 5 once the sixth held-out part joined, 2026-11-28: the
 * pre-fix measurement; 0 after round 7's first fixes, with its probes in; 7 once the seventh held-out part joined:
 * round 8's pre-fix measurement; 3 at the end of round 8, with its probes in).
 */
export const MAX_TUNING_WRONG_VALUES_ACCEPTED = 3;
/**
 * Ceiling: wrong values accepted on the held-out part (15 on 2026-11-24; 19 before that day's
 * fixes; 13 once words are bound to their label; 11 once the question's own words are left out;
 * 10 once knowledge answers' opposites are read; 10 on the third held-out part before the
 * 2026-11-27 fixes, 8 after their first round, 7 after their third; 6 on the fourth held-out part, 4 once a taxiway letter keeps its role; 6 on the fifth held-out
 * part before any fix: the pre-fix measurement; 5 after that evening's second fixes, 3 after its fourth, 2 once a word after the previous value's unit binds to that value; 6 on the sixth held-out part
 * before any fix: the pre-fix measurement; 5 once touch-and-go landings are the other side of a full
 * stop; 8 on the seventh held-out part before any fix, 2026-11-28: the pre-fix measurement; 7 at the
 * end of round 7; 6 on the eighth held-out part before any fix: the pre-fix measurement; 5 at the end of round 8).
 */
export const MAX_HELDOUT_WRONG_VALUES_ACCEPTED = 5;

/** Target (issue 13): share of held-out cases whose every label matches. */
export const TARGET_HELDOUT_CASE_AGREEMENT = 0.95;
/** Target (issue 13): wrong values accepted on each part. */
export const TARGET_WRONG_VALUES_ACCEPTED = 0;
