import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Issue 13, 2026-11-27 round (tuning part): replies written before that day's fixes, one group per
 * kind the tuning part's disagreements showed. Words that pick one value of a kind (a chart colour,
 * a kind of drag, a fix name) are values; a formula keeps its order; a temperature is the same in
 * either scale; pilots' phrases for talking to ATC are communication.
 */
export const cases: EvalCase[] = [
  // Exclusive value words: chart colours, line styles, kinds of drag, high / low.
  c('airspace-class-e-floors', 'the blue shaded vignette means a 700 foot agl floor', 'opposite', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'airspace-class-e-floors',
    'generally 1,200 agl, magenta shading 700 agl, and a dashed blue line means class e starts at the surface',
    'opposite',
    [true, true, false, false],
  ),
  c('airspace-class-d', 'around a towered airport, outlined with a dashed magenta line', 'opposite', [
    true,
    false,
    false,
    false,
    false,
  ]),
  c(
    'airspace-class-d',
    'around a towered airport, shown with a solid blue line and the ceiling in a box',
    'opposite',
    [true, false, false, false, false],
  ),
  c('perf-ground-effect', 'within a wingspan of the runway, parasite drag goes down', 'opposite', [
    true,
    false,
    false,
    false,
  ]),
  c(
    'perf-ground-effect',
    'within one wingspan, less induced drag because the vortices are weaker',
    'paraphrase',
    [true, true, false, false],
  ),
  c(
    'perf-density-altitude-factors',
    'it goes higher with low pressure, low temperature and low humidity',
    'opposite',
    [false, true, false, false],
  ),
  c('perf-density-altitude-factors', 'density altitude gets higher when the temperature is low', 'opposite', [
    false,
    false,
    false,
    false,
  ]),
  // Fix names: every letter, doubled letters aside.
  c(
    'eval-readback-direct-fix',
    'direct merrit at or above four thousand five hundred november six one echo',
    'asr-slip',
    [true, true, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct marit at or above four thousand five hundred november six one echo',
    'wrong-letter',
    [false, true, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merin intersection maintain at or above four thousand five hundred six one echo',
    'wrong-letter',
    [false, true, true],
  ),
  // A formula keeps its order.
  c(
    'perf-cg-computation',
    'moment is arm divided by weight, cg is total moment divided by total weight',
    'wrong-value',
    [false, true, false, false],
  ),
  c('perf-cg-computation', 'cg equals the total weight over the total moment', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c('perf-cg-computation', 'divide the total moment by the total weight to get the cg', 'paraphrase', [
    false,
    true,
    false,
    false,
  ]),
  // A temperature in the other scale, with its limit after it.
  c(
    'weather-structural-icing',
    'visible moisture and the airplane surface at thirty two fahrenheit or below',
    'equivalent',
    [true, true, false],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and a skin temperature of 32 degrees f or colder',
    'equivalent',
    [true, true, false],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and the aircraft surface at or below 40 degrees fahrenheit',
    'wrong-value',
    [true, false, false],
  ),
  // Homophones in squawk codes.
  c(
    'emergency-squawk-codes',
    'won to zero zero is vfr, seven fife zero zero hijack, seven six zero zero lost comms, seven seven zero zero emergency',
    'homophone',
    [true, true, true, true],
  ),
  c('emergency-squawk-codes', 'won two hundred vfr, seventy five hundred hijack', 'partial', [
    true,
    true,
    false,
    false,
  ]),
  // Pilots' phrases.
  c(
    'airspace-class-d',
    'an airport with a working tower, from the surface to around 2,500 feet above the field, dashed blue line, you have to talk to the tower before you go in and stay in touch while inside',
    'paraphrase',
    [true, true, true, true, true],
  ),
  c(
    'airspace-class-c-entry',
    'you have to get in contact with approach before entering and stay in contact the whole time; it only counts when they say your tail number back; mode c and ads-b',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'radio-initial-contact',
    'who you are talking to, who you are, where you are and your altitude, what you want with the atis',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'regs-medical-duration',
    'five years under forty and two years over forty, valid until the end of the month',
    'equivalent',
    [true, true, true],
  ),
  c(
    'vfr-surface-area-ceiling',
    'negative, i need a thousand foot ceiling and three miles, or a special vfr clearance',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-c-d-e',
    'three miles, five hundred under, one thousand over, two thousand to the side of clouds',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 the crew after 30 minutes, above 14,000 the crew continuously, above 15,000 everybody',
    'paraphrase',
    [true, true, true],
  ),
  // A value item with a word of another kind in its clause; a list that states its order.
  c('airspace-class-e-floors', 'a 700 foot agl floor under the blue shading', 'opposite', [
    false,
    false,
    false,
    false,
  ]),
  c('airspace-class-e-floors', 'magenta shading is a 700 foot agl floor', 'partial', [
    false,
    true,
    false,
    false,
  ]),
  c(
    'regs-right-of-way-converging',
    'distress has it over everyone, then a balloon before a glider before an airship before airplanes, and the one on the right',
    'partial',
    [true, true, false, true],
  ),
  c(
    'regs-right-of-way-converging',
    'an airship before a glider, and the glider before a balloon',
    'wrong-value',
    [false, false, false, false],
  ),
  c(
    'regs-right-of-way-converging',
    'airplanes give way to airships, airships to gliders, gliders to balloons',
    'paraphrase',
    [false, true, false, false],
  ),
  // The item's word said, and its opposite said closer to the item's other words.
  c('perf-density-altitude-factors', 'it gets higher with a low temperature', 'opposite', [
    false,
    false,
    false,
    false,
  ]),
  c('perf-density-altitude-factors', 'a higher density altitude comes from lower humidity', 'opposite', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'perf-density-altitude-effects',
    'higher density altitude gives less power and a lower true airspeed for the same indicated airspeed',
    'opposite',
    [true, false, false, false],
  ),
  c(
    'perf-density-altitude-factors',
    'higher elevation, higher temperature and higher humidity all raise it, and lower pressure too',
    'paraphrase',
    [false, true, true, true],
  ),
  c(
    'perf-cg-effects',
    'a forward cg gives a higher stall speed and slower cruise, an aft cg a lower stall speed and faster cruise',
    'partial',
    [true, false, false, true],
  ),
];
