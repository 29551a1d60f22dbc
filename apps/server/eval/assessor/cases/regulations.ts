import type { EvalCase } from '../eval.types';

/** Pilot and aircraft regulations, flight rules (ppl.regulations.*). */
export const cases: EvalCase[] = [
  // regs-passenger-currency-day: 3 takeoffs and landings | 90 days | sole manipulator, category and class | tailwheel full stop
  {
    question_key: 'regs-passenger-currency-day',
    reply:
      'three takeoffs and three landings in the preceding sixty days as sole manipulator in the same category and class',
    kind: 'wrong-value',
    expected: [true, false, true, false],
    note: 'The period is 90 days, not 60.',
  },
  {
    question_key: 'regs-passenger-currency-day',
    reply:
      "three takeoffs and landings within the last ninety days as the sole manipulator of the controls same category and class and to a full stop if it's a tailwheel",
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'regs-passenger-currency-day',
    reply: 'five takeoffs and landings within ninety days',
    kind: 'wrong-value',
    expected: [false, true, false, false],
  },
  {
    question_key: 'regs-passenger-currency-day',
    reply:
      "i think it's three takeoffs and three landings um in the previous ninety days if i remember right as sole manipulator in the same category and class",
    kind: 'hedge',
    expected: [true, true, true, false],
  },

  // regs-passenger-currency-night: 3 full-stop takeoffs and landings | 90 days | 1 hour after sunset to 1 hour before sunrise | category and class
  {
    question_key: 'regs-passenger-currency-night',
    reply:
      'three takeoffs and three full stop landings in the last ninety days between thirty minutes after sunset and thirty minutes before sunrise same category and class',
    kind: 'wrong-value',
    expected: [true, true, false, true],
    note: 'The night-currency period starts 1 hour after sunset and ends 1 hour before sunrise.',
  },
  {
    question_key: 'regs-passenger-currency-night',
    reply: 'three takeoffs and landings to a full stop at night within ninety days',
    kind: 'partial',
    expected: [true, true, false, false],
    note: '"At night" does not give the rule\'s definition of night.',
  },
  {
    question_key: 'regs-passenger-currency-night',
    reply:
      "three takeoffs and three landings within ninety days between an hour after sunset and an hour before sunrise and they don't need to be full stop",
    kind: 'negation',
    expected: [false, true, true, false],
  },
  {
    question_key: 'regs-passenger-currency-night',
    reply:
      'three takeoffs and three landings to a full stop in the preceding ninety days during the period beginning one hour after sunset and ending one hour before sunrise in the same category and class',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },

  // regs-flight-review: 24 calendar months | 1 h ground + 1 h flight | Part 91 + maneuvers | logbook endorsement
  {
    question_key: 'regs-flight-review',
    reply:
      'every twelve calendar months one hour of ground and one hour of flight with an instructor reviewing part ninety one and maneuvers and then a logbook endorsement',
    kind: 'wrong-value',
    expected: [false, true, true, true],
    note: 'A flight review is due every 24 calendar months, not 12.',
  },
  {
    question_key: 'regs-flight-review',
    reply:
      'every twenty four calendar months at least one hour of ground training and one hour of flight training reviewing part ninety one and maneuvers the instructor picks and then a logbook endorsement',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'regs-flight-review',
    reply:
      'every twenty four calendar months with half an hour of ground and half an hour of flight and the instructor signs my logbook',
    kind: 'wrong-value',
    expected: [true, false, false, true],
    note: 'At least 1 hour of each is required.',
  },
  {
    question_key: 'regs-flight-review',
    reply:
      'every twenty four calender months an hour of ground and an hour of flight with a instructor a review of part ninety one and maneuvers and a log book endorsement',
    kind: 'asr-slip',
    expected: [true, true, true, true],
    note: '"calender" is the recogniser\'s homophone for calendar.',
  },

  // regs-medical-duration: under 40: 60 months | 40 or older: 24 months | to the end of the calendar month
  {
    question_key: 'regs-medical-duration',
    reply: "under forty it's sixty calendar months and forty and older it's twelve calendar months",
    kind: 'wrong-value',
    expected: [true, false, true],
    note: 'For private privileges at 40 or older a third-class medical lasts 24 calendar months, not 12.',
  },
  {
    question_key: 'regs-medical-duration',
    reply:
      "if you're under forty it's good for sixty calendar months and if you're forty or older twenty four calendar months",
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'regs-medical-duration',
    reply: 'thirty six calendar months under forty and twenty four calendar months at forty or older',
    kind: 'wrong-value',
    expected: [false, true, true],
  },
  {
    question_key: 'regs-medical-duration',
    reply: "sixty calendar months if you're under forty",
    kind: 'partial',
    expected: [true, false, true],
  },
  {
    question_key: 'regs-medical-duration',
    reply:
      "uh i want to say sixty calendar months for under forty and um twenty four calendar months once you're forty or older",
    kind: 'hedge',
    expected: [true, true, true],
  },

  // regs-pilot-documents: pilot certificate | medical | photo ID
  {
    question_key: 'regs-pilot-documents',
    reply:
      'My private pilot certificate, my third-class medical, and a government photo ID like my passport.',
    kind: 'paraphrase',
    expected: [true, true, true],
  },
  {
    question_key: 'regs-pilot-documents',
    reply: "my pilot certificate and my medical but i don't need a photo id",
    kind: 'negation',
    expected: [true, true, false],
  },
  {
    question_key: 'regs-pilot-documents',
    reply: 'my pilot certificate my medical certificate and and a photo i d like my drivers license',
    kind: 'asr-slip',
    expected: [true, true, true],
  },

  // regs-cost-sharing: yes | pro rata share | fuel, oil, airport fees, rental | no compensation otherwise
  {
    question_key: 'regs-cost-sharing',
    reply:
      "yes i can share costs but i don't have to pay my share the passengers can cover the fuel oil airport fees and rental i just can't fly for hire",
    kind: 'negation',
    expected: [true, false, true, true],
  },
  {
    question_key: 'regs-cost-sharing',
    reply:
      "Yes, we can split it, with me paying at least my pro rata part; only fuel, oil, airport fees or the rental can be shared, and otherwise I can't be paid to fly.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'regs-cost-sharing',
    reply:
      "i believe so yes as long as i pay at least my pro rata share and it's only uh fuel oil airport fees and rental i think and i can't fly for compensation",
    kind: 'hedge',
    expected: [true, true, true, true],
  },

  // regs-alcohol: 8 hours | below 0.04 | not under the influence | no impairing drugs
  {
    question_key: 'regs-alcohol',
    reply:
      'twelve hours bottle to throttle blood alcohol below point zero four not under the influence and no drugs that impair you',
    kind: 'wrong-value',
    expected: [false, true, true, true],
    note: 'The regulation says 8 hours; 12 is a common company policy, not the rule.',
  },
  {
    question_key: 'regs-alcohol',
    reply: 'eight hours bottle to throttle and blood alcohol under point zero eight',
    kind: 'wrong-value',
    expected: [true, false, false, false],
  },
  {
    question_key: 'regs-alcohol',
    reply:
      'eight hours from the last drink less than zero decimal zero fower alcohol concentration not under the influence and no drugs that impair my faculties',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },
  {
    question_key: 'regs-alcohol',
    reply:
      'eight hours since the last drink an alcohol concentration under zero point zero four not under the influence and no medication that affects my faculties',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'regs-alcohol',
    reply:
      "eight hours from the last drink and below point zero four and medications don't matter as long as they're over the counter",
    kind: 'negation',
    expected: [true, true, false, false],
  },

  // regs-preflight-action: all available information | weather | fuel | alternatives | runway lengths and distances
  {
    question_key: 'regs-preflight-action',
    reply: 'all available information including weather reports and forecasts and fuel requirements',
    kind: 'partial',
    expected: [true, true, true, false, false],
  },
  {
    question_key: 'regs-preflight-action',
    reply:
      "Everything available about the flight: wx reports and forecasts, how much fuel I need, a plan B if I can't finish as planned, ATC delays, and runway lengths with my takeoff and landing distances.",
    kind: 'paraphrase',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'regs-preflight-action',
    reply:
      "all available information weather reports and fore casts fuel requirements alternatives if the flight can't be completed and runway lengths and take off and landing distances",
    kind: 'asr-slip',
    expected: [true, true, true, true, true],
  },
];
