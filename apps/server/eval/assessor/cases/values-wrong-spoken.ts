import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round) probing wrong values in spoken knowledge
 * answers (no punctuation, numbers in words), before any fix they lead to.
 */
export const cases: EvalCase[] = [
  c(
    'vfr-min-class-c-d-e',
    'three statute miles visibility one thousand feet below five hundred above and two thousand horizontal',
    'wrong-value',
    [true, false, false, true],
  ),
  c(
    'vfr-min-class-g-day-high',
    'one mile visibility five hundred below one thousand above and one thousand horizontal',
    'wrong-value',
    [true, true, true, false],
  ),
  c(
    'vfr-min-class-e-high',
    'three miles visibility one thousand below one thousand above and one mile horizontal',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'vfr-min-class-g-night-low',
    'three miles five hundred below one thousand above two thousand horizontal and in the pattern one mile clear of clouds within one mile of the runway',
    'wrong-value',
    [true, true, true, true, false],
  ),
  c(
    'vfr-special-vfr',
    'an atc clearance in the surface area below ten thousand msl clear of clouds and three miles visibility and at night instrument rated in an ifr aircraft',
    'wrong-value',
    [true, true, false, true],
  ),
  c(
    'vfr-surface-area-ceiling',
    'no not under basic vfr the ceiling has to be at least fifteen hundred feet and visibility three miles and i could ask for special vfr',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'airspace-class-d',
    'around an airport with an operating tower from the surface to about four thousand feet above the airport with a dashed blue line and two way radio contact before entering and while inside',
    'wrong-value',
    [true, false, true, true, true],
  ),
  c(
    'airspace-class-a',
    'from eighteen thousand msl up to and including flight level four five zero ifr only with an instrument rating and clearance and a mode c transponder and ads b',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'airspace-speed-limits',
    'two hundred fifty knots below ten thousand msl two hundred thirty knots at or below twenty five hundred agl within four miles of a class c or d airport and two hundred under class b',
    'wrong-value',
    [true, false, true],
  ),
  c(
    'airspace-speed-limits',
    'two fifty below twelve thousand five hundred two hundred at or below twenty five hundred agl within four miles of a class c or d airport and two hundred under the bravo',
    'wrong-value',
    [false, true, true],
  ),
  c(
    'weather-cloud-base-estimate',
    'the spread is ten degrees divide by two point five per thousand feet so the bases are about two thousand five hundred feet',
    'wrong-value',
    [true, true, false],
  ),
  c(
    'weather-metar-decode',
    'wind two seven zero at fifteen gusting twenty five visibility ten miles broken at three thousand five hundred overcast eight thousand temperature nine dew point eighteen altimeter two niner niner two',
    'wrong-value',
    [true, true, true, false, true],
  ),
  c(
    'weather-metar-decode',
    'wind two seven zero at fifteen gusting twenty five ten miles broken at three hundred fifty feet overcast eight thousand eighteen over nine altimeter two niner niner two',
    'wrong-value',
    [true, true, false, true, true],
  ),
  c(
    'weather-taf-change-groups',
    'a five mile radius around the airport fm means a rapid lasting change from that time tempo means temporary fluctuations under an hour and prob thirty is a forty percent chance of storms',
    'wrong-value',
    [true, true, true, false],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and three landings to a full stop within the preceding ninety days between sunset and sunrise in the same category and class',
    'wrong-value',
    [true, true, false, true],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings to a full stop within ninety days from one hour before sunset to one hour after sunrise same category and class',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'regs-flight-review',
    'every twelve calendar months with an hour of ground and an hour of flight training a review of part ninety one and maneuvers and a logbook endorsement',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'regs-flight-review',
    'every twenty four calendar months with two hours of ground and one hour of flight training part ninety one and maneuvers and an endorsement',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'regs-alcohol',
    'eight hours from the last drink alcohol concentration below point four not under the influence and no impairing drugs',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'regs-vfr-fuel',
    'enough to reach the first point of intended landing plus thirty minutes by day and sixty minutes at night',
    'wrong-value',
    [true, true, false],
  ),
  c(
    'regs-vfr-fuel',
    'to the first point of intended landing plus twenty minutes at normal cruise by day and forty five at night',
    'wrong-value',
    [true, false, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above twelve thousand five hundred to fourteen thousand the crew after thirty minutes above fourteen thousand the crew at all times and above sixteen thousand every occupant',
    'wrong-value',
    [true, true, false],
  ),
  c(
    'regs-inspections',
    'annual every twelve calendar months a hundred hour for hire you may overfly by up to ten hours to reach an inspection place and the transponder every thirty six calendar months',
    'wrong-value',
    [true, true, true, false],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'anywhere high enough for an emergency landing without undue hazard over congested areas five hundred feet above the highest obstacle within two thousand feet horizontal other than congested five hundred above the surface and five hundred from any person over open water',
    'wrong-value',
    [true, false, true, true, true],
  ),
  c(
    'emergency-elt',
    'inspection every twelve calendar months replace the battery after two cumulative hours of use or half its useful life and test in the first five minutes after the hour with three sweeps',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'emergency-pic-authority',
    'the pic is the final authority may deviate from any part ninety one rule as needed written report on request and if given priority a report within seventy two hours if requested',
    'wrong-value',
    [true, true, true, false],
  ),
  c(
    'emergency-distress-urgency',
    'mayday three times for distress pan pan three times for urgency distress is imminent danger and urgency is not immediate on the current frequency or one two one point five and squawk seven six zero zero',
    'wrong-value',
    [true, true, true, true, false],
  ),
  c(
    'emergency-squawk-codes',
    'one two zero zero vfr seven five zero zero hijack seven six zero zero emergency and seven seven zero zero lost comms',
    'wrong-value',
    [true, true, false, false],
  ),
  c(
    'perf-load-factor-stall',
    'load factor two g stall speed goes up with the square root of the load factor about fourteen percent higher',
    'wrong-value',
    [true, true, false],
  ),
  c(
    'perf-cg-computation',
    'moment is weight times arm cg is total moment divided by total weight avgas six pounds per gallon and oil eight pounds per gallon',
    'wrong-value',
    [true, true, true, false],
  ),
  c(
    'eval-vfr-cruising-east',
    'on a course of zero nine zero i fly even thousands plus five hundred like four thousand five hundred because the course is between zero and one seventy nine',
    'opposite',
    [false, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit maintain vfr at or above five thousand five hundred november six one echo',
    'wrong-value',
    [true, false, true],
  ),
];
