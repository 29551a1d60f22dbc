import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round): complete knowledge answers typed in a
 * learner's plain words, and complete answers with one more correct item, before any fix they
 * lead to.
 */
export const cases: EvalCase[] = [
  c(
    'airspace-class-b-entry',
    'I need a clearance from ATC to enter, a working two-way radio, a Mode C transponder with ADS-B Out, and at least a private pilot certificate or a student endorsement.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'airspace-class-d',
    'Class D surrounds an airport with an operating control tower, from the surface to about 2,500 feet above the airport, shown by a dashed blue line. I must establish two-way radio communication with the tower before entering and maintain it while inside.',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'airspace-mode-c-veil',
    'It is the area within 30 nautical miles of a Class B primary airport, from the surface up to 10,000 feet MSL, where you need an altitude-reporting transponder and ADS-B Out.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'vfr-surface-area-ceiling',
    'No, not under basic VFR: the ceiling must be at least 1,000 feet and ground visibility at least 3 miles. I could ask for a special VFR clearance.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-structural-icing',
    'You need visible moisture and an aircraft surface at or below freezing. Freezing rain tells you there is warmer air above, a temperature inversion.',
    'correct',
    [true, true, true],
  ),
  c(
    'weather-ceiling-definition',
    'The height above ground level of the lowest layer reported as broken or overcast, or the vertical visibility into an obscuration.',
    'correct',
    [true, true, true],
  ),
  c(
    'weather-airmets',
    'Sierra is IFR conditions and mountain obscuration, Tango is moderate turbulence, surface winds of 30 knots or more and low-level wind shear, and Zulu is moderate icing and freezing levels. They cover moderate hazards mainly significant to light aircraft.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-passenger-currency-day',
    'Three takeoffs and three landings within the preceding 90 days, as the sole manipulator of the controls, in the same category and class, and to a full stop if it is a tailwheel airplane.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-pilot-documents',
    'My pilot certificate, my medical certificate or a driver license under BasicMed, and a government-issued photo ID.',
    'correct',
    [true, true, true],
  ),
  c(
    'regs-cost-sharing',
    'Yes, but the pilot must pay at least an equal share, only for fuel, oil, airport fees and rental, and otherwise a private pilot cannot fly for compensation or hire.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-preflight-action',
    'All available information about the flight: weather reports and forecasts, fuel requirements, alternatives if the flight cannot be completed, known ATC delays, and runway lengths with takeoff and landing distance data.',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-right-of-way-head-on',
    'Head-on, both turn to the right. When overtaking, the aircraft being overtaken has the right-of-way and you pass on its right. Aircraft landing or on final have the right-of-way, and the lower one has it but must not cut in front of another on final.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'perf-density-altitude-factors',
    'Density altitude is pressure altitude corrected for nonstandard temperature. It goes higher with higher elevation or lower pressure, higher temperature, and higher humidity.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'perf-maneuvering-speed',
    'Below Va a full, abrupt control input will stall the wing before it can overstress it, so slow to Va or below in turbulence. Va decreases as weight decreases because a lighter airplane reaches the limit load factor at a lower speed.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'perf-left-turning-tendencies',
    'Torque reaction, the spiraling slipstream, P-factor from asymmetric thrust at a high angle of attack, and gyroscopic precession.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'perf-cg-computation',
    'Moment equals weight times arm, and the CG is the total moment divided by the total weight. Avgas weighs 6 pounds per gallon and oil 7.5 pounds per gallon.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'radio-roger-wilco',
    'Roger means I received your last transmission, wilco means I understand and will comply, and affirmative means yes. Roger does not answer a yes-or-no question; use affirmative or negative.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'radio-ctaf-self-announce',
    'About 10 miles out inbound, when entering downwind, base and final, when leaving the runway, and when departing before taxi and before taxiing onto the runway.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'emergency-lost-comms-arrival',
    'Squawk 7600, remain outside or above the Class D until I determine the traffic flow, then join the pattern, watch the tower for light gun signals, and acknowledge by rocking my wings by day or flashing my lights at night.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'emergency-pic-authority',
    'Yes. The PIC is the final authority for the flight and may deviate from any Part 91 rule to the extent the emergency requires. The FAA may ask for a written report, and if ATC gave me priority I must report within 48 hours if requested.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'aeromed-hypoxia-types',
    'Hypoxic hypoxia is low oxygen pressure at altitude; hypemic is when the blood cannot carry oxygen, for example from carbon monoxide; stagnant is poor circulation, say from G-forces; histotoxic is when the cells cannot use oxygen, such as from alcohol.',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'Sufficient moisture, unstable air, and an initial lifting action such as a front, terrain or surface heating. Embedded thunderstorms are the most dangerous.',
    'extra-item',
    [true, true, true],
  ),
  c(
    'aeromed-carbon-monoxide',
    'Suspect carbon monoxide poisoning. Turn off the cabin heat, open the fresh-air vents and windows, use oxygen if I have it, land as soon as practical and get medical help. I would also tell ATC.',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'regs-aircraft-documents',
    'The airworthiness certificate, the registration certificate, the operating limitations in the AFM or POH with placards and markings, weight and balance data, and a radio station license only for international flights. Also the compass deviation card.',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'radio-initial-contact',
    'The facility I am calling, my full call sign, my position and altitude, and my request with the ATIS code, for example "Columbus Tower, Cessna 123AB, 10 miles north at 2,500, landing with Bravo". Then I wait for the reply.',
    'extra-item',
    [true, true, true, true],
  ),
];
