import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the eighth held-out part replaced it (2026-11-28); formerly the seventh
 * held-out part, knowledge answers whose items are words, in new wordings: free
 * paraphrase, mnemonics said in full with one more correct item, opposites, denials, hedges,
 * recogniser slips and replies off the topic. Written on 2026-11-28 and committed alone, before
 * that round's assessor changes and before the assessor was run on them. Tuning never looks at
 * these cases, only at the aggregate tables the runner prints.
 */
export const cases: EvalCase[] = [
  c(
    'regs-alcohol',
    'eight hours bottle to throttle, below .04 percent, not under the influence, no impairing drugs',
    'correct',
    [T, T, T, T],
  ),
  c(
    'regs-vfr-fuel',
    'enough to get to where I plan to land plus thirty minutes by day and forty five at night',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'high enough to land safely if the engine quits, 1,000 above the highest obstacle within 2,000 feet over cities, 500 above the ground elsewhere, and 500 away from people, boats, cars or buildings over water or sparse areas',
    'paraphrase',
    [T, T, T, T, T],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'enough moisture, an unstable atmosphere and a lifting force such as a front, hills or daytime heating',
    'correct',
    [T, T, T],
  ),
  c('weather-thunderstorm-ingredients', 'moisture, stable air and lifting', 'opposite', [T, F, T]),
  c(
    'weather-thunderstorm-stages',
    'cumulus with mostly updrafts, mature with rain and both up and down drafts, dissipating with mostly downdrafts',
    'paraphrase',
    [T, T, T],
  ),
  c('weather-thunderstorm-stages', 'cumulus downdrafts, mature both, dissipating updrafts', 'opposite', [
    F,
    F,
    F,
  ]),
  c(
    'weather-fog-types',
    "radiation fog forms on clear calm nights when the ground cools the air to the dew point, it's shallow over land and burns off after sunrise; advection fog is moist air moving over a colder surface like the coast and needs some wind, up to about 15 knots",
    'correct',
    [T, T, T, T],
  ),
  c('weather-fog-types', 'radiation fog needs wind, advection fog forms on calm clear nights', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'weather-stable-unstable',
    'stable air gives layered clouds, smooth air, steady rain and poor visibility; unstable gives puffy clouds, showers, bumps and good visibility',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'weather-stable-unstable',
    'stable: good visibility and smooth; unstable: poor visibility and turbulent',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'weather-structural-icing',
    "you need visible moisture and the airplane's skin at or below zero celsius; freezing rain means there is warmer air above you",
    'correct',
    [T, T, T],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and temperature at or below freezing; freezing rain means colder air above',
    'opposite',
    [T, T, F],
  ),
  c(
    'weather-ceiling-definition',
    "it's the height above ground of the lowest layer reported as broken or overcast, or the vertical visibility into an obscuration",
    'correct',
    [T, T, T],
  ),
  c(
    'weather-airmets',
    'um sierra is IFR and mountain obscuration, tango is turbulence and strong surface winds and wind shear, zulu I think is icing and freezing levels',
    'hedge',
    [T, T, T, F],
  ),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature, goes up with high elevation, hot temps and humid air',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'perf-density-altitude-factors',
    "pressure altitude corrected for temperature; it rises when it's colder and drier",
    'opposite',
    [T, F, F, F],
  ),
  c(
    'perf-density-altitude-effects',
    'the engine makes less power, the prop is less efficient, you need a higher true airspeed, and the takeoff roll is longer and the climb is worse',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'perf-ground-effect',
    'within a wingspan of the ground, induced drag goes down, you float on landing and can lift off too slowly on takeoff then sink back',
    'correct',
    [T, T, T, T],
  ),
  c('perf-ground-effect', 'within a wingspan, induced drag goes up, floating on landing', 'opposite', [
    T,
    F,
    T,
    F,
  ]),
  c(
    'perf-vx-vy',
    'Vx best angle most altitude over distance for obstacles; Vy best rate most altitude over time for normal climbs',
    'correct',
    [T, T, T, T],
  ),
  c('perf-vx-vy', 'Vx is best rate, use it to clear obstacles; Vy best angle for normal climb', 'opposite', [
    F,
    T,
    F,
    T,
  ]),
  c(
    'perf-left-turning-tendencies',
    'torque, the corkscrewing slipstream, P factor from the descending blade taking a bigger bite, and gyroscopic precession',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'perf-airspeed-indicator-markings',
    'white ark flap range, green ark normal range, yellow ark caution smooth air only, red line never exceed',
    'asr-slip',
    [T, T, T, T],
  ),
  c('perf-cg-effects', 'I usually fly a 172 out of the local airport', 'off-topic', [F, F, F, F]),
  c(
    'regs-aircraft-documents',
    'airworthiness, registration, operating limitations in the POH, weight and balance, radio license only when flying abroad, plus the compass deviation card as a placard',
    'extra-item',
    [T, T, T, T, T],
  ),
  c(
    'regs-vfr-day-equipment',
    'airspeed, altimeter, magnetic compass; tachometer, oil pressure and temperature, manifold pressure; fuel gauge for every tank; anticollision lights and an ELT; seat belts and shoulder harnesses; gear indicator; and a flotation device if over water for hire',
    'extra-item',
    [T, T, T, T, T],
  ),
  c(
    'aeromed-hypoxia-types',
    "hypoxic: thin air up high; hypemic: the blood can't carry oxygen, like CO or after giving blood; stagnant: poor circulation from G forces; histotoxic: alcohol or drugs stop the cells from using oxygen",
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'aeromed-carbon-monoxide',
    'probably carbon monoxide, heat off, vents open, land as soon as I can and see a doctor',
    'paraphrase',
    [T, T, T, T],
  ),
  c('aeromed-carbon-monoxide', 'carbon monoxide, so turn the cabin heat up and close the vents', 'opposite', [
    T,
    F,
    F,
    F,
  ]),
  c(
    'aeromed-hyperventilation',
    'breathing too fast and too deep so you lose CO2; dizzy, tingling fingers, blurred vision; slow down your breathing, talk out loud or breathe into a paper bag',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too slowly so you lose oxygen; treat it by breathing faster',
    'opposite',
    [F, F, F],
  ),
  c(
    'aeromed-spatial-disorientation',
    'your inner ear disagrees with what is really happening once you lose visual references, like the leans; believe the instruments and stay out of clouds unless instrument proficient',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'aeromed-spatial-disorientation',
    'your inner year conflicts with reality when you loose visual references, the leans for example; trust the instruments and avoid clouds without instrument proficiency',
    'asr-slip',
    [T, T, T, T],
  ),
  c(
    'emergency-light-gun-ground',
    'flashing green cleared for takeoff, steady green cleared to taxi, steady red stop, flashing red taxi clear of the runway, flashing white return to start',
    'opposite',
    [F, F, T, T, T],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green land, flashing green come back to land, steady red give way and keep circling, flashing red airport unsafe, red and green alternating extreme caution',
    'paraphrase',
    [T, T, T, T, T],
  ),
  c(
    'radio-roger-wilco',
    "roger means I got it, wilco means I'll do it, affirmative means yes, and roger doesn't answer a yes or no question",
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'radio-two-way-comms-established',
    "no, I stay out: they didn't say my call sign; if they'd used it, even with standby, I could go in",
    'correct',
    [T, T, T],
  ),
  c('radio-two-way-comms-established', 'yes, I can enter, they answered me', 'opposite', [F, F, F]),
  c(
    'regs-right-of-way-head-on',
    "head on both turn right, the overtaken plane has right of way and you pass on its right, landing aircraft have priority, and the lower one has it but can't cut in front of one on final",
    'paraphrase',
    [T, T, T, T],
  ),
  c('regs-right-of-way-head-on', 'head on both go left, overtaking pass on the left', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'regs-right-of-way-converging',
    'distress first, then the aircraft on the left has the right of way',
    'opposite',
    [T, F, F, F],
  ),
  c(
    'airspace-class-b-entry',
    'you just need two-way radio contact, a transponder with mode c and ads-b, and a private certificate',
    'partial',
    [F, T, T, T],
  ),
  c(
    'airspace-special-use',
    'MOAs you can fly through VFR but be careful and check status; restricted needs permission from the controlling agency when active; prohibited you cannot fly in',
    'word-order',
    [T, T, T],
  ),
  c('weather-fronts', 'can you repeat the question?', 'off-topic', [F, F, F, F]),
  c('regs-cost-sharing', 'no, as a private pilot you can never split the costs with passengers', 'negation', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'emergency-pic-authority',
    'the PIC is the final authority but may not deviate from the rules even in an emergency',
    'negation',
    [T, F, F, F],
  ),
  c('regs-pilot-documents', "pilot certificate and medical, but you don't need a photo ID", 'negation', [
    T,
    T,
    F,
  ]),
  c(
    'regs-cost-sharing',
    'yes, but I must pay at least my equal share, only fuel, oil, airport fees and rentals, and no other compensation',
    'correct',
    [T, T, T, T],
  ),
  c(
    'radio-initial-contact',
    "the facility I'm calling, my full call sign, where I am and my altitude, what I want with the ATIS letter, and my aircraft type",
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'emergency-engine-failure',
    'pitch for best glide, pick a field, run the restart checklist with fuel, mixture, carb heat and mags, declare an emergency on 121.5 and squawk 7700, then secure the engine before touchdown',
    'extra-item',
    [T, T, T, T],
  ),
];
