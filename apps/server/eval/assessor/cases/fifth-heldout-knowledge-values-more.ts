import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the sixth held-out part replaced it (2026-11-27, late evening); formerly the
 * fifth held-out part, knowledge answers whose items carry values (durations, limits, distances,
 * percentages, altitudes, odd/even): written on 2026-11-27 (evening) and committed alone, before
 * that round's assessor changes. A value in another unit or form counts when it is the same value;
 * a value on the wrong side of a limit, a swapped pair or a descriptor turned into its opposite
 * does not.
 */
export const cases: EvalCase[] = [
  c('perf-pressure-altitude', 'against 29.92 the correction is plus 200, so 1,200 feet', 'wrong-value', [
    T,
    F,
    F,
  ]),

  // perf-cg-computation: moment = weight x arm | CG = total moment / total weight | avgas 6 | oil 7.5
  c(
    'perf-cg-computation',
    'moment is weight times arm, CG is total moment divided by total weight, avgas six pounds a gallon, oil seven and a half',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'perf-cg-computation',
    'CG equals total weight divided by total moment, fuel 6 lb per gallon and oil 7.5',
    'wrong-value',
    [F, F, T, T],
  ),
  c(
    'perf-cg-computation',
    'avgas is 7.5 pounds per gallon and oil is 6',
    'wrong-value',
    [F, F, F, F],
    'the two weights swapped',
  ),

  // airspace-class-a: floor 18,000 MSL | FL600 | IFR | transponder + ADS-B
  c('airspace-class-a', 'from 18,000 feet AGL up to flight level 600, IFR only', 'opposite', [F, T, T, F]),
  c(
    'airspace-class-a',
    'eighteen thousand msl to flight level six hundred, you need an instrument rating and IFR clearance, plus mode c and ads-b out',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'airspace-class-a',
    'from 18,000 MSL to FL450, IFR only with an instrument rating and clearance',
    'wrong-value',
    [T, F, T, F],
  ),

  // airspace-mode-c-veil: 30 NM of primary | surface to 10,000 MSL | Mode C | ADS-B Out
  c(
    'airspace-mode-c-veil',
    'within 20 nautical miles of the class B airport from the surface to 10,000 MSL, needs mode C and ADS-B out',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'airspace-mode-c-veil',
    'thirty nautical miles around the primary class bravo airport, surface to ten thousand feet msl, altitude encoding transponder and ads b out',
    'spoken-numbers',
    [T, T, T, T],
  ),

  // airspace-speed-limits: 250 below 10,000 | 200 at/below 2,500 AGL within 4 NM of C/D | 200 under B
  c(
    'airspace-speed-limits',
    '250 knots above 10,000 MSL, 200 knots within 4 NM of class C or D at or below 2,500 AGL, 200 under class B',
    'opposite',
    [F, T, T],
  ),
  c(
    'airspace-speed-limits',
    '250 knots below ten thousand, 230 near class C and D airports, and 200 beneath the bravo',
    'wrong-value',
    [T, F, T],
  ),

  // airspace-class-d: towered | surface to ~2,500 AGL | dashed blue | 2-way radio before | maintain
  c(
    'airspace-class-d',
    'around a towered airport, surface to 2,500 feet above the field, solid blue line on the chart, contact the tower before entering and keep talking to them',
    'opposite',
    [T, T, F, T, T],
    'a solid blue line is Class B',
  ),
  c(
    'airspace-class-d',
    'it surrounds an airport with a working tower from the surface to about four thousand feet above it, dashed blue lines, two way radio before you enter',
    'wrong-value',
    [T, F, T, T, F],
  ),

  // airspace-class-e-floors: 1,200 AGL | magenta vignette 700 | dashed magenta surface | 14,500 MSL
  c(
    'airspace-class-e-floors',
    'usually 1,200 AGL, the fuzzy magenta shading lowers it to 700 AGL, a dashed magenta line means it starts at the surface',
    'partial',
    [T, T, T, F],
  ),
  c(
    'airspace-class-e-floors',
    'it generally begins at 700 AGL and the magenta vignette brings it down to 1,200',
    'wrong-value',
    [F, F, F, F],
    'the two floors swapped',
  ),
  c(
    'airspace-class-e-floors',
    'a dashed blue line means class E to the surface, otherwise it starts at twelve hundred AGL',
    'opposite',
    [T, F, F, F],
  ),

  // vfr-min-class-c-d-e: 3 SM | 500 below | 1,000 above | 2,000 horizontal
  c(
    'vfr-min-class-c-d-e',
    'three miles and 1,000 below, 500 above, 2,000 horizontal',
    'wrong-value',
    [T, F, F, T],
    'below and above swapped',
  ),
  c(
    'vfr-min-class-c-d-e',
    'three sm visibility, five hundred under, a thousand over, two thousand to the side',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'vfr-min-class-c-d-e',
    'tree miles, five hundred below, one tousand above, two tousand horizontal',
    'icao-digits',
    [T, T, T, T],
  ),

  // vfr-min-class-e-high: 5 SM | 1,000 below | 1,000 above | 1 SM horizontal
  c(
    'vfr-min-class-e-high',
    'five miles visibility, a thousand feet below and above clouds, and one mile horizontal',
    'correct',
    [T, T, T, T],
  ),
  c(
    'vfr-min-class-e-high',
    'three statute miles, 1,000 below, 1,000 above, 1 mile horizontal',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'vfr-min-class-e-high',
    'five statute miles, 500 below, 1,000 above and 2,000 horizontally',
    'wrong-value',
    [T, F, T, F],
  ),

  // vfr-min-class-g-day-low: 1 SM | clear of clouds
  c('vfr-min-class-g-day-low', 'one mile and clear of clouds', 'correct', [T, T]),
  c('vfr-min-class-g-day-low', 'three miles and clear of clouds', 'wrong-value', [F, T]),

  // vfr-special-vfr: ATC clearance, surface area, below 10,000 | clear of clouds | 1 SM | night: IR + IFR aircraft
  c(
    'vfr-special-vfr',
    'an ATC clearance inside the surface area below 10,000 MSL, staying clear of clouds with at least 3 miles visibility',
    'wrong-value',
    [T, T, F, F],
  ),
  c(
    'vfr-special-vfr',
    'you need a clearance from ATC in the surface area below ten thousand msl, clear of clouds, a mile of visibility, and at night an instrument rated pilot in an IFR equipped airplane',
    'correct',
    [T, T, T, T],
  ),

  // vfr-surface-area-ceiling: No | ceiling 1,000 | 3 SM ground vis | special VFR
  c(
    'vfr-surface-area-ceiling',
    'no, basic VFR needs a 1,000 foot ceiling and 3 miles, you could ask for a special VFR clearance',
    'correct',
    [T, T, T, T],
  ),
  c(
    'vfr-surface-area-ceiling',
    'yes, the ceiling only has to be 500 feet and the visibility 1 mile',
    'wrong-value',
    [F, F, F, F],
  ),

  // emergency-squawk-codes: 1200 VFR | 7500 hijack | 7600 lost comms | 7700 emergency
  c(
    'emergency-squawk-codes',
    '1200 is VFR, 7500 is radio failure, 7600 is hijacking, 7700 is emergency',
    'wrong-value',
    [T, F, F, T],
    'two meanings swapped',
  ),
  c(
    'emergency-squawk-codes',
    'twelve hundred vfr, seventy five hundred hijack, seventy six hundred lost radio, seventy seven hundred emergency, and seventy four hundred is lost link for drones',
    'extra-item',
    [T, T, T, T],
  ),

  // emergency-lost-comms-arrival: 7600 | remain outside | light signals | rock wings / flash lights
  c(
    'emergency-lost-comms-arrival',
    'squawk 7700, stay above the class D until I see the traffic, watch for light gun signals, rock my wings to acknowledge',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk seven six zero zero, watch the tower for light signals, and acknowledge by flashing the landing light at night or rocking the wings during the day',
    'spoken-numbers',
    [T, F, T, T],
  ),

  // emergency-pic-authority: final authority | deviate | written report on request | 48 hours if priority
  c(
    'emergency-pic-authority',
    'yes, the PIC is the final authority and may deviate from any rule to meet the emergency; if ATC gave priority you may have to report within 24 hours',
    'wrong-value',
    [T, T, F, F],
  ),
  c(
    'emergency-pic-authority',
    'the pilot in command has final authority, can break any part 91 rule as needed, sends a written report if the FAA asks, and within two days if ATC gave priority',
    'equivalent',
    [T, T, T, T],
  ),

  // emergency-distress-urgency: mayday x3 | pan-pan x3 | distress vs urgency | current or 121.5 | 7700
  c(
    'emergency-distress-urgency',
    'mayday three times for distress, pan pan three times for urgency, on the frequency you are on or 121.5, squawk 7600',
    'wrong-value',
    [T, T, F, T, F],
  ),
  c(
    'emergency-distress-urgency',
    'pan pan for distress and mayday for urgency, on one two one point five',
    'opposite',
    [F, F, F, T, F],
    'the two calls swapped',
  ),

  // radio-ctaf-self-announce: 10 mi out | downwind, base, final | leaving runway | before taxi & onto runway
  c(
    'radio-ctaf-self-announce',
    'ten miles out inbound, on entering downwind base and final, when clear of the runway, and departing before taxi and before entering the runway',
    'correct',
    [T, T, T, T],
  ),
  c('radio-ctaf-self-announce', 'call about 5 miles out, then downwind, base and final', 'wrong-value', [
    F,
    T,
    F,
    F,
  ]),
  c(
    'emergency-elt',
    'inspection every twelve calendar months and a new battery after won hour of cumulative use',
    'homophone',
    [T, T, F, F],
  ),

  // radio-altitude-phrasing: 4,500 | 12,500 "one two thousand" | FL190 | rule
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred, twelve thousand five hundred, flight level one niner zero',
    'partial',
    [T, F, T, F],
    'twelve thousand is not the digit-by-digit form',
  ),
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred, one two thousand five hundred, flight level one niner zero; above 9,900 the thousands are said digit by digit and flight levels start at 18,000',
    'correct',
    [T, T, T, T],
  ),
];
