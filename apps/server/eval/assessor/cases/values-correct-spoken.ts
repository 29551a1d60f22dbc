import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round): complete knowledge answers with values,
 * as a recogniser writes them (lower case, no punctuation), before any fix they lead to.
 */
export const cases: EvalCase[] = [
  c(
    'airspace-class-a',
    'class a starts at eighteen thousand feet msl and goes up to and including flight level six hundred it is ifr only so you need an instrument rating and an ifr clearance plus a mode c transponder and ads b out',
    'correct',
    [true, true, true, true],
  ),
  c(
    'airspace-class-e-floors',
    'class e generally begins at twelve hundred feet agl the shaded magenta vignette means the floor is seven hundred feet agl a dashed magenta line means class e starts at the surface and everything from fourteen thousand five hundred msl up to eighteen thousand is class e',
    'correct',
    [true, true, true, true],
  ),
  c(
    'airspace-speed-limits',
    'two hundred fifty knots below ten thousand feet msl two hundred knots at or below twenty five hundred feet agl within four nautical miles of the primary airport of a class c or d and two hundred knots under class b or in a vfr corridor',
    'correct',
    [true, true, true],
  ),
  c(
    'vfr-min-class-c-d-e',
    'three statute miles visibility five hundred feet below the clouds a thousand feet above and two thousand feet horizontal',
    'correct',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-e-high',
    'five statute miles visibility one thousand feet below one thousand feet above and one statute mile horizontal from clouds',
    'correct',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-g-day-high',
    'one statute mile visibility five hundred below a thousand above and two thousand horizontal from the clouds',
    'correct',
    [true, true, true, true],
  ),
  c(
    'vfr-special-vfr',
    'you need an atc clearance within the surface area below ten thousand msl you stay clear of clouds with at least one statute mile visibility and at night the pilot has to be instrument rated in an ifr equipped aircraft',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-cloud-base-estimate',
    'the spread is ten degrees celsius divide that by two point five per thousand feet so the bases are about four thousand feet agl',
    'correct',
    [true, true, true],
  ),
  c(
    'weather-metar-decode',
    'wind two seven zero at fifteen knots gusting twenty five visibility ten statute miles ceiling broken at three thousand five hundred with overcast at eight thousand temperature eighteen dew point nine and altimeter two niner niner two',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'weather-taf-change-groups',
    'a taf covers a five statute mile radius around the airport fm is a rapid lasting change beginning at that time tempo is temporary fluctuations under an hour each less than half the period and prob thirty is a thirty percent chance of thunderstorms or precipitation',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and three landings to a full stop within the preceding ninety days between one hour after sunset and one hour before sunrise in the same category and class',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-flight-review',
    'every twenty four calendar months you need at least one hour of ground and one hour of flight training covering part ninety one and maneuvers the instructor picks and a logbook endorsement',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-medical-duration',
    'if you are under forty it is good for sixty calendar months if you are forty or older twenty four calendar months and it runs to the end of the last calendar month',
    'correct',
    [true, true, true],
  ),
  c(
    'regs-alcohol',
    'eight hours from the last drink to flying an alcohol concentration below point zero four not under the influence and no drugs that impair your faculties',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-vfr-fuel',
    'enough fuel to fly to the first point of intended landing plus thirty minutes at normal cruise by day and forty five minutes at night',
    'correct',
    [true, true, true],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'anywhere high enough for an emergency landing without undue hazard over congested areas a thousand feet above the highest obstacle within a two thousand foot horizontal radius other than congested five hundred feet above the surface and over open water or sparsely populated areas five hundred feet from any person vessel vehicle or structure',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above twelve thousand five hundred up to fourteen thousand msl the crew after thirty minutes above fourteen thousand the crew at all times and above fifteen thousand oxygen provided to every occupant',
    'correct',
    [true, true, true],
  ),
  c(
    'regs-inspections',
    'an annual inspection within the preceding twelve calendar months a hundred hour inspection when carrying people for hire or giving flight instruction for hire in an aircraft the instructor provides you can overfly the hundred hours by up to ten hours only to reach an inspection place and the transponder inspection every twenty four calendar months',
    'correct',
    [true, true, true, true],
  ),
  c(
    'perf-pressure-altitude',
    'it is referenced to the standard twenty nine ninety two setting the correction is twenty nine ninety two minus thirty twelve times a thousand which is minus two hundred feet so pressure altitude is eight hundred feet',
    'correct',
    [true, true, true],
  ),
  c(
    'perf-load-factor-stall',
    'the load factor is two g and the stall speed increases with the square root of the load factor so it is about forty one percent higher',
    'correct',
    [true, true, true],
  ),
  c(
    'emergency-elt',
    'inspection every twelve calendar months replace the battery after more than one cumulative hour of use or when fifty percent of its useful life has expired and an analog test only in the first five minutes after the hour with three sweeps at most',
    'correct',
    [true, true, true, true],
  ),
  c(
    'emergency-squawk-codes',
    'twelve hundred is vfr seventy five hundred is hijack seventy six hundred is lost communications and seventy seven hundred is emergency',
    'correct',
    [true, true, true, true],
  ),
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred one two thousand five hundred and flight level one niner zero because above nine thousand nine hundred you separate the digits before thousand and from eighteen thousand msl you use flight levels',
    'correct',
    [true, true, true, true],
  ),
  c(
    'emergency-distress-urgency',
    'for distress say mayday three times for urgency pan pan three times distress is imminent danger needing immediate help urgency is a safety concern that is not immediate use the current frequency or one twenty one point five and squawk seventy seven hundred',
    'correct',
    [true, true, true, true, true],
  ),
];
