import type { SeedCourse, SeedQuestion } from './content.types';
import { aeromedicalQuestions } from './questions/aeromedical';
import { airspaceQuestions } from './questions/airspace';
import { airspaceSpecialUseQuestions } from './questions/airspace-special-use';
import { airspaceVfrMinimumsQuestions } from './questions/airspace-vfr-minimums';
import { emergenciesQuestions } from './questions/emergencies';
import { performanceQuestions } from './questions/performance';
import { performanceLimitationsQuestions } from './questions/performance-limitations';
import { radioAtcQuestions } from './questions/radio-atc';
import { radioReadbackQuestions } from './questions/radio-readbacks';
import { radioReadbackGroundQuestions } from './questions/radio-readbacks-ground';
import { regulationsQuestions } from './questions/regulations';
import { regulationsOperationsQuestions } from './questions/regulations-operations';
import { weatherQuestions } from './questions/weather';
import { weatherReportsQuestions } from './questions/weather-reports';

/** Every question of a file, in file order: course quizzes cover their whole area. */
const keysOf = (questions: SeedQuestion[]): string[] => questions.map((q) => q.key);

const DPE = 'You are a designated pilot examiner conducting the oral portion of a private pilot checkride';

const privatePilotKnowledge: SeedCourse = {
  name: 'Private Pilot Knowledge',
  description:
    'What a private pilot applicant should be able to explain on the FAA knowledge test and the checkride oral, organized by subject. An examiner asks each question aloud and grades the spoken answer.',
  kind: 'course',
  areas: [
    {
      name: 'Airspace',
      description:
        'Airspace classes and their entry requirements, speed limits, special use airspace and VFR weather minimums.',
      quizzes: [
        {
          name: 'Airspace Classes & Entry Requirements',
          context: `${DPE}, asking about airspace classes on a sectional chart.`,
          roles: [],
          questionKeys: keysOf([...airspaceQuestions, ...airspaceSpecialUseQuestions]),
        },
        {
          name: 'VFR Weather Minimums by Airspace',
          context: `${DPE}, checking that the applicant knows the basic VFR weather minimums cold.`,
          roles: [],
          questionKeys: keysOf(airspaceVfrMinimumsQuestions),
        },
      ],
    },
    {
      name: 'Weather',
      description: 'How weather forms, what it does to an airplane, and how to read reports and forecasts.',
      quizzes: [
        {
          name: 'Weather Theory',
          context: `${DPE}, discussing weather hazards while reviewing the applicant's go/no-go decision.`,
          roles: [],
          questionKeys: keysOf(weatherQuestions),
        },
        {
          name: 'Weather Reports & Forecasts',
          context: `${DPE}, going through the weather briefing the applicant printed for the cross-country.`,
          roles: [],
          questionKeys: keysOf(weatherReportsQuestions),
        },
      ],
    },
    {
      name: 'Regulations',
      description:
        'Pilot privileges, currency and medical rules from Part 61, and operating, equipment and inspection rules from Part 91.',
      quizzes: [
        {
          name: 'Pilot Certificates, Currency & Preflight',
          context: `${DPE}, reviewing the applicant's privileges, limitations and preflight duties.`,
          roles: [],
          questionKeys: keysOf(regulationsQuestions),
        },
        {
          name: 'Operating Rules, Documents & Inspections',
          context: `${DPE}, checking whether the airplane and the planned flight are legal.`,
          roles: [],
          questionKeys: keysOf(regulationsOperationsQuestions),
        },
      ],
    },
    {
      name: 'Performance & Limitations',
      description:
        'Density altitude, weight and balance, V-speeds, load factor and the aerodynamics behind them.',
      quizzes: [
        {
          name: 'Density Altitude, Weight & Balance',
          context: `${DPE}, reviewing the applicant's performance and weight and balance calculations.`,
          roles: [],
          questionKeys: keysOf(performanceQuestions),
        },
        {
          name: 'Aerodynamics & Airspeed Limitations',
          context: `${DPE}, exploring the aerodynamics behind the airplane's limitations.`,
          roles: [],
          questionKeys: keysOf(performanceLimitationsQuestions),
        },
      ],
    },
    {
      name: 'Radio Communications & ATC Phraseology',
      description:
        'Standard phraseology, contact procedures and correct readbacks of ATC clearances and instructions.',
      quizzes: [
        {
          name: 'Radio Phraseology & Procedures',
          context: `${DPE}, testing the applicant's radio technique and knowledge of ATC procedures.`,
          roles: [],
          questionKeys: keysOf(radioAtcQuestions),
        },
        {
          name: 'Clearances & Readbacks',
          context:
            'You are an air traffic controller issuing clearances and instructions, and the pilot must read each one back correctly.',
          roles: [],
          questionKeys: [...keysOf(radioReadbackQuestions), ...keysOf(radioReadbackGroundQuestions)],
        },
      ],
    },
    {
      name: 'Emergencies & Aeromedical Factors',
      description:
        'Emergency and lost-communication procedures, light gun signals, and the physiology of flight.',
      quizzes: [
        {
          name: 'Emergency Procedures & Lost Communications',
          context: `${DPE}, presenting in-flight emergency scenarios.`,
          roles: [],
          questionKeys: keysOf(emergenciesQuestions),
        },
        {
          name: 'Aeromedical Factors',
          context: `${DPE}, asking how the applicant would recognize and handle physiological hazards.`,
          roles: [],
          questionKeys: keysOf(aeromedicalQuestions),
        },
      ],
    },
  ],
};

