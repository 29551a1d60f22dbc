import type { EvalCase } from '../eval.types';

/** Airspace classes, special use airspace and VFR weather minimums (ppl.airspace.*). */
export const cases: EvalCase[] = [
  // airspace-class-a: floor 18,000 MSL | up to FL600 | IFR only (rating + clearance) | transponder + ADS-B Out
  {
    question_key: 'airspace-class-a',
    reply:
      'class alpha starts at one eight thousand msl and goes up to flight level six zero zero you need an instrument rating and an ifr clearance and a mode c transponder with ads b out',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },
  {
    question_key: 'airspace-class-a',
    reply:
      'class a goes from fourteen thousand five hundred msl up to flight level six hundred you have to be ifr with an instrument rating and a clearance plus a mode c transponder and ads b out',
    kind: 'wrong-value',
    expected: [false, true, true, true],
    note: '14,500 MSL is the Class E floor, not the Class A floor.',
  },
  {
    question_key: 'airspace-class-a',
    reply: 'class a is from eighteen thousand msl up to flight level six hundred',
    kind: 'partial',
    expected: [true, true, false, false],
  },
  {
    question_key: 'airspace-class-a',
    reply:
      "it starts at eighteen thousand msl and goes up to flight level six hundred and you can fly vfr in it you don't need an instrument rating",
    kind: 'negation',
    expected: [true, true, false, false],
  },
  {
    question_key: 'airspace-class-a',
    reply:
      'eighteen thousand up to flight level four five zero ifr only so an instrument rating and a clearance and a transponder with altitude reporting and ads b out',
    kind: 'wrong-value',
    expected: [true, false, true, true],
    note: 'Class A goes up to FL600, not FL450.',
  },

  // airspace-class-b-entry: explicit clearance | two-way radio | Mode C + ADS-B Out | private certificate or endorsed student
  {
    question_key: 'airspace-class-b-entry',
    reply:
      "you don't need a clearance just two way radio contact a mode c transponder with ads b out and a private pilot certificate",
    kind: 'negation',
    expected: [false, true, true, true],
  },
  {
    question_key: 'airspace-class-b-entry',
    reply:
      'ATC has to actually say "cleared into the Class Bravo". I also need a working two-way radio, an altitude-encoding transponder plus ADS-B Out, and at least a private certificate unless I\'m a student with the endorsement.',
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'airspace-class-b-entry',
    reply:
      'i need a clearence into the class bravo a working radio a mode c transponder and a d s b out and at least a private pilot certificate',
    kind: 'asr-slip',
    expected: [true, true, true, true],
    note: '"clearence" and the spelled-out "a d s b" are recogniser output for clearance and ADS-B.',
  },
  {
    question_key: 'airspace-class-b-entry',
    reply: 'a clearance into the bravo and a transponder with altitude reporting and ads b out',
    kind: 'partial',
    expected: [true, false, true, false],
  },
  {
    question_key: 'airspace-class-b-entry',
    reply:
      "uh i'm pretty sure they have to say cleared into the class bravo um a radio that works i think mode c and ads b out and a private certificate or a student endorsement",
    kind: 'hedge',
    expected: [true, true, true, true],
  },

  // airspace-class-c-entry: establish two-way comms before entering | maintain inside | established only with call sign | Mode C + ADS-B Out
  {
    question_key: 'airspace-class-c-entry',
    reply:
      "i don't need to talk to anyone before entering class c as long as my transponder has mode c and ads b out",
    kind: 'negation',
    expected: [false, false, false, true],
  },
  {
    question_key: 'airspace-class-c-entry',
    reply:
      "Before going in I have to get two-way comms with approach, which only counts once they come back with my call sign. I stay in contact while I'm inside, and I need an altitude-reporting transponder and ADS-B Out.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'airspace-class-c-entry',
    reply:
      'establish two way radio communication with approach before entering and keep talking to them while inside',
    kind: 'partial',
    expected: [true, true, false, false],
  },

  // airspace-class-d: towered airport | surface to ~2,500 AGL | dashed blue line | establish comms with tower | maintain
  {
    question_key: 'airspace-class-d',
    reply:
      "it surrounds an airport with an operating control tower from the surface up to about four thousand feet above the airport it's a dashed blue line and you need two way radio contact with the tower before you enter and you keep it while inside",
    kind: 'wrong-value',
    expected: [true, false, true, true, true],
    note: '4,000 feet above the airport is the typical Class C ceiling; Class D is about 2,500.',
  },
  {
    question_key: 'airspace-class-d',
    reply:
      'around a towered field from the surface to twenty five hundred feet agl shown as a dashed blue line you establish two way communications with the tower before entering and maintain them while in it',
    kind: 'spoken-numbers',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'airspace-class-d',
    reply:
      'class d is around an airport with a working tower surface to twenty five hundred agl drawn with a solid magenta line and you establish two way comms with the tower before you go in',
    kind: 'partial',
    expected: [true, true, false, true, false],
    note: 'A solid magenta line is Class C; nothing about maintaining communication inside.',
  },

  // airspace-class-e-floors: 1,200 AGL | vignette 700 AGL | dashed magenta surface | 14,500 MSL to 18,000
  {
    question_key: 'airspace-class-e-floors',
    reply:
      "usually twelve hundred feet agl inside the magenta shading it starts at seven hundred agl a dashed magenta line means it starts at the surface and above fourteen thousand five hundred msl it's class e up to eighteen thousand",
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'airspace-class-e-floors',
    reply:
      'generally it begins at twelve hundred agl inside a magenta vignette it starts at five hundred feet a dashed magenta line means from the surface and everything from fourteen five up to eighteen thousand is class e',
    kind: 'wrong-value',
    expected: [true, false, true, true],
    note: 'The vignette floor is 700 AGL, not 500.',
  },
  {
    question_key: 'airspace-class-e-floors',
    reply:
      'twelve hundred agl normally seven hundred agl under the shaded magenta from the surface inside a dashed magenta line and from one four thousand fife hundred msl up to but not including flight level one eight zero',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },
  {
    question_key: 'airspace-class-e-floors',
    reply: 'it normally starts at seven hundred feet agl and the magenta shading lowers it to twelve hundred',
    kind: 'wrong-value',
    expected: [false, false, false, false],
    note: 'The two floors are swapped, so neither floor is conveyed.',
  },

  // airspace-mode-c-veil: 30 NM of Class B primary | surface to 10,000 MSL | Mode C | ADS-B Out
  {
    question_key: 'airspace-mode-c-veil',
    reply:
      "it's the area within twenty nautical miles of the class b primary airport from the surface to ten thousand msl and you need a mode c transponder and ads b out",
    kind: 'wrong-value',
    expected: [false, true, true, true],
    note: 'The veil is 30 NM, not 20.',
  },
  {
    question_key: 'airspace-mode-c-veil',
    reply:
      'thirty nautical miles around the primary airport of class bravo from the surface up to ten thousand msl you need an altitude reporting transponder and ads b out',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'airspace-mode-c-veil',
    reply: "it's a thirty mile ring around a bravo airport where you need a mode c transponder",
    kind: 'partial',
    expected: [true, false, true, false],
  },
  {
    question_key: 'airspace-mode-c-veil',
    reply:
      'thirty miles from the bravo primary airport from the surface up to one two thousand msl with mode c and ads b out',
    kind: 'wrong-value',
    expected: [true, false, true, true],
    note: 'The veil goes up to 10,000 MSL, not 12,000.',
  },
  {
    question_key: 'airspace-mode-c-veil',
    reply:
      'within three zero miles of the primary class bravo airport from the surface up to one zero thousand msl with a mode charlie transponder and ads b out',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },
  {
    question_key: 'airspace-mode-c-veil',
    reply:
      'within thirty nautical miles of the class b primary surface to ten thousand msl you need a mode c transponder but ads b out is not required there',
    kind: 'negation',
    expected: [true, true, true, false],
  },

  // airspace-speed-limits: 250 below 10,000 | 200 at/below 2,500 AGL within 4 NM of C/D | 200 under Class B / corridor
  {
    question_key: 'airspace-speed-limits',
    reply:
      'two hundred fifty knots indicated below ten thousand msl two hundred knots at or below two thousand five hundred agl within four nautical miles of the primary airport in class c or d and two hundred knots under a class b shelf or in a vfr corridor',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'airspace-speed-limits',
    reply:
      'two fifty below ten thousand two hundred within four miles of a class c or d primary airport at or below twenty five hundred agl and two thirty under the bravo shelf',
    kind: 'wrong-value',
    expected: [true, true, false],
    note: 'Beneath a Class B shelf the limit is 200 knots, not 230.',
  },
  {
    question_key: 'airspace-speed-limits',
    reply:
      'two hundred fifty knots below eighteen thousand feet two hundred knots within four miles of a charlie or delta primary at or below twenty five hundred agl and two hundred knots beneath class b',
    kind: 'wrong-value',
    expected: [false, true, true],
    note: 'The 250-knot limit applies below 10,000 MSL, not 18,000.',
  },
  {
    question_key: 'airspace-speed-limits',
    reply:
      "um i think it's two fifty below ten thousand feet and uh two hundred knots within four miles of a class c or d airport at or below twenty five hundred agl and i believe two hundred under the class b shelf",
    kind: 'hedge',
    expected: [true, true, true],
  },
  {
    question_key: 'airspace-speed-limits',
    reply: 'two hundred and fifty knots below ten thousand feet msl',
    kind: 'partial',
    expected: [true, false, false],
  },
  {
    question_key: 'airspace-speed-limits',
    reply:
      'two fifty below ten thousand and two hundred knots within ten miles of a class c or d airport below twenty five hundred agl and two hundred under class b',
    kind: 'wrong-value',
    expected: [true, false, true],
    note: 'The Class C/D limit applies within 4 NM of the primary airport, not 10.',
  },
];
