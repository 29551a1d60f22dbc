import type { EvalCase } from '../eval.types';

/** Regulations cases, continued (split in two to keep files small). */
export const cases: EvalCase[] = [
  // regs-vfr-fuel: to first point of intended landing | +30 min day | +45 min night
  {
    question_key: 'regs-vfr-fuel',
    reply:
      'enough to reach my first point of intended landing plus thirty minutes by day and thirty minutes at night too',
    kind: 'wrong-value',
    expected: [true, true, false],
  },
  {
    question_key: 'regs-vfr-fuel',
    reply: 'to the first point of intended landing plus twenty minutes in the day and forty five at night',
    kind: 'wrong-value',
    expected: [true, false, true],
  },
  {
    question_key: 'regs-vfr-fuel',
    reply:
      'fuel to fly to the first point of intended landing and then thirty minutes at normal cruise in the day or forty five minutes at night',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'regs-vfr-fuel',
    reply:
      "um i'd say enough to get to where i'm landing first plus i think thirty minutes during the day and forty five minutes at night",
    kind: 'hedge',
    expected: [true, true, true],
  },
  {
    question_key: 'regs-vfr-fuel',
    reply: 'first point of intended landing plus forty five minutes by day and an hour at night',
    kind: 'wrong-value',
    expected: [true, false, false],
  },

  // regs-right-of-way-converging: distress | balloon, glider, airship, airplane | towing | same category: on the right
  {
    question_key: 'regs-right-of-way-converging',
    reply:
      "an aircraft in distress goes first then balloons gliders airships and then airplanes and if we're the same category the one on the left has the right of way",
    kind: 'partial',
    expected: [true, true, false, false],
    note: 'Between aircraft of the same category the one on the right has the right-of-way.',
  },
  {
    question_key: 'regs-right-of-way-converging',
    reply:
      "Whoever's in distress always wins. Otherwise the least maneuverable has priority: balloon, glider, airship, then airplanes and helicopters. A plane towing a glider beats other powered aircraft. Same type: the one to my right has it.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'regs-right-of-way-converging',
    reply:
      'aircraft in distress first then balloon glider air ship then airplanes and rotor craft towing has right of way over other engine driven aircraft and same category the one on the right',
    kind: 'asr-slip',
    expected: [true, true, true, true],
  },

  // regs-right-of-way-head-on: head-on both right | overtaken has it, pass right | landing has it | lower aircraft
  {
    question_key: 'regs-right-of-way-head-on',
    reply:
      'head on both alter course to the right when overtaking the aircraft being overtaken does not have the right of way and landing aircraft have priority',
    kind: 'negation',
    expected: [true, false, true, false],
  },
  {
    question_key: 'regs-right-of-way-head-on',
    reply:
      'head on you both turn right and the one being overtaken has the right of way you pass it on the right',
    kind: 'partial',
    expected: [true, true, false, false],
  },

  // regs-minimum-safe-altitudes: emergency landing | congested 1,000 above obstacle | 2,000 ft radius | 500 AGL | 500 ft from persons
  {
    question_key: 'regs-minimum-safe-altitudes',
    reply:
      'anywhere high enough to make an emergency landing without undue hazard over congested areas one thousand feet above the highest obstacle within a horizontal radius of four thousand feet elsewhere five hundred feet above the surface and over sparse areas five hundred feet from any person vessel vehicle or structure',
    kind: 'wrong-value',
    expected: [true, true, false, true, true],
    note: 'The radius is 2,000 feet, not 4,000.',
  },
  {
    question_key: 'regs-minimum-safe-altitudes',
    reply:
      'over a congested area two thousand feet above the highest obstacle within a radius of one thousand feet and five hundred feet above the surface elsewhere',
    kind: 'wrong-value',
    expected: [false, false, false, true, false],
    note: 'Height and radius are swapped: 1,000 feet above within 2,000 feet.',
  },
  {
    question_key: 'regs-minimum-safe-altitudes',
    reply:
      'anywhere an altitude allowing an emergency landing without undue hazard to people or property congested areas one thousand feet above the highest obstacle within two thousand feet horizontally other areas five hundred feet above the surface and over open water five hundred feet from any person vessel vehicle or structure',
    kind: 'spoken-numbers',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'regs-minimum-safe-altitudes',
    reply:
      'one thousand feet above the highest obstacle within two thousand feet over congested areas fife hundred feet agl elsewhere and fife hundred feet from any person vessel vehicle or structure over open water',
    kind: 'icao-digits',
    expected: [false, true, true, true, true],
  },

  // regs-supplemental-oxygen: 12,500-14,000 crew after 30 min | above 14,000 crew always | above 15,000 all occupants
  {
    question_key: 'regs-supplemental-oxygen',
    reply:
      'above one two thousand five hundred msl up to one four thousand the required crew after three zero minutes above one four thousand the crew at all times and above one five thousand every occupant must be provided oxygen',
    kind: 'icao-digits',
    expected: [true, true, true],
  },
  {
    question_key: 'regs-supplemental-oxygen',
    reply:
      'above twelve thousand five hundred up to fourteen thousand the crew after an hour above fourteen thousand the crew all the time and above fifteen thousand passengers must be provided oxygen too',
    kind: 'wrong-value',
    expected: [false, true, true],
    note: 'Between 12,500 and 14,000 the crew needs oxygen after 30 minutes, not an hour.',
  },
  {
    question_key: 'regs-supplemental-oxygen',
    reply:
      'above twelve five the crew after thirty minutes above fourteen the crew at all times and above eighteen thousand everyone gets oxygen',
    kind: 'wrong-value',
    expected: [true, true, false],
  },
  {
    question_key: 'regs-supplemental-oxygen',
    reply:
      'over twelve thousand five hundred feet up to fourteen thousand the required crew must use it after thirty minutes over fourteen thousand the crew uses it continuously and over fifteen thousand each occupant has to be provided with oxygen',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'regs-supplemental-oxygen',
    reply:
      'hmm i think above twelve thousand five hundred the crew needs it after thirty minutes and above fourteen thousand the crew all the time and probably above fifteen thousand everybody has to be given oxygen',
    kind: 'hedge',
    expected: [true, true, true],
  },

  // regs-aircraft-documents: airworthiness | registration | operating limitations | weight and balance | radio license only international
  {
    question_key: 'regs-aircraft-documents',
    reply:
      'The airworthiness certificate, the registration, the POH with its operating limitations, and the weight and balance. A radio station license only if I fly to another country.',
    kind: 'paraphrase',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'regs-aircraft-documents',
    reply: 'airworthiness certificate registration and weight and balance',
    kind: 'partial',
    expected: [true, true, false, true, false],
  },
  {
    question_key: 'regs-aircraft-documents',
    reply:
      "airworthiness and registration certificates the poh and the weight and balance and the radio station license isn't just for international flights you always need it",
    kind: 'negation',
    expected: [true, true, true, true, false],
  },

  // regs-vfr-day-equipment: ASI, altimeter, compass | engine instruments | fuel gauges | anticollision + ELT | seat belts + gear indicator
  {
    question_key: 'regs-vfr-day-equipment',
    reply:
      'a tomato flames airspeed indicator tachometer oil pressure manifold pressure altimeter temperature gauge oil temperature fuel gauge landing gear position indicator anti collision lights magnetic compass e l t and seatbelts',
    kind: 'asr-slip',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'regs-vfr-day-equipment',
    reply: 'airspeed indicator altimeter compass tachometer oil pressure oil temperature and fuel gauges',
    kind: 'partial',
    expected: [true, true, true, false, false],
  },

  // regs-inspections: annual 12 months | 100-hour for hire | 10 hours overfly | transponder 24 months
  {
    question_key: 'regs-inspections',
    reply:
      'an annual every twelve calendar months and a hundred hour if it carries people for hire or is provided for flight instruction for hire you can go over by up to fifteen hours to get to an inspection and the transponder every twenty four calendar months',
    kind: 'wrong-value',
    expected: [true, true, false, true],
    note: 'The 100-hour limit may be exceeded by up to 10 hours, not 15.',
  },
  {
    question_key: 'regs-inspections',
    reply:
      'annual every twelve calendar months a hundred hour if it carries people for hire or the instructor provides it for instruction for hire you can overfly by ten hours to get to the inspection and the transponder every twelve calendar months',
    kind: 'wrong-value',
    expected: [true, true, true, false],
    note: 'The transponder check is every 24 calendar months.',
  },
  {
    question_key: 'regs-inspections',
    reply:
      'annual inspection within the preceding twelve calendar months a one hundred hour inspection if it carries people for hire or is provided by the instructor for flight instruction for hire up to ten hours over only to reach a place for the inspection and the transponder within twenty four calendar months',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'regs-inspections',
    reply:
      "an annual every twelve calendar months and a hundred hour isn't required when the flight school provides the airplane for lessons",
    kind: 'negation',
    expected: [true, false, false, false],
  },
  {
    question_key: 'regs-inspections',
    reply: 'sorry can you say the question again',
    kind: 'off-topic',
    expected: [false, false, false, false],
  },
];
