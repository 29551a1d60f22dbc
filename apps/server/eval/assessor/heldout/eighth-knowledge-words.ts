import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Eighth held-out part, knowledge answers whose items are words, in new wordings: free
 * paraphrase, lists said in full with one more correct item, opposites, label swaps, denials,
 * hedges, recogniser slips and partial answers. Written on 2026-11-28 and committed alone, before
 * round 8's assessor changes and before the assessor was run on them. Tuning never looks at these
 * cases, only at the aggregate tables the runner prints.
 */
export const cases: EvalCase[] = [
  c(
    'emergency-light-gun-airborne',
    'solid green you can land, blinking green come back around to land, solid red yield to other traffic and keep circling, blinking red the field is unsafe so do not land there, and red and green alternating means be extremely careful',
    'paraphrase',
    [T, T, T, T, T],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green cleared to land, flashing green return for landing, flashing red give way and keep circling, steady red airport unsafe, alternating red and green extreme caution',
    'opposite',
    [T, T, F, F, T],
  ),
  c(
    'emergency-light-gun-ground',
    'uh steady green is cleared for takeoff, flashing green cleared to taxi, steady red stop, flashing red taxi clear of the runway, and I think flashing white is go back to where you started',
    'hedge',
    [T, T, T, T, T],
  ),
  c(
    'emergency-lost-comms-arrival',
    'set 7600, stay clear of the delta above or outside it until I see which way traffic is flowing and then enter the pattern, look at the tower for light signals, and acknowledge by rocking the wings in daytime or blinking the landing light at night',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'emergency-engine-failure',
    'pitch for the best glide airspeed, pick a field to put it down in, run the restart flow with the fuel selector, mixture rich, carb heat on and mags, and let someone know on 121.5 or squawk 7700',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'emergency-engine-failure',
    'ABCDE: airspeed best glide, best field, checklist for a restart with fuel, mixture, carb heat and mags, declare an emergency on 121.5 and squawk 7700, and execute the landing with seat belts tight and the doors unlatched',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'emergency-distress-urgency',
    'for grave and imminent danger you say mayday mayday mayday, for something serious but not immediately dangerous it is pan pan said three times, you use the frequency you are already on or 121.5, and set 7700',
    'paraphrase',
    [T, T, T, T, T],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic from high altitude and low pressure, hypemic from carbon monoxide or anemia, stagnant from pulling Gs, histotoxic from alcohol or drugs, and the onset of all of them is insidious',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic is when the cells cannot use oxygen, histotoxic is altitude, hypemic is carbon monoxide, stagnant is poor circulation',
    'wrong-value',
    [F, T, T, F],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic from altitude, hi pemic from carbon monoxide, stagnant from g forces, histo toxic from alcohol',
    'asr-slip',
    [T, T, T, T],
  ),
  c(
    'aeromed-carbon-monoxide',
    'probably CO from a leaky heater muff, so shut the heat off, get fresh air in through the vents, use oxygen if I have it, and get on the ground soon and see a doctor',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide, so turn the cabin heat up, close the vents, land as soon as practical and get medical help',
    'opposite',
    [T, F, F, T],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast or too deep so you blow off too much CO2; you feel lightheaded, pins and needles, blurry vision, a lot like hypoxia; fix it by slowing your breathing, talking out loud or breathing into a paper bag',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast so carbon dioxide builds up; dizziness and tingling; breathe faster to fix it',
    'opposite',
    [F, T, F],
  ),
  c(
    'aeromed-spatial-disorientation',
    'when you lose sight of the horizon your inner ear lies to you about which way is up, like the leans or a graveyard spiral; believe the instruments and fly them, and stay out of clouds and low visibility unless you are instrument current',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'aeromed-spatial-disorientation',
    'I guess it is when your vestibular system gets confused without outside references, for example the leans, and you should trust the instruments',
    'hedge',
    [T, T, T, F],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'you need lots of moisture, an unstable atmosphere, and something to kick it off like a front or mountains',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'weather-fog-types',
    'radiation fog forms on windy cloudy nights when the ground cools the air; advection fog is moist air moving over a warmer surface',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'weather-fog-types',
    'radiation fog happens on clear still nights when the ground loses heat and chills the air down to its dew point; it is shallow, over land, and burns off after the sun comes up; advection fog is humid air blowing in over colder ground or water along the coast, and it needs some wind, up to around 15 knots',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'weather-fronts',
    'cold front: puffy clouds, showers and thunderstorms, turbulence; behind it cooler, a wind shift and better visibility, plus rising pressure; warm front: layered clouds with steady rain, low ceilings and poor visibility over a wide area',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'weather-stable-unstable',
    'stable air gives cumulus clouds and turbulence, unstable air gives stratus and smooth air',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'weather-thunderstorm-stages',
    'first the cumulus stage where the air is mostly rising, then the mature stage with rain falling and both up and down drafts, the most violent part, and finally dissipating where it is mostly downdrafts',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'weather-airmets',
    'zulu is turbulence, tango is icing, sierra is IFR and mountain obscuration',
    'wrong-value',
    [T, F, F, F],
  ),
  c(
    'weather-ceiling-definition',
    'the lowest layer that is broken or overcast, measured above ground level, or vertical visibility into an obscuring phenomenon',
    'correct',
    [T, T, T],
  ),
  c(
    'perf-density-altitude-factors',
    'it is pressure altitude fixed for a temperature that is not standard; hot, high and humid days all push it up',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'perf-density-altitude-effects',
    'the engine makes less horsepower, the prop bites less air, the wings need a faster true airspeed for the same lift, and you use more runway and climb slower',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'perf-cg-effects',
    'forward CG has a lower stall speed and faster cruise; aft CG is more stable',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'perf-vx-vy',
    'Vx gives the most height for the ground you cover, so you use it to get over trees at the end of the runway; Vy gives the most height per minute and is the normal climb speed',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'perf-maneuvering-speed',
    'I think below Va the wing will stall before you can bend the airplane with a full abrupt input, you slow to it in turbulence, and it goes down when you are lighter',
    'hedge',
    [T, T, T, F],
  ),
  c(
    'perf-ground-effect',
    'within about a wingspan of the runway the wingtip vortices and downwash get squashed so induced drag drops; landing you float down the runway, and on takeoff you can get airborne too slow and then sink back when you climb out of it',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'perf-airspeed-indicator-markings',
    'white arc is normal operations, green arc is the flap range, yellow is caution for smooth air only, red line never exceed',
    'wrong-value',
    [F, F, T, T],
  ),
  c(
    'perf-left-turning-tendencies',
    'torque, the corkscrewing slipstream hitting the tail, P-factor from the descending blade taking a bigger bite, and gyroscopic precession when you raise the tail in a taildragger',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'radio-roger-wilco',
    'roger just says I got your transmission, wilco says I understand and will do it, affirmative means yes, and roger is not a yes, so you answer a yes or no question with affirmative or negative',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'radio-roger-wilco',
    "roger is I got it, will co is I will comply, affirm a tive means yes, and roger doesn't answer a yes or no question",
    'asr-slip',
    [T, T, T, T],
  ),
  c(
    'radio-initial-contact',
    'who you are calling, your full tail number, where you are and how high, and what you want to do along with the ATIS letter',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'radio-two-way-comms-established',
    'no, I stay out, because they never said my tail number; if they had said my call sign, even with standby, I could go in',
    'paraphrase',
    [T, T, T],
  ),
  c('radio-ctaf-self-announce', 'about 10 miles out and when entering the pattern legs', 'partial', [
    T,
    T,
    F,
    F,
  ]),
  c(
    'radio-number-pronunciation',
    'three is tree, five is fife, nine is nighner, so numbers do not get confused on the radio',
    'asr-slip',
    [T, T, T, T],
  ),
  c(
    'radio-atis',
    'a recorded loop of weather, active runway and other information that is not control, each one tagged with a phonetic letter, and on first contact you tell them you have information bravo or whatever letter',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'airspace-class-b-entry',
    'I think you need to hear cleared into the bravo, a two way radio, a mode C transponder with ADS-B out, and at least a private certificate or a student endorsement',
    'hedge',
    [T, T, T, T],
  ),
  c(
    'airspace-class-c-entry',
    'you do not need to talk to ATC before entering, just have a mode C transponder and ADS-B',
    'negation',
    [F, F, F, T],
  ),
  c(
    'regs-cost-sharing',
    'yes, you can split it, but you have to pay at least your own fair share, only for fuel, oil, airport fees and rental, and otherwise you cannot be paid',
    'paraphrase',
    [T, T, T, T],
  ),
  c('regs-cost-sharing', 'no, a private pilot can never share the costs with passengers', 'negation', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'regs-right-of-way-converging',
    'distress has priority; balloons before gliders, airships then planes; towing aircraft have it over other powered ones; same category the one on the left has the right of way',
    'opposite',
    [T, T, T, F],
  ),
  c(
    'regs-right-of-way-head-on',
    'head on both turn left; the overtaken aircraft has the right of way, pass on the right; landing aircraft have right of way; the lower one has it but cannot cut in front of someone on final',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'regs-pilot-documents',
    'my pilot certificate, my medical, and a government photo ID, and under BasicMed my driver license serves as the medical',
    'extra-item',
    [T, T, T],
  ),
  c(
    'regs-aircraft-documents',
    'ARROW: airworthiness, registration, radio license for international flights, the operating handbook, and weight and balance',
    'correct',
    [T, T, T, T, T],
  ),
  c(
    'regs-preflight-action',
    'everything available about the flight: weather reports and forecasts, how much fuel I need, a plan B if I cannot finish plus known ATC delays, and the runway lengths with takeoff and landing distance data',
    'paraphrase',
    [T, T, T, T, T],
  ),
  c(
    'regs-vfr-day-equipment',
    'airspeed indicator, altimeter, compass, tachometer, oil pressure and oil temperature',
    'partial',
    [T, T, F, F, F],
  ),
];
