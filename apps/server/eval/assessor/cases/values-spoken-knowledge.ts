import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round): knowledge answers whose values are
 * spoken as a recogniser writes them, with homophones and ICAO digits, before any fix they lead
 * to.
 */
export const cases: EvalCase[] = [
  c(
    'perf-cg-computation',
    'moment is weight times arm cg is total moment divided by total weight avgas is six pounds a gallon and oil is seven point five pounds a gallon',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'perf-cg-computation',
    'moment equals weight times arm and the cg is the total moment over the total weight avgas six pounds per gallon oil seven and a half pounds per gallon',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'weather-cloud-base-estimate',
    'spread of ten degrees divided by two and a half per thousand feet gives bases around four thousand feet above ground',
    'spoken-numbers',
    [true, true, true],
  ),
  c(
    'airspace-class-e-floors',
    'it usually starts at one thousand two hundred feet agl a magenta vignette lowers it to seven hundred agl a dashed magenta line means it goes to the surface and all airspace from fourteen thousand five hundred msl up to eighteen thousand',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'airspace-class-a',
    'from one eight thousand msl up to flight level six zero zero ifr only with an instrument rating and ifr clearance and you need mode c and ads b out',
    'icao-digits',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-g-night-low',
    'three statute miles five hundred below one thousand above two thousand horizontal except one mile clear of clouds in the pattern within a half mile of the runway',
    'spoken-numbers',
    [true, true, true, true, true],
  ),
  c(
    'regs-alcohol',
    'eight hours bottle to throttle blood alcohol under zero point zero four not under the influence and no drugs that impair your faculties',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above one two thousand five hundred to one four thousand msl crew after thirty minutes above one four thousand crew at all times and above one five thousand every occupant gets oxygen',
    'icao-digits',
    [true, true, true],
  ),
  c(
    'regs-passenger-currency-day',
    'tree takeoffs and tree landings within the preceding ninety days sole manipulator same category and class and full stop in a tailwheel',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and three landings to a full stop within the preceding niner zero days between one hour after sunset and one hour before sunrise same category and class',
    'icao-digits',
    [true, true, true, true],
  ),
  c(
    'emergency-elt',
    'inspection every twelve calendar months replace the battery after more than won cumulative hour or when fifty percent of its useful life expired and test in the first fife minutes after the hour three sweeps max',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'emergency-pic-authority',
    'the pic is the final authority may deviate from any part ninety one rule as far as the emergency requires written report to the faa on request and if given priority report within forty ate hours if requested',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'perf-pressure-altitude',
    'referenced to standard twenty nine point nine two the correction is minus two hundred feet and the pressure altitude is eight hundred feet',
    'spoken-numbers',
    [true, true, true],
  ),
  c(
    'weather-metar-decode',
    'wind two seven zero at one five gusting two five visibility one zero statute miles broken at three thousand five hundred overcast at eight thousand temperature one eight dew point zero niner altimeter two niner niner two',
    'icao-digits',
    [true, true, true, true, true],
  ),
  c(
    'regs-vfr-fuel',
    'to the first point of intended landing plus thirty minutes at normal cruise in the day plus forty fife minutes at night',
    'icao-digits',
    [true, true, true],
  ),
  c(
    'radio-ctaf-self-announce',
    'inbound about ten miles out entering downwind base and final leaving the runway and departing before taxi and before taxiing onto the runway',
    'spoken-numbers',
    [true, true, true, true],
  ),
];
