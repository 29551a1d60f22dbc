import type { SeedQuestion } from '../content.types';

/** Aeromedical factors: hypoxia, carbon monoxide, hyperventilation, spatial disorientation. */
export const aeromedicalQuestions: SeedQuestion[] = [
  {
    key: 'aeromed-hypoxia-types',
    question_name: 'ppl.emergencies.09',
    question: 'Name the four types of hypoxia and give a cause for each.',
    answer:
      'Hypoxic hypoxia: not enough oxygen available to the lungs, as at altitude. Hypemic hypoxia: the blood cannot carry enough oxygen, for example carbon monoxide poisoning, anemia or recent blood donation. Stagnant hypoxia: poor circulation, for example from high G-loads or cold. Histotoxic hypoxia: the cells cannot use the oxygen, for example because of alcohol or drugs.',
    subanswers: [
      { subanswer: 'Hypoxic: low oxygen pressure at altitude', points: 1 },
      { subanswer: 'Hypemic: blood cannot carry oxygen (CO, anemia, blood donation)', points: 1 },
      { subanswer: 'Stagnant: poor circulation (G-forces, cold)', points: 1 },
      { subanswer: 'Histotoxic: cells cannot use oxygen (alcohol, drugs)', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'Early symptoms include euphoria, headache, impaired judgment and slowed reactions; they differ from person to person.',
    ],
    examples: [
      {
        example:
          'Hypoxic, from altitude; hypemic, when the blood cannot carry oxygen, like carbon monoxide; stagnant, when blood is not flowing well, like pulling Gs; and histotoxic, when the cells cannot use it, like from alcohol.',
        reasoning: 'All four with correct causes.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Hypoxic, from altitude' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'hypemic, when the blood cannot carry oxygen, like carbon monoxide',
          },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'stagnant, when blood is not flowing well, like pulling Gs',
          },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'histotoxic, when the cells cannot use it, like from alcohol',
          },
        ],
      },
      {
        example: 'Hypoxic hypoxia from altitude, and hyperventilation.',
        reasoning:
          'Hyperventilation is a separate condition, not a type of hypoxia; three types are missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Hypoxic hypoxia from altitude' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 17 Aeromedical Factors',
  },
  {
    key: 'aeromed-carbon-monoxide',
    question_name: 'ppl.emergencies.10',
    question:
      'In cruise with the cabin heat on, you notice a headache and drowsiness. What could it be and what do you do?',
    answer:
      'Suspect carbon monoxide poisoning, since most light-airplane cabin heat comes from air warmed around the exhaust. Turn off the cabin heat, open the fresh-air vents or windows, use supplemental oxygen if it is available, and land as soon as practical and get medical attention.',
    subanswers: [
      { subanswer: 'Suspect carbon monoxide poisoning', points: 2 },
      { subanswer: 'Turn off the cabin heat', points: 1 },
      { subanswer: 'Open fresh-air vents or windows (oxygen if available)', points: 1 },
      { subanswer: 'Land as soon as practical and seek medical help', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'CO is colorless and odorless and binds to hemoglobin far more readily than oxygen; inexpensive CO detectors are available.',
    ],
    examples: [
      {
        example:
          'That sounds like carbon monoxide from an exhaust leak. I would shut off the cabin heat, open the fresh air vents, and land at the nearest airport to get checked out.',
        reasoning: 'Recognition and all actions.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'That sounds like carbon monoxide' },
          { subanswer_index: 1, label: true, evidence: 'shut off the cabin heat' },
          { subanswer_index: 2, label: true, evidence: 'open the fresh air vents' },
          { subanswer_index: 3, label: true, evidence: 'land at the nearest airport to get checked out' },
        ],
      },
      {
        example: 'Probably fatigue, so I would drink some water and continue.',
        reasoning: 'Misses a potentially fatal hazard.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'PHAK (FAA-H-8083-25), Ch. 17 Aeromedical Factors',
  },
  {
    key: 'aeromed-hyperventilation',
    question_name: 'ppl.emergencies.11',
    question: 'What is hyperventilation, how does it feel, and how do you treat it?',
    answer:
      'Breathing too fast or too deeply, often from stress or anxiety, which removes too much carbon dioxide from the blood. Symptoms include lightheadedness, dizziness, tingling, hot and cold sensations, visual problems and muscle spasms, and can lead to unconsciousness; they resemble hypoxia. Treat it by consciously slowing the breathing rate, talking aloud, or breathing into a paper bag.',
    subanswers: [
      { subanswer: 'Excessive breathing rate/depth causing loss of carbon dioxide', points: 2 },
      { subanswer: 'Symptoms: dizziness, tingling, visual problems (similar to hypoxia)', points: 1 },
      { subanswer: 'Treatment: slow the breathing, talk aloud, or breathe into a bag', points: 2 },
    ],
    point_threshold: 4,
    contexts: [
      'Because the symptoms resemble hypoxia, a pilot using oxygen should also check the oxygen equipment.',
    ],
    examples: [
      {
        example:
          'It is breathing too fast, usually from stress, so you blow off too much CO2. You feel dizzy and tingly, a lot like hypoxia. You fix it by slowing your breathing down or talking out loud.',
        reasoning: 'Cause, symptoms and treatment.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'breathing too fast, usually from stress, so you blow off too much CO2',
          },
          { subanswer_index: 1, label: true, evidence: 'You feel dizzy and tingly, a lot like hypoxia' },
          { subanswer_index: 2, label: true, evidence: 'slowing your breathing down or talking out loud' },
        ],
      },
      {
        example: 'It is not getting enough oxygen, so I would breathe faster.',
        reasoning: 'Describes hypoxia, and breathing faster makes hyperventilation worse.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 17 Aeromedical Factors',
  },
  {
    key: 'aeromed-spatial-disorientation',
    question_name: 'ppl.emergencies.12',
    question: 'What is spatial disorientation, and how do you prevent or recover from it?',
    answer:
      'When outside visual references are lost, the inner ear (vestibular system) gives false sensations of attitude and motion that conflict with reality. An example is "the leans": after a slow, unnoticed bank, leveling the wings feels like banking the other way. Prevent it by not flying into low visibility without instrument proficiency; recover by believing and flying by the flight instruments.',
    subanswers: [
      { subanswer: 'Inner-ear sensations conflict with reality when visual references are lost', points: 2 },
      { subanswer: 'Example illusion (the leans, graveyard spiral, Coriolis)', points: 1 },
      { subanswer: 'Trust and fly by the flight instruments', points: 2 },
      { subanswer: 'Avoid low visibility or clouds without instrument proficiency', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'A VFR pilot who enters clouds should make a gentle, standard-rate 180-degree turn on instruments and ask ATC for help.',
    ],
    examples: [
      {
        example:
          'It is when your inner ear tells you something different from what the airplane is really doing, usually when you lose the horizon, like the leans. You avoid it by staying out of the clouds unless you are instrument current, and if it happens you trust the instruments.',
        reasoning: 'Cause, an illusion, prevention and recovery.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'your inner ear tells you something different from what the airplane is really doing',
          },
          { subanswer_index: 1, label: true, evidence: 'like the leans' },
          { subanswer_index: 2, label: true, evidence: 'you trust the instruments' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'staying out of the clouds unless you are instrument current',
          },
        ],
      },
      {
        example: 'It is getting lost, and you fix it with GPS.',
        reasoning: 'Confuses disorientation in attitude with navigation.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 17 Aeromedical Factors',
  },
];
