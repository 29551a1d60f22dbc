import type { CallerProfile } from '@wilco/shared';

/**
 * One turn of a seeded radio scenario (docs/product/scenario-content.md). In these outbound calls the
 * learner is the pilot: `input` is what the pilot must transmit and `variations` are accepted
 * alternatives carrying exactly the same values; `output` is the other station's answer and
 * `output_variations` are other phrasings of it. An output variation that starts with
 * "<callsign>, negative," is the correction the controller gives when this turn's transmission
 * carries a wrong value (see docs/product/scenario-content.md).
 */
export type SeedTurn = {
  section: string;
  input: string;
  variations: string[];
  output: string;
  output_variations: string[];
  annotation: string;
  flag?: 'Normal' | 'Greeting';
  response_type?: 'Normal';
};

/** A seeded scenario (docs/product/scenario-content.md); published and outbound when inserted. */
export type SeedScenario = {
  key: string;
  name: string;
  script_type: 'voice' | 'chat';
  conversation_display_name: string;
  big_picture: string;
  conversation_context: string;
  tags: string[];
  caller_profile: CallerProfile;
  deep_link: string | null;
  turns: SeedTurn[];
};

export type SeedQueueEntry = { key: string; group_key: string | null };

/** The callsigns of the seeded scenarios, spoken as AIM 4-2-4 and 4-2-8 describe. */
export const CESSNA = 'Cessna One Two Three Four Five';
export const SKYHAWK = 'Skyhawk Six Seven Eight Alpha Bravo';
export const NOVEMBER = 'November Four Two Seven Juliet';
export const CHEROKEE = 'Cherokee Niner Eight Seven Six Papa';

export const controller = (
  sex: CallerProfile['sex'],
  language: CallerProfile['language_codes'][number],
  emotion: CallerProfile['emotion'] = 'calm',
): CallerProfile => ({ sex, age: 'adult', emotion, language_codes: [language] });
