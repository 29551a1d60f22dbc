import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Issue 13 tuning replies: complete answers in plain words, some with one more correct item,
 * written before the fixes they check.
 */
export const cases: EvalCase[] = [
  c(
    'regs-aircraft-documents',
    'the airworthiness certificate, the registration, the POH with the operating limitations, the weight and balance, and a radio station license only when flying internationally, plus the equipment list',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'regs-pilot-documents',
    'my pilot certificate, my medical certificate, a government issued photo ID like a driver license, and my restricted radiotelephone permit when flying abroad',
    'extra-item',
    [true, true, true],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'moisture, an unstable atmosphere, a lifting action such as a front, terrain or daytime heating, and a cumulonimbus forms',
    'extra-item',
    [true, true, true],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk 7600, stay outside or above the class D until I know the traffic flow and then join the pattern, watch the tower for light gun signals, rock my wings by day or flash my lights at night, and after landing call the tower by phone',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'aeromed-carbon-monoxide',
    'it could be carbon monoxide poisoning, so turn off the cabin heat, open the fresh air vents and windows, use oxygen if available, land as soon as practical and get medical help, and avoid flying until checked',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'regs-preflight-action',
    'all available information about the flight: weather reports and forecasts, fuel requirements, alternatives if the flight cannot be completed, known ATC delays, runway lengths, takeoff and landing distances, and TFRs',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'emergency-squawk-codes',
    '1200 means VFR, 7500 means hijacking, 7600 means lost communications, 7700 means emergency, and 7777 is reserved for military interceptors',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'radio-ctaf-self-announce',
    'about ten miles out inbound, entering downwind, on base and on final, when leaving the runway, and when departing before taxiing and before taking the runway, and also when crossing midfield',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'perf-density-altitude-effects',
    'less engine power, less propeller thrust, less lift so a higher true airspeed for the same indicated airspeed, longer takeoff and landing distances and a reduced climb rate, and the engine needs leaning',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'vfr-special-vfr',
    'it needs an ATC clearance within a surface area below 10,000 MSL, clear of clouds, at least 1 statute mile visibility, and at night an instrument rated pilot in an IFR equipped aircraft',
    'correct',
    [true, true, true, true],
  ),
  c('vfr-min-class-b', 'three statute miles visibility and clear of clouds', 'correct', [true, true]),
  c('vfr-min-class-g-day-low', 'one statute mile visibility and clear of clouds', 'correct', [true, true]),
  c(
    'airspace-class-c-entry',
    'establish two way radio communication with ATC before entering and maintain it inside, it is established only when the controller replies with my call sign, and I need a Mode C transponder and ADS-B Out',
    'correct',
    [true, true, true, true],
  ),
  c(
    'emergency-pic-authority',
    'the pilot in command is the final authority, may deviate from any part 91 rule to the extent needed for the emergency, sends a written report to the FAA if asked, and if ATC gave priority, reports within 48 hours when requested',
    'correct',
    [true, true, true, true],
  ),
  c(
    'radio-atis',
    'a continuous recorded broadcast of weather, the runway in use and other non control information, each version identified by a phonetic letter, and you say with information and the letter on initial contact',
    'correct',
    [true, true, true],
  ),
  c(
    'perf-vx-vy',
    'Vx is best angle, the most altitude per distance, for clearing obstacles; Vy is best rate, the most altitude per time, for normal climbs',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-cost-sharing',
    'yes, but the pilot must pay at least an equal pro rata share, only fuel, oil, airport expenditures and rental fees may be shared, and otherwise no compensation or hire',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-airmets',
    'Sierra is IFR and mountain obscuration, Tango is moderate turbulence, surface winds of 30 knots or more and low level wind shear, Zulu is moderate icing and freezing levels, and they cover moderate hazards mainly significant to light aircraft',
    'correct',
    [true, true, true, true],
  ),
];
