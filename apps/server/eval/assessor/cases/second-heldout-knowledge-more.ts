import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** Former held-out knowledge answers, regulations continued, airspace and weather (see second-heldout-knowledge.ts). */
export const cases: EvalCase[] = [
  // regs-pilot-documents: pilot certificate | medical | photo ID
  c('regs-pilot-documents', 'my pilot certificate, my medical, and a photo id like a passport', 'correct', [
    true,
    true,
    true,
  ]),
  c(
    'regs-pilot-documents',
    'pilot certificate, medical certificate, photo ID, and my logbook if I am a student pilot on a solo cross country',
    'extra-item',
    [true, true, true],
  ),
  c(
    'regs-pilot-documents',
    'pilot certificate and government photo id, the medical is not needed',
    'negation',
    [true, false, true],
  ),
  c(
    'regs-pilot-documents',
    'pilot certificate, drivers license under basicmed, and a government issued photo id',
    'paraphrase',
    [true, true, true],
  ),

  // regs-aircraft-documents: airworthiness | registration | operating limitations | W&B | radio licence abroad
  c(
    'regs-aircraft-documents',
    'ARROW: airworthiness, registration, radio license for international flights, operating limitations, weight and balance',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-aircraft-documents',
    'airworthiness certificate, registration, POH, weight and balance, plus the radio station license only when flying internationally, and the compass deviation card is a placard too',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'regs-aircraft-documents',
    'registration, airworthiness certificate, weight and balance, and the maintenance logbooks',
    'partial',
    [true, true, false, true, false],
  ),
  c(
    'regs-aircraft-documents',
    'airworthiness and registration certificates, poh and weight and balance, the radio license is always required',
    'wrong-value',
    [true, true, true, true, false],
  ),

  // regs-cost-sharing: yes | pro rata share | fuel, oil, airport, rental | no compensation otherwise
  c(
    'regs-cost-sharing',
    'yes, pay at least your pro rata share, only fuel, oil, airport fees and rental costs, no hire otherwise',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-cost-sharing',
    'yes, you can split it evenly, the pilot pays at least an equal share of fuel oil airport fees and rental, never for compensation',
    'paraphrase',
    [true, true, true, true],
  ),
  c('regs-cost-sharing', 'no, a private pilot can never share costs', 'negation', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'regs-cost-sharing',
    'yes, the passengers can pay all of it as long as it is fuel and rental',
    'wrong-value',
    [true, false, false, false],
  ),

  // regs-right-of-way-converging: distress | balloon, glider, airship | towing | on the right
  c(
    'regs-right-of-way-converging',
    'distress has priority over everyone, then balloon, glider, airship, airplane, a towing aircraft over other powered aircraft, and same category the one on the right',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-right-of-way-converging',
    'if they are the same category the one on the left has right of way',
    'opposite',
    [false, false, false, false],
  ),
  c(
    'regs-right-of-way-converging',
    'an aircraft in distress first, glider before balloon before airship, and the one on your right has it',
    'wrong-value',
    [true, false, false, true],
  ),
  c(
    'regs-right-of-way-converging',
    'the less maneuverable one has it so balloons then gliders then airships then airplanes, and the one on the right if same category, and an aircraft in distress beats all of them, also a rotorcraft and airplane are equal',
    'extra-item',
    [true, true, false, true],
  ),

  // regs-right-of-way-head-on: both right | overtaken has it, pass right | landing | lower, no cutting in
  c(
    'regs-right-of-way-head-on',
    'head on both turn right, overtaken aircraft has right of way and you pass on the right, landing aircraft have priority, and the lower one has it but cannot cut in front',
    'correct',
    [true, true, true, true],
  ),
  c('regs-right-of-way-head-on', 'head on both turn left', 'opposite', [false, false, false, false]),
  c(
    'regs-right-of-way-head-on',
    'head on alter to the right, the overtaking aircraft has the right of way',
    'opposite',
    [true, false, false, false],
  ),
  c(
    'regs-right-of-way-head-on',
    'veer right head on; when overtaking pass on the right of the slower one which has right of way; aircraft on final go first; lower of two landing has priority but may not cut in',
    'paraphrase',
    [true, true, true, true],
  ),

  // regs-minimum-safe-altitudes: emergency landing | 1,000 above obstacle | 2,000 radius | 500 AGL | 500 from anything
  c(
    'regs-minimum-safe-altitudes',
    'anywhere high enough to land without undue hazard if the engine quits, 1,000 ft above the highest obstacle within 2,000 ft horizontally over congested areas, 500 ft AGL elsewhere, and over open water 500 ft from any person vessel vehicle or structure',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'over congested areas 500 feet above the highest obstacle within 2,000 feet, other places 1,000 feet',
    'wrong-value',
    [false, false, true, false, false],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'a thousand feet over the tallest obstacle within two thousand feet in a city and five hundred feet above the ground elsewhere',
    'spoken-numbers',
    [false, true, true, true, false],
  ),

  // regs-preflight-action: all available information | weather | fuel | alternatives | runway lengths, distances
  c(
    'regs-preflight-action',
    'all available information: weather, fuel, alternates, known delays, runway lengths and takeoff and landing distances',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-preflight-action',
    'NWKRAFT: notams, weather, known ATC delays, runway lengths, alternatives, fuel requirements, takeoff and landing performance',
    'extra-item',
    [false, true, true, true, true],
  ),
  c('regs-preflight-action', 'weather and fuel only', 'partial', [false, true, true, false, false]),

  // regs-vfr-day-equipment: ASI/altimeter/compass | engine gauges | fuel gauge | anticollision + ELT | belts, gear
  c(
    'regs-vfr-day-equipment',
    'A TOMATO FLAMES: airspeed, tachometer, oil pressure, manifold pressure, altimeter, temperature gauge, oil temp, fuel gauge, landing gear indicator, anticollision lights, magnetic compass, ELT, seat belts',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-vfr-day-equipment',
    'airspeed indicator, altimeter, compass, tach, oil pressure and temperature, fuel gauges, anti collision lights, ELT, seat belts, and a gear position light if retractable, plus flotation gear if over water for hire',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'regs-vfr-day-equipment',
    'airspeed, altimeter, attitude indicator and heading indicator',
    'wrong-value',
    [false, false, false, false, false],
  ),

  // airspace-class-a: 18,000 MSL | FL600 | IFR: rating and clearance | transponder and ADS-B
  c(
    'airspace-class-a',
    'from eighteen thousand msl up to flight level six hundred, ifr only with an instrument rating and a clearance, and mode c plus ads b out',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'airspace-class-a',
    'from 18,000 AGL to FL600, you need an IFR clearance and instrument rating',
    'opposite',
    [false, true, true, false],
  ),
  c(
    'airspace-class-a',
    'flight level one eight zero to flight level six zero zero, instrument rated pilot on an ifr clearance, transponder with altitude reporting and ads-b',
    'icao-digits',
    [true, true, true, true],
  ),
  c('airspace-class-a', 'it starts at fourteen thousand five hundred', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),

  // airspace-class-b-entry: clearance | two-way radio | Mode C and ADS-B | private or endorsed student
  c(
    'airspace-class-b-entry',
    'a clearance into the bravo, a working two way radio, mode c and ads-b out, and a private certificate or a student with an endorsement',
    'correct',
    [true, true, true, true],
  ),
  c(
    'airspace-class-b-entry',
    'you just need two way radio contact with approach and a mode c transponder',
    'partial',
    [false, true, false, false],
  ),
  c(
    'airspace-class-b-entry',
    'you do not need a clearance, just a radio, a mode c transponder and ads b out',
    'negation',
    [false, true, true, false],
  ),

  // airspace-class-c-entry: two-way before entering | maintain | call sign | Mode C and ADS-B
  c(
    'airspace-class-c-entry',
    'establish two way radio communication before entering and keep it while inside; it counts once the controller answers with your call sign; mode c and ads-b out',
    'correct',
    [true, true, true, true],
  ),
  c('airspace-class-c-entry', 'you need a clearance to enter class charlie', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'airspace-class-c-entry',
    'two way radio contact before you go in, and the controller has to say your tail number back',
    'paraphrase',
    [true, false, true, false],
  ),

  // airspace-class-d: towered airport | surface to 2,500 above | dashed blue | two-way before | maintain
  c(
    'airspace-class-d',
    'towered airport, surface to about two thousand five hundred feet above the field, dashed blue line, talk to the tower before you enter and stay in contact',
    'paraphrase',
    [true, true, true, true, true],
  ),
  c(
    'airspace-class-d',
    'surface to 2,500 feet MSL around a towered airport, shown with a solid magenta line',
    'opposite',
    [true, false, false, false, false],
  ),

  // airspace-class-e-floors: 1,200 AGL | vignette 700 | dashed magenta surface | 14,500 to 18,000
  c(
    'airspace-class-e-floors',
    'normally 1200 agl, 700 inside the magenta shading, surface where there is a dashed magenta line, and everything from 14,500 msl to 18,000',
    'correct',
    [true, true, true, true],
  ),
  c('airspace-class-e-floors', 'seven hundred feet agl inside the blue vignette', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'airspace-class-e-floors',
    'twelve hundred feet above ground usually, seven hundred under the faded magenta, and dashed magenta is class e to the surface',
    'spoken-numbers',
    [true, true, true, false],
  ),

  // airspace-mode-c-veil: 30 NM | surface to 10,000 MSL | Mode C | ADS-B
  c(
    'airspace-mode-c-veil',
    'thirty nautical miles around the class bravo primary airport, surface to ten thousand msl, you need a mode c transponder and ads-b out',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c('airspace-mode-c-veil', 'within 20 miles of a class b airport up to 10,000, mode c', 'wrong-value', [
    false,
    true,
    true,
    false,
  ]),
  c(
    'airspace-mode-c-veil',
    'within 30 NM of the primary class C airport, surface to 10,000, mode C and ADS-B',
    'wrong-letter',
    [false, true, true, true],
  ),

  // airspace-speed-limits: 250 below 10,000 | 200 near C/D | 200 under B or in a corridor
  c(
    'airspace-speed-limits',
    '250 knots below 10,000 feet, 200 knots within 4 nautical miles of a class C or D airport at or below 2,500 feet above the surface, and 200 knots under the class B shelf or in a VFR corridor',
    'correct',
    [true, true, true],
  ),
  c('airspace-speed-limits', '250 knots indicated above 10,000 feet msl', 'opposite', [false, false, false]),
  c(
    'airspace-speed-limits',
    'two fifty below ten thousand, two hundred near class c and d airports within four miles under twenty five hundred feet agl, two hundred under the bravo shelf',
    'spoken-numbers',
    [true, true, true],
  ),
  c('airspace-speed-limits', '250 below 10,000, 230 under class B', 'wrong-value', [true, false, false]),

  // airspace-special-use: prohibited no | restricted permission | MOA allowed with caution
  c(
    'airspace-special-use',
    'prohibited areas you can never enter, restricted areas need permission from the controlling agency when active, MOAs you can fly through VFR but check the status and be careful',
    'correct',
    [true, true, true],
  ),
  c(
    'airspace-special-use',
    'prohibited you can enter with permission, restricted you can never enter, MOA VFR allowed with caution',
    'wrong-value',
    [false, false, true],
  ),
];
