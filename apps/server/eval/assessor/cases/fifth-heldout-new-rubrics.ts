import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the sixth held-out part replaced it (2026-11-27, late evening); formerly the
 * fifth held-out part, readbacks of the eval-only rubrics in eval-questions-fifth.ts. Written on
 * 2026-11-27 (evening) and committed alone, before that round's assessor changes
 * (docs/product/assessor.md, "The evaluation"). Every letter, digit, side and limit of the
 * clearance is a value: a reply that changes one does not read that element back.
 */
export const cases: EvalCase[] = [
  // eval-readback-taxi-sierra-tango: runway 26 | via Sierra, Tango | hold short 35 | N482PK
  c(
    'eval-readback-taxi-sierra-tango',
    'runway two six via sierra tango hold short of three five cessna four eight two papa kilo',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'Runway 26, taxi via Sierra, Tango, hold short runway 35, Cessna 482PK',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'runway 26 via S and T, holding short of 35, N482PK',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'runway two six taxi via sierra uniform hold short runway three five cessna four eight two papa kilo',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'runway two six taxi via foxtrot tango hold short of runway three five four eight two papa kilo',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'runway two six taxi sierra tango hold short runway three five cessna four eight two papa quebec',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'runway two six taxi via sierra tango hold short runway three five cessna four eight two bravo kilo',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'runway to six taxi via sierra tango hold short of runway tree five cessna for eight to papa kilo',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'runway two six taxi via sierra tango hold short of runway three three cessna four eight two papa kilo',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'runway two six taxi via sierra tango cessna four eight two papa kilo',
    'partial',
    [T, T, F, T],
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'runway two six taxi via sierra tango cross runway three five cessna four eight two papa kilo',
    'opposite',
    [T, T, F, T],
    'crossing is the opposite of holding short',
  ),
  c(
    'eval-readback-taxi-sierra-tango',
    'hold short of three five, taxi tango sierra, runway two six, four eight two papa kilo',
    'word-order',
    [T, F, T, T],
    'the taxiways in the wrong order are a different route',
  ),

  // eval-readback-left-climb: left 330 | 5,500 | Piper 397W
  c(
    'eval-readback-left-climb',
    'left heading three three zero climb and maintain five thousand five hundred piper three niner seven whiskey',
    'correct',
    [T, T, T],
  ),
  c('eval-readback-left-climb', 'Left 330, up to 5,500, Piper 397W', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-left-climb',
    'right heading three three zero climb and maintain five thousand five hundred piper three niner seven whiskey',
    'opposite',
    [F, T, T],
  ),
  c(
    'eval-readback-left-climb',
    'left heading three three zero descend and maintain five thousand five hundred piper three niner seven whiskey',
    'opposite',
    [T, F, T],
    'descend is the opposite of climb',
  ),
  c(
    'eval-readback-left-climb',
    'left heading three three zero climb and maintain five thousand five hundred piper three niner seven victor',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'eval-readback-left-climb',
    'left heading three three zero climb maintain fife tousand fife hundred piper tree niner seven whiskey',
    'icao-digits',
    [T, T, T],
  ),
  c(
    'eval-readback-left-climb',
    'left heading three three zero climb and maintain four thousand five hundred piper three niner seven whiskey',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-readback-left-climb',
    'left heading three two zero climb and maintain five thousand five hundred piper three niner seven whiskey',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-readback-left-climb',
    'uh left three thirty and um five thousand five hundred i think piper three niner seven whiskey',
    'hedge',
    [T, T, T],
  ),
  c('eval-readback-left-climb', 'left heading three three zero piper three niner seven whiskey', 'partial', [
    T,
    F,
    T,
  ]),

  // eval-readback-departure-squawk: Tampa Departure | 119.65 | squawk 5321 | N624L
  c(
    'eval-readback-departure-squawk',
    'tampa departure one one niner point six five squawk five three two one november six two four lima',
    'correct',
    [T, T, T, T],
  ),
  c('eval-readback-departure-squawk', 'Tampa Departure 119.65, squawk 5321, N624L', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-departure-squawk',
    'over to tampa departure on one nineteen sixty five squawking fifty three twenty one six two four lima',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'eval-readback-departure-squawk',
    'tampa approach one one niner point six five squawk five three two one november six two four lima',
    'wrong-value',
    [F, T, T, T],
    'approach is another facility',
  ),
  c(
    'eval-readback-departure-squawk',
    'tampa departure one one niner point five six squawk five three two one november six two four lima',
    'wrong-value',
    [T, F, T, T],
  ),
  c(
    'eval-readback-departure-squawk',
    'tampa departure one one niner point six five squawk five three one two november six two four lima',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-readback-departure-squawk',
    'tampa departure one one niner point six five squawk five three two one november six two four echo',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-departure-squawk',
    'tampa departure won won niner point six fife squawk fife tree to won november six to for lima',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-departure-squawk',
    'squak five three two one tampa deparure one one nine point six five six two four lima',
    'asr-slip',
    [T, T, T, T],
  ),

  // eval-readback-direct-above: direct TAMMY | at or above 3,500 | N91Z
  c(
    'eval-readback-direct-above',
    'direct tammy maintain vfr at or above three thousand five hundred november nine one zulu',
    'correct',
    [T, T, T],
  ),
  c('eval-readback-direct-above', 'direct TAMMY, VFR at or above 3500, N91Z', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-direct-above',
    'direct tommy maintain vfr at or above three thousand five hundred november nine one zulu',
    'wrong-letter',
    [F, T, T],
    'another fix',
  ),
  c(
    'eval-readback-direct-above',
    'direct tammy maintain vfr at or below three thousand five hundred november nine one zulu',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-direct-above',
    'direct tammy maintain vfr at or above three thousand five hundred november nine one yankee',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'eval-readback-direct-above',
    'direct tammy vfr at or above tree tousand fife hundred november niner one zulu',
    'icao-digits',
    [T, T, T],
  ),
  c(
    'eval-readback-direct-above',
    'direct tammy at or above four thousand five hundred nine one zulu',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-readback-direct-above',
    'at or above thirty five hundred direct tammy november nine one zulu',
    'word-order',
    [T, T, T],
  ),

  // eval-readback-cross-right-hold-left: cross 27R | hold short 27L | Cessna 581Y
  c(
    'eval-readback-cross-right-hold-left',
    'cross runway two seven right hold short of runway two seven left cessna five eight one yankee',
    'correct',
    [T, T, T],
  ),
  c('eval-readback-cross-right-hold-left', 'Cross 27R, hold short 27L, Cessna 581Y', 'callsign-form', [
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-cross-right-hold-left',
    'cross runway two seven left hold short of runway two seven right cessna five eight one yankee',
    'opposite',
    [F, F, T],
    'the sides swapped',
  ),
  c(
    'eval-readback-cross-right-hold-left',
    'cross runway two seven right hold short of runway two seven right cessna five eight one yankee',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-cross-right-hold-left',
    'cross runway two seven right hold short runway two seven left cessna five eight one yankee zulu',
    'wrong-letter',
    [T, T, F],
    'an extra letter makes another aircraft',
  ),
  c(
    'eval-readback-cross-right-hold-left',
    'cross runway two seven right hold short of runway two seven left cessna five eight one x-ray',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'eval-readback-cross-right-hold-left',
    'cross to seven right hold short to seven left cessna five eight won yankee',
    'homophone',
    [T, T, T],
  ),
  c(
    'eval-readback-cross-right-hold-left',
    'cross runway two seven right cessna five eight one yankee',
    'partial',
    [T, F, T],
  ),
  c(
    'eval-readback-cross-right-hold-left',
    'hold short of two seven left after crossing two seven right five eight one yankee',
    'word-order',
    [T, T, T],
  ),

  // eval-readback-left-downwind: left downwind | runway 4 | report abeam the tower | N204T
  c(
    'eval-readback-left-downwind',
    'left downwind runway zero four report abeam the tower november two zero four tango',
    'correct',
    [T, T, T, T],
  ),
  c('eval-readback-left-downwind', 'Left downwind rwy 4, report abeam the tower, N204T', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-left-downwind',
    'right downwind runway zero four report abeam the tower november two zero four tango',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'eval-readback-left-downwind',
    'left downwind runway two two report abeam the tower november two zero four tango',
    'wrong-value',
    [T, F, T, T],
  ),
  c(
    'eval-readback-left-downwind',
    'left downwind runway zero four report midfield november two zero four tango',
    'wrong-value',
    [T, T, F, T],
    'another report point',
  ),
  c(
    'eval-readback-left-downwind',
    'left downwind runway zero four report abeam the tower november two zero four delta',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-left-downwind',
    'left down wind runway zero for report abeam the tower november to zero for tango',
    'homophone',
    [T, T, T, T],
  ),
  c('eval-readback-left-downwind', 'left downwind zero four november two zero four tango', 'partial', [
    T,
    T,
    F,
    T,
  ]),
  c(
    'eval-readback-left-downwind',
    'left base runway zero four report abeam the tower november two zero four tango',
    'wrong-value',
    [F, T, T, T],
    'base is another leg',
  ),
];
