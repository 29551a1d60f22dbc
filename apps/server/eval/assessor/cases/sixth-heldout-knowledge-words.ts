import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the seventh held-out part replaced it (2026-11-28); formerly the sixth
 * held-out part, knowledge answers whose items are words, in new wordings: free paraphrase,
 * mnemonics said in full with one more correct item, opposites, denials, hedges and recogniser
 * slips. Written on 2026-11-27 (late evening) and committed alone, before that round's assessor
 * changes and before the assessor was run on them. Tuning never looks at these cases, only at the
 * aggregate tables the runner prints.
 */
export const cases: EvalCase[] = [
  // every required item plus one more correct one
  c(
    'weather-thunderstorm-ingredients',
    'moisture, unstable air, something to lift it, and warm temperatures near the surface help too',
    'extra-item',
    [T, T, T],
  ),
  c(
    'perf-left-turning-tendencies',
    'torque reaction, spiraling slipstream, p factor and gyroscopic precession, and that is why you hold right rudder in the climb',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'regs-pilot-documents',
    'pilot certificate, medical, a government photo ID, and I also carry my logbook',
    'extra-item',
    [T, T, T],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic from low pressure at altitude, hypemic when the blood cannot carry oxygen like CO, stagnant from poor circulation like pulling Gs, histotoxic when the cells cannot use oxygen like alcohol, and the time of useful consciousness shrinks as you climb',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'emergency-engine-failure',
    'best glide, pick a field, fuel selector mixture carb heat mags, declare an emergency on 121.5, and brief the passengers',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'radio-initial-contact',
    'who I am calling, my full call sign, where I am and my altitude, what I want with the ATIS letter, and my aircraft type',
    'extra-item',
    [T, T, T, T],
  ),

  // free paraphrase
  c(
    'aeromed-carbon-monoxide',
    'sounds like exhaust fumes leaking in through the heater, so shut the heat off, get fresh air in, get on the ground soon and see a doctor',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'weather-fog-types',
    'radiation fog forms on still clear nights when the ground cools the air to its dew point, it is shallow, over land and burns off after the sun comes up; advection fog is moist air blowing over a colder surface like along the coast, and it needs some wind, up to about fifteen knots',
    'correct',
    [T, T, T, T],
  ),
  c(
    'perf-density-altitude-effects',
    'the engine makes less power, the prop bites less air, the wing needs a faster true airspeed for the same indicated, so you use more runway and climb slower',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'aeromed-spatial-disorientation',
    'when you lose sight of the horizon your balance organs tell you something different from what is really happening, like the graveyard spiral; believe the gauges, and stay out of clouds unless you are instrument current',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'weather-stable-unstable',
    'stable air gives layered clouds and fog, smooth rides, steady rain and poor visibility; unstable air gives puffy towering clouds with showers, bumpy air and good visibility',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'perf-maneuvering-speed',
    'at or under Va a full abrupt deflection stalls the wing before it can break the airplane; slow to it in rough air; Va goes down when you are lighter because a light plane hits the load limit at a lower speed',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'radio-roger-wilco',
    'roger just means I got your message, wilco means I understand and I will do it, affirmative means yes, and roger does not answer a yes or no question, say affirmative or negative',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'emergency-pic-authority',
    'the pilot in command has the last word; in an emergency you can break any part 91 rule as much as needed; the FAA may ask for a written report, and if ATC gave you priority you report within 48 hours when asked',
    'correct',
    [T, T, T, T],
  ),
  c(
    'airspace-class-c-entry',
    'get two-way radio contact with approach before going in, stay in touch while inside, and it only counts once they say your call sign back; you need mode C and ADS-B Out',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'perf-ground-effect',
    'within about a wingspan of the ground the wingtip vortices and downwash are squashed so induced drag drops; landing you float, and on takeoff you can get airborne too slow and then sink back once you climb out of it',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'radio-atis',
    'a recorded loop of the weather and the active runway and other non-control info, each update gets a phonetic letter, and you tell them you have information bravo on first contact',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'weather-ceiling-definition',
    'the height above the ground of the lowest broken or overcast layer, or the vertical visibility into an obscuration',
    'correct',
    [T, T, T],
  ),

  // opposites and swaps
  c(
    'weather-fronts',
    'a cold front brings stratiform clouds and steady rain; a warm front brings cumuliform clouds, showers and turbulence',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'perf-cg-effects',
    'a forward CG gives a lower stall speed and a faster cruise, an aft CG a higher stall speed',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature; lower temperature and lower humidity raise it',
    'opposite',
    [T, F, F, F],
  ),
  c(
    'regs-right-of-way-head-on',
    'head-on both turn left, the overtaking aircraft has the right of way, and landing aircraft have it',
    'opposite',
    [F, F, T, F],
  ),
  c(
    'emergency-light-gun-ground',
    'steady green cleared to taxi, flashing green cleared for takeoff, steady red stop, flashing red taxi clear of the runway, flashing white back to the start',
    'opposite',
    [F, F, T, T, T],
  ),
  c(
    'perf-vx-vy',
    'Vx is best rate, most altitude per time, and Vy is best angle, for obstacles',
    'opposite',
    [F, F, F, F],
  ),
  c('regs-cost-sharing', 'yes, but the pilot may pay less than the passengers', 'opposite', [T, F, F, F]),
  c(
    'perf-ground-effect',
    'ground effect increases induced drag, so the airplane sinks when landing',
    'opposite',
    [F, F, F, F],
  ),

  // hedges, slips, denials, partial answers, order, off-topic
  c(
    'regs-pilot-documents',
    'um I think the pilot certificate, my medical, and uh a photo ID like a driver license',
    'hedge',
    [T, T, T],
  ),
  c('vfr-min-class-b', 'I believe it is three statute miles and clear of clouds', 'hedge', [T, T]),
  c(
    'aeromed-hyperventilation',
    'hyper ventilation is breathing too fast and deep so you lose carbon dioxide, you feel dizzy tingly and your vision goes funny, slow your breathing, talk out loud or breath into a bag',
    'asr-slip',
    [T, T, T],
  ),
  c(
    'regs-right-of-way-converging',
    'distress has right of way over all, then baloon glider airship airplane, towing or refuelling over other engine driven, and same category the one on the rite',
    'asr-slip',
    [T, T, T, T],
  ),
  c(
    'airspace-class-b-entry',
    'you do not need a clearance, just two-way radio, mode C and ADS-B Out, and a private certificate',
    'negation',
    [F, T, T, T],
  ),
  c(
    'vfr-special-vfr',
    'special VFR does not need an ATC clearance, stay clear of clouds with one mile visibility',
    'negation',
    [F, T, T, F],
  ),
  c('perf-ground-effect', 'induced drag is not reduced in ground effect', 'negation', [F, F, F, F]),
  c('weather-airmets', 'sierra is IFR and mountain obscuration, tango is turbulence', 'partial', [
    T,
    F,
    F,
    F,
  ]),
  c('regs-aircraft-documents', 'airworthiness and registration certificates', 'partial', [T, T, F, F, F]),
  c(
    'emergency-light-gun-airborne',
    'alternating red and green is extreme caution, flashing red the airport is unsafe do not land, steady red give way and keep circling, flashing green come back to land, steady green cleared to land',
    'word-order',
    [T, T, T, T, T],
  ),
  c('weather-airmets', 'I like to fly early in the morning when the air is smooth', 'off-topic', [
    F,
    F,
    F,
    F,
  ]),
  c('regs-inspections', 'I would check the oil and the fuel before every flight', 'off-topic', [F, F, F, F]),
];
