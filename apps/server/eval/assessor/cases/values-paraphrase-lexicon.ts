import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round), before the concept lexicon they check:
 * knowledge answers in the words pilots use instead of the rubric's (a "hot" restricted area,
 * "puffy" clouds, a "sign-off", "strobes").
 */
export const cases: EvalCase[] = [
  c(
    'airspace-special-use',
    'you can never fly into a prohibited area, a restricted area needs approval from the controlling agency when it is hot, and an moa vfr flight is allowed but be careful and check its status',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'weather-stable-unstable',
    'stable air: layered clouds and fog, smooth air, continuous rain, poor visibility; unstable air: puffy towering clouds with showers, bumpy air and good visibility',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'weather-fronts',
    'a cold front brings puffy clouds, storms and choppy air, and after it goes through it gets colder with a wind shift and better visibility; a warm front brings layered clouds, continuous rain, low ceilings and bad visibility over a large area',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'weather-thunderstorm-stages',
    'cumulus stage: mostly updrafts as the cloud grows; mature stage: rain falls, updrafts and downdrafts, the most severe; dissipating stage: mostly downdrafts',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'weather-fog-types',
    'radiation fog forms on clear, calm nights when the ground cools the air to the dew point, it is shallow over land and burns off after sunrise; advection fog is moist air moving over a colder surface near the coast and it needs a breeze',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'weather-taf-change-groups',
    'it covers five statute miles around the airport; fm is a rapid, permanent change starting at that time; tempo is temporary variations lasting under an hour each, less than half the period; prob30 is a thirty percent probability of storms or rain',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'regs-flight-review',
    'within the previous 24 calendar months, at least one hour of ground and one hour of flight training, a review of part 91 and maneuvers the instructor picks, and a logbook sign-off from an authorized instructor',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'regs-vfr-day-equipment',
    'airspeed indicator, altimeter and magnetic compass; tach, oil pressure, oil temperature and manifold pressure; a fuel gauge for each tank; strobes and an elt; and seatbelts',
    'paraphrase',
    [true, true, true, true, true],
  ),
  c(
    'aeromed-carbon-monoxide',
    'i would suspect carbon monoxide poisoning, shut off the cabin heat, open the fresh air vents, and land as soon as possible and see a doctor',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast and too deep so you lose carbon dioxide; you feel dizzy and tingly with visual problems; slow your breathing, talk out loud or breathe into a bag',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'aeromed-spatial-disorientation',
    'the inner ear gives false feelings that conflict with reality when you lose visual references; an illusion like the leans; rely on the flight instruments and fly by them; and avoid clouds or low visibility without instrument proficiency',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'perf-density-altitude-effects',
    'less horsepower from the engine, less propeller efficiency, less lift so a higher true airspeed for the same indicated airspeed, and a longer takeoff roll and landing distance with a worse climb rate',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'perf-ground-effect',
    'within about one wingspan of the surface, reduced induced drag, on landing the airplane floats, and on takeoff it may lift off too slow and then sink when leaving ground effect',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'perf-vx-vy',
    'vx is the best angle, the most altitude per distance, used to clear obstructions; vy is the best rate, the most altitude per time, used for regular climbs',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green cleared to land, flashing green come back for landing, steady red give way and keep circling, flashing red airport unsafe do not land, alternating red and green be extremely careful',
    'paraphrase',
    [true, true, true, true, true],
  ),
  c(
    'emergency-light-gun-ground',
    'steady green cleared for take off, flashing green cleared to taxi, steady red halt, flashing red taxi clear of the runway in use, flashing white go back to the starting point on the airport',
    'paraphrase',
    [true, true, true, true, true],
  ),
  c(
    'emergency-distress-urgency',
    'distress: mayday three times; urgency: pan-pan three times; distress is grave and imminent danger needing immediate assistance, urgency is a safety concern that is not immediate; on the current frequency or 121.5; squawk 7700',
    'paraphrase',
    [true, true, true, true, true],
  ),
  c(
    'emergency-elt',
    'inspect it every 12 calendar months, replace the battery after more than one cumulative hour of use or when 50 percent of its useful life is gone, and test only in the first five minutes after the hour with three sweeps at most',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'radio-atis',
    'a constant recorded broadcast of weather, the active runway and other non-control information; each version is identified by a phonetic letter; say with information and the letter on initial contact',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'anywhere, high enough for an emergency landing without undue hazard; over a city 1,000 feet above the highest obstacle within 2,000 feet horizontally; elsewhere 500 feet above the surface; over open water 500 feet from any person, vessel, vehicle or structure',
    'paraphrase',
    [true, true, true, true, true],
  ),
];
