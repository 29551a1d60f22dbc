import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the fifth held-out part replaced it (2026-11-27, evening); formerly the
 * fourth held-out part, readbacks of the eval-only rubrics in eval-questions-fourth.ts. Written on
 * 2026-11-27 and committed alone, before that day's assessor changes (docs/product/assessor.md,
 * "The evaluation"). Every letter, digit, side and limit of the clearance is a value: a reply that changes
 * one does not read that element back.
 */
export const cases: EvalCase[] = [
  // eval-readback-taxi-delta-echo: runway 19 | via Delta, Echo | hold short 24 | N219ET
  c(
    'eval-readback-taxi-delta-echo',
    'runway one niner taxi via delta echo hold short runway two four cessna two one niner echo tango',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'Runway 19, taxi via Delta, Echo, hold short of runway 24, Cessna 219ET',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'runway one nine taxi delta echo hold short of two four two one niner echo tango',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'runway one niner taxi via delta foxtrot hold short runway two four cessna two one niner echo tango',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'runway one niner taxi via bravo echo hold short of runway two four two one niner echo tango',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'runway one niner via delta echo hold short runway two four cessna two one niner echo charlie',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'runway one niner taxi via delta echo hold short of runway two two cessna two one niner echo tango',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'runway one five taxi via delta echo hold short runway two four cessna two one niner echo tango',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'runway won niner taxi via delta echo hold short of runway to four cessna to one niner echo tango',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'hold short of runway two four, taxi via delta echo, runway one niner, two one niner echo tango',
    'word-order',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'runway one niner taxi via delta echo two one niner echo tango',
    'partial',
    [T, T, F, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'uh runway one niner taxi via delta and echo hold short of two four i think cessna two one niner echo tango',
    'hedge',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-delta-echo',
    'runway one niner taxi via delta echo cross runway two four cessna two one niner echo tango',
    'opposite',
    [T, T, F, T],
    'crossing is the opposite of holding short',
  ),

  // eval-readback-right-descent: right heading 090 | 2,500 | N789CP
  c(
    'eval-readback-right-descent',
    'turn right heading zero niner zero descend and maintain two thousand five hundred november seven eight niner charlie papa',
    'correct',
    [T, T, T],
  ),
  c('eval-readback-right-descent', 'right heading 090, descend and maintain 2,500, N789CP', 'callsign-form', [
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-right-descent',
    'left heading zero niner zero descend and maintain two thousand five hundred seven eight niner charlie papa',
    'opposite',
    [F, T, T],
  ),
  c(
    'eval-readback-right-descent',
    'right heading zero niner zero descend and maintain two thousand five hundred november seven eight niner charlie bravo',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'eval-readback-right-descent',
    'right heading zero niner zero descend and maintain three thousand five hundred november seven eight niner charlie papa',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-readback-right-descent',
    'right heading zero eight zero descend and maintain two thousand five hundred november seven eight niner charlie papa',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-readback-right-descent',
    'right heading ninety descend and maintain twenty five hundred november seven eighty nine charlie papa',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'eval-readback-right-descent',
    'right heading zero niner zero descend maintain two tousand fife hundred seven eight niner charlie papa',
    'icao-digits',
    [T, T, T],
  ),
  c(
    'eval-readback-right-descent',
    'descend and maintain two thousand five hundred, right turn heading zero nine zero, November 789CP',
    'word-order',
    [T, T, T],
  ),
  c(
    'eval-readback-right-descent',
    'right heading zero niner zero descend and maintain two thousand five hundred',
    'partial',
    [T, T, F],
  ),
  c(
    'eval-readback-right-descent',
    'write heading zero niner zero descend and maintain two thousand five hundred november seven eight niner charlie papa',
    'asr-slip',
    [T, T, T],
  ),
  c(
    'eval-readback-right-descent',
    'right heading zero niner zero descend and maintain two thousand five hundred november seven ate niner charlie papa',
    'homophone',
    [T, T, T],
  ),

  // eval-readback-squawk-altimeter: squawk 2417 | altimeter 29.87 | N55H
  c(
    'eval-readback-squawk-altimeter',
    'squawk two four one seven altimeter two niner eight seven november five five hotel',
    'correct',
    [T, T, T],
  ),
  c('eval-readback-squawk-altimeter', 'Squawk 2417, altimeter 29.87, N55H', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-squawk-altimeter',
    'squawk two four one seven altimeter two niner seven eight november five five hotel',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-readback-squawk-altimeter',
    'squawk two four seven one altimeter two niner eight seven november five five hotel',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-readback-squawk-altimeter',
    'squawk to four one seven altimeter to niner ate seven november five five hotel',
    'homophone',
    [T, T, T],
  ),
  c(
    'eval-readback-squawk-altimeter',
    'squawk two four one seven altimeter two niner eight seven november five five echo',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'eval-readback-squawk-altimeter',
    'squawking twenty four seventeen, altimeter twenty nine eighty seven, five five hotel',
    'spoken-numbers',
    [T, T, T],
  ),
  c('eval-readback-squawk-altimeter', 'squawk two four one seven, five five hotel', 'partial', [T, F, T]),
  c(
    'eval-readback-squawk-altimeter',
    'squak two four one seven altimeter two niner eight seven november five five hotel',
    'asr-slip',
    [T, T, T],
  ),
  c(
    'eval-readback-squawk-altimeter',
    'two niner eight seven and squawk two four one seven, november five five hotel',
    'word-order',
    [T, T, T],
  ),

  // eval-readback-hold-short-taxiway: runway 18 | via Hotel | hold short of taxiway Golf | Cherokee 862T
  c(
    'eval-readback-hold-short-taxiway',
    'runway one eight taxi via hotel hold short of taxiway golf cherokee eight six two tango',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway one eight taxi via hotel hold short of taxiway hotel cherokee eight six two tango',
    'wrong-letter',
    [T, T, F, T],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway one eight taxi via golf hold short of taxiway hotel cherokee eight six two tango',
    'wrong-letter',
    [T, F, F, T],
    'the two taxiways swapped',
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway one eight taxi via hotel cross taxiway golf cherokee eight six two tango',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway one eight via hotel hold short golf eight six two tango',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'Runway 18, taxi via Hotel, hold short of Golf, Cherokee 862T',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway one eight taxi via hotel hold short of taxiway golf cherokee eight six two foxtrot',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway one six taxi via hotel hold short of taxiway golf cherokee eight six two tango',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway one eight taxi via hotel cherokee eight six two tango',
    'partial',
    [T, T, F, T],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway won ate taxi via hotel hold short of taxiway golf cherokee ate six to tango',
    'homophone',
    [T, T, T, T],
  ),

  // eval-readback-below-fix: direct BOSCO | at or below 3,500 | N33S
  c(
    'eval-readback-below-fix',
    'direct bosco maintain vfr at or below three thousand five hundred november three three sierra',
    'correct',
    [T, T, T],
  ),
  c(
    'eval-readback-below-fix',
    'direct bosco at or above three thousand five hundred november three three sierra',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-below-fix',
    'direct bosco at or below three thousand five hundred november three three tango',
    'wrong-letter',
    [T, T, F],
  ),
  c('eval-readback-below-fix', 'Direct BOSCA, at or below 3,500, N33S', 'wrong-letter', [F, T, T]),
  c(
    'eval-readback-below-fix',
    'direct bosco at or below thirty five hundred three three sierra',
    'spoken-numbers',
    [T, T, T],
  ),
  c('eval-readback-below-fix', 'Direct BOSCO, VFR at or below 3,500, N33S', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-below-fix',
    'direct bosco at or below four thousand five hundred november three three sierra',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-readback-below-fix',
    'direct bosco at or below tree tousand fife hundred november tree tree sierra',
    'icao-digits',
    [T, T, T],
  ),
  c('eval-readback-below-fix', 'direct bosco november three three sierra', 'partial', [T, F, T]),
  c(
    'eval-readback-below-fix',
    'um direct bosco and uh at or below three thousand five hundred november three three sierra',
    'hedge',
    [T, T, T],
  ),

  // eval-readback-left-base: left base | runway 28 | report two mile final | Skylane 69W
  c(
    'eval-readback-left-base',
    'left base runway two eight report two mile final skylane six niner whiskey',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-left-base',
    'right base runway two eight report two mile final skylane six niner whiskey',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'eval-readback-left-base',
    'left base runway two eight report three mile final skylane six niner whiskey',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-readback-left-base',
    'left base runway two eight report two mile final skylane six niner victor',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-left-base',
    'left base runway to eight report to mile final skylane six niner whiskey',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-left-base',
    'left base runway two eight report two mile final six niner whiskey',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-left-base',
    'left downwind runway two eight report two mile final skylane six niner whiskey',
    'wrong-value',
    [F, T, T, T],
    'downwind is not the leg cleared',
  ),
  c('eval-readback-left-base', 'left base two eight skylane six niner whiskey', 'partial', [T, T, F, T]),
  c(
    'eval-readback-left-base',
    'left base runway two six report two mile final skylane six niner whiskey',
    'wrong-value',
    [T, F, T, T],
  ),
];