const featuredQuizzes: SeedCourse = {
  name: 'Featured Quizzes',
  description:
    'Short, mixed quizzes for a quick warm-up before a lesson, a checkride or a flight into busy airspace.',
  kind: 'featured',
  areas: [
    {
      name: 'Checkride Prep',
      description: 'Mixed questions that examiners commonly ask on the private pilot oral.',
      quizzes: [
        {
          name: 'Checkride Oral Warm-up',
          context: `${DPE}, opening with a broad warm-up across all subjects.`,
          roles: [],
          questionKeys: [
            'regs-pilot-documents',
            'regs-aircraft-documents',
            'regs-passenger-currency-day',
            'regs-flight-review',
            'regs-preflight-action',
            'airspace-class-b-entry',
            'vfr-min-class-c-d-e',
            'weather-metar-decode',
            'perf-density-altitude-effects',
            'perf-left-turning-tendencies',
            'emergency-engine-failure',
          ],
        },
        {
          name: 'VFR Weather Minimums',
          context: `${DPE}, drilling the VFR weather minimums and the rules for low ceilings near an airport.`,
          roles: [],
          questionKeys: [
            'vfr-min-class-b',
            'vfr-min-class-c-d-e',
            'vfr-min-class-e-high',
            'vfr-min-class-g-day-low',
            'vfr-min-class-g-night-low',
            'vfr-min-class-g-day-high',
            'vfr-surface-area-ceiling',
            'vfr-special-vfr',
            'weather-ceiling-definition',
          ],
        },
        {
          name: 'Regulations Rapid Fire',
          context: `${DPE}, firing quick regulation questions to check the applicant's recall of the numbers.`,
          roles: ['Admin', 'Author', 'Learner'],
          questionKeys: [
            'regs-alcohol',
            'regs-vfr-fuel',
            'regs-supplemental-oxygen',
            'regs-medical-duration',
            'regs-passenger-currency-night',
            'regs-minimum-safe-altitudes',
            'regs-right-of-way-converging',
            'regs-inspections',
            'airspace-speed-limits',
            'emergency-pic-authority',
          ],
        },
      ],
    },
    {
      name: 'Radio Work',
      description: 'Practice talking to ATC: phraseology, readbacks and emergency calls.',
      quizzes: [
        {
          name: 'ATC Readbacks',
          context:
            'You are an air traffic controller at a busy airport issuing clearances and instructions, and the pilot must read each one back correctly.',
          roles: [],
          questionKeys: [
            'readback-climb-heading',
            'readback-taxi-hold-short',
            'readback-frequency-change',
            'readback-vfr-departure',
            'readback-descent-altimeter',
            'readback-takeoff-clearance',
            'readback-class-b-clearance',
            'readback-pattern-entry',
            'readback-line-up-and-wait',
            'readback-runway-crossing',
          ],
        },
        {
          name: 'Radio Phraseology Drill',
          context:
            'You are a flight instructor coaching a student pilot on radio phraseology before a flight into controlled airspace.',
          roles: [],
          questionKeys: [
            'radio-number-pronunciation',
            'radio-altitude-phrasing',
            'radio-abbreviated-callsign',
            'radio-roger-wilco',
            'radio-initial-contact',
            'radio-atis',
            'radio-two-way-comms-established',
            'emergency-squawk-codes',
            'emergency-distress-urgency',
            'emergency-light-gun-airborne',
          ],
        },
      ],
    },
  ],
};

/** Seeded in this order; the first 'course' becomes the tenant's primary course. */
export const seedCourses: SeedCourse[] = [privatePilotKnowledge, featuredQuizzes];
