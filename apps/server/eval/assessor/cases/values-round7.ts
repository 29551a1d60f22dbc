import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning probes of round 7 (issue 13 part 2, 2026-11-28), written and run before any fix they
 * lead to: values said under another item's label, chart symbols named without their head noun
 * ("shaded magenta", "dashed magenta"), a landing point said short of its place, a degree word
 * said of another thing, and word forms the stemmer missed (loss / lost, rating / rated, intended
 * / planned, given / gave).
 */
export const cases: EvalCase[] = [
  c(
    'eval-knowledge-vor-check',
    'VOT within 6 degrees, airborne checkpoint within 4 degrees, both receivers within 4 of each other, done in the last 30 days',
    'wrong-value',
    [T, F, F, T],
    'the two tolerances swapped',
  ),
  c(
    'eval-knowledge-vor-check',
    'in the previous 30 days; a VOT check allows plus or minus 4, an airborne checkpoint plus or minus 6, and dual receivers must agree within 4 degrees',
    'correct',
    [T, T, T, T],
  ),
  c(
    'perf-cg-computation',
    'moment is weight times arm, cg is total moment over total weight, avgas weighs 7.5 pounds a gallon and oil 6',
    'wrong-value',
    [T, T, F, F],
    'the two weights swapped',
  ),
  c(
    'airspace-class-e-floors',
    'generally 1,200 AGL; shaded magenta means a 700 foot floor, dashed magenta means it goes to the surface; and everything from 14,500 MSL to 18,000',
    'correct',
    [T, T, T, T],
  ),
  c(
    'airspace-class-e-floors',
    'normally 1,200 agl, the dashed magenta is the 700 foot floor and the shaded magenta goes down to the surface, plus 14,500 msl up to 18,000',
    'opposite',
    [T, F, F, T],
  ),
  c(
    'eval-knowledge-wake-turbulence',
    'stay at or above its glide path and touch down before its touchdown point',
    'opposite',
    [F, T, F, F],
  ),
  c(
    'eval-knowledge-wake-turbulence',
    'heavy clean and slow makes the worst vortices; fly at or above its approach path and land beyond where it touched down; they sink and drift, a light quartering tailwind is worst',
    'correct',
    [T, T, T, T],
  ),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature; it goes up with lower temperature, lower humidity and higher elevation',
    'opposite',
    [T, T, F, F],
  ),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature; lower pressure, higher temperature and higher humidity all raise it',
    'correct',
    [T, T, T, T],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast and deep so you have lost too much carbon dioxide; dizziness, tingling and blurry vision; slow your breathing, talk aloud or breathe into a bag',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'airspace-class-a',
    'from 18,000 MSL up to FL600; you have to be instrument rated and on an IFR clearance, with a mode C transponder and ADS-B Out',
    'correct',
    [T, T, T, T],
  ),
  c(
    'regs-vfr-fuel',
    'enough to reach the first planned landing point, plus 30 minutes by day and 45 at night',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'emergency-pic-authority',
    'the PIC has final authority, can deviate from any rule as far as the emergency needs, must send a written report if the FAA asks, and if ATC gave me priority a report within 48 hours on request',
    'paraphrase',
    [T, T, T, T],
  ),
];
