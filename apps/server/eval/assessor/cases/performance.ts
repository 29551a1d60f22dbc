import type { EvalCase } from '../eval.types';

/** Aircraft performance, weight and balance, aerodynamics (ppl.performance.*). */
export const cases: EvalCase[] = [
  // perf-density-altitude-factors: pressure altitude corrected for temperature | elevation | temperature | humidity
  {
    question_key: 'perf-density-altitude-factors',
    reply:
      'pressure altitude corrected for non standard temperature it goes up with elevation and temperature but humidity does not affect it',
    kind: 'negation',
    expected: [true, true, true, false],
  },
  {
    question_key: 'perf-density-altitude-factors',
    reply:
      "It's pressure altitude corrected for non-standard temperature, the standard-atmosphere altitude with the same air density. High, hot and humid all raise it.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'perf-density-altitude-factors',
    reply: 'the higher the temperature and humidity the higher the density altitude',
    kind: 'partial',
    expected: [false, false, true, true],
  },

  // perf-density-altitude-effects: less power | less thrust | higher TAS | longer distances, lower climb
  {
    question_key: 'perf-density-altitude-effects',
    reply:
      'um the engine makes less power and the prop gives less thrust and i think i need more true airspeed for the same lift so a longer takeoff and landing and a worse climb',
    kind: 'hedge',
    expected: [true, true, true, true],
  },
  {
    question_key: 'perf-density-altitude-effects',
    reply: 'longer takeoff roll and a lower climb rate because the engine makes less power',
    kind: 'partial',
    expected: [true, false, false, true],
  },
  {
    question_key: 'perf-density-altitude-effects',
    reply:
      "less engine power and less prop thrust so the takeoff roll is longer and the climb is worse but the true airspeed for a given indicated airspeed doesn't change",
    kind: 'negation',
    expected: [true, true, false, true],
  },

  // perf-pressure-altitude: referenced to 29.92 | correction -200 | 800 feet
  {
    question_key: 'perf-pressure-altitude',
    reply:
      'set twenty nine ninety two the difference from thirty twelve is point two inches times a thousand is minus two hundred so eight hundred feet',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'perf-pressure-altitude',
    reply: 'twenty nine ninety two minus thirty twelve is minus two hundred so twelve hundred feet',
    kind: 'wrong-value',
    expected: [true, true, false],
    note: 'The correction is stated correctly, then applied with the wrong sign.',
  },
  {
    question_key: 'perf-pressure-altitude',
    reply:
      'with two niner decimal niner two set the correction is minus two hundred feet so pressure altitude is eight hundred feet',
    kind: 'icao-digits',
    expected: [true, true, true],
  },
  {
    question_key: 'perf-pressure-altitude',
    reply:
      "pressure altitude is what you read with twenty nine ninety two set so it's one thousand plus two hundred twelve hundred feet",
    kind: 'wrong-value',
    expected: [true, false, false],
  },

  // perf-cg-effects: forward stall/cruise | forward stability/elevator | aft stability/recovery | aft stall/cruise
  {
    question_key: 'perf-cg-effects',
    reply:
      "With the CG forward, stall speed goes up and cruise drops, but it's more stable and needs more elevator force to flare. With it aft, it stalls slower and cruises faster but is less stable and harder to recover from a stall or spin.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'perf-cg-effects',
    reply: 'forward cg higher stall speed and slower cruise aft cg less stable and harder spin recovery',
    kind: 'partial',
    expected: [true, false, true, false],
  },
  {
    question_key: 'perf-cg-effects',
    reply:
      "forward cg stalls at a higher speed and cruises slower and an aft cg isn't less stable it's actually more stable",
    kind: 'negation',
    expected: [true, false, false, false],
  },

  // perf-cg-computation: moment = weight x arm | CG = total moment / total weight | avgas 6 lb/gal | oil 7.5 lb/gal
  {
    question_key: 'perf-cg-computation',
    reply:
      'multiply weight by arm for each moment add them up and divide the total moment by the total weight avgas is six pounds a gallon and oil is eight pounds per gallon',
    kind: 'wrong-value',
    expected: [true, true, true, false],
    note: 'Oil is 7.5 pounds per gallon.',
  },
  {
    question_key: 'perf-cg-computation',
    reply:
      'weight times arm equals moment total the moments and divide by the total weight avgas six pounds per gallon oil seven point five',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'perf-cg-computation',
    reply:
      'Moment is weight times arm, CG is total moment divided by total weight, fuel is 7.5 pounds per gallon and oil is 6.',
    kind: 'wrong-value',
    expected: [true, true, false, false],
    note: 'Fuel and oil weights are swapped.',
  },
  {
    question_key: 'perf-cg-computation',
    reply:
      'weight times arm gives the moment total moment divided by total weight gives the cg avgas six pounds per gallon oil seven decimal fife pounds per gallon',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },

  // perf-load-factor-stall: 2 G | square root of load factor | about 41 percent
  {
    question_key: 'perf-load-factor-stall',
    reply: 'about one point five gs and stall speed goes up by the square root of the load factor',
    kind: 'wrong-value',
    expected: [false, true, false],
  },
  {
    question_key: 'perf-load-factor-stall',
    reply:
      'two g and the stall speed goes up with the square root of the load factor so about one point four one times or forty one percent higher',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'perf-load-factor-stall',
    reply: 'two g and stall speed goes up by the square root so roughly twenty percent higher',
    kind: 'wrong-value',
    expected: [true, true, false],
  },
  {
    question_key: 'perf-load-factor-stall',
    reply: "i think it's two g's and the stall speed goes up by around forty percent maybe forty one",
    kind: 'hedge',
    expected: [true, false, true],
  },

  // perf-vx-vy: Vx best angle | Vx obstacles | Vy best rate | Vy normal climbs
  {
    question_key: 'perf-vx-vy',
    reply:
      "V-x gives the most height over the shortest distance, so it's for clearing trees at the end of the runway; V-y gets the most height in the least time and is my normal climb speed.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'perf-vx-vy',
    reply:
      'vee x is best angle of climb most altitude for the distance to clear obstacles and vee why is best rate most altitude per time for normal climbs',
    kind: 'asr-slip',
    expected: [true, true, true, true],
    note: '"vee x" and "vee why" are how a recogniser writes Vx and Vy.',
  },
  {
    question_key: 'perf-vx-vy',
    reply: 'vx is best angle of climb used for obstacles',
    kind: 'partial',
    expected: [true, true, false, false],
  },
  {
    question_key: 'perf-vx-vy',
    reply: 'what time is it',
    kind: 'off-topic',
    expected: [false, false, false, false],
  },

  // perf-maneuvering-speed: stall before overstress | turbulence | decreases with weight | lighter reaches limit sooner
  {
    question_key: 'perf-maneuvering-speed',
    reply:
      "it's the speed where full control deflection stalls the wing before overstressing the airplane and it does not change with weight",
    kind: 'negation',
    expected: [true, false, false, false],
  },
  {
    question_key: 'perf-maneuvering-speed',
    reply:
      "Va: at or below it a full abrupt control input stalls the wing before the structure is overloaded, so it's my turbulence speed. Lighter airplane, lower Va, because it accelerates more for the same force and reaches the G limit sooner.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },

  // perf-airspeed-indicator-markings: white | green | yellow | red
  {
    question_key: 'perf-airspeed-indicator-markings',
    reply:
      'white arc is the the flap operating range green arc normal operating range yellow arc caution range smooth air only and the red line is v n e never exceed',
    kind: 'asr-slip',
    expected: [true, true, true, true],
  },
  {
    question_key: 'perf-airspeed-indicator-markings',
    reply: 'white arc is flaps and red line is never exceed',
    kind: 'partial',
    expected: [true, false, false, true],
  },
  {
    question_key: 'perf-airspeed-indicator-markings',
    reply:
      "white is the flap range green is normal yellow is caution but it's fine to be in it in turbulence and red is never exceed",
    kind: 'negation',
    expected: [true, true, false, true],
  },

  // perf-left-turning-tendencies: torque | slipstream | P-factor | gyroscopic precession
  {
    question_key: 'perf-left-turning-tendencies',
    reply: 'torque spiraling slip stream p factor and gyroscopic precision',
    kind: 'asr-slip',
    expected: [true, true, true, true],
    note: '"precision" is the recogniser\'s near-homophone for precession.',
  },
  {
    question_key: 'perf-left-turning-tendencies',
    reply: 'torque and p factor',
    kind: 'partial',
    expected: [true, false, true, false],
  },
  {
    question_key: 'perf-left-turning-tendencies',
    reply: 'i usually fly the piper cherokee at my club',
    kind: 'off-topic',
    expected: [false, false, false, false],
  },

  // perf-ground-effect: one wingspan | reduced induced drag | landing float | takeoff settle
  {
    question_key: 'perf-ground-effect',
    reply:
      'within about two wingspans of the ground induced drag drops because the vortices and downwash are restricted so you float on landing and on takeoff you can lift off too slow and settle back',
    kind: 'wrong-value',
    expected: [false, true, true, true],
    note: 'Ground effect is within about one wingspan.',
  },
  {
    question_key: 'perf-ground-effect',
    reply:
      "uh it's when you're like within a wingspan of the ground and i think the induced drag is less so you float when landing",
    kind: 'hedge',
    expected: [true, true, true, false],
  },
];
