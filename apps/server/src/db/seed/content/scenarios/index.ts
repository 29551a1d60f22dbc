import type { ScriptDraftBody, ScriptTurnInput } from '@wilco/shared';
import { emergency } from './emergency';
import { classC, flightFollowing, frequencyChange } from './radar';
import { groundTaxi, ifrClearance, takeoff } from './surface';
import { goAround, lostCommsReceiver, pattern } from './tower';
import type { SeedQueueEntry, SeedScenario, SeedTurn } from './types';

export type { SeedQueueEntry, SeedScenario, SeedTurn } from './types';

/**
 * The seeded radio scenarios of tenant 1 (docs/product/scenario-content.md), written from AIM
 * chapter 4 and FAA phraseology; docs/product/scenario-content.md lists what each one teaches.
 * The order is the per-tenant numbering (tenant_script_id).
 */
export const SEED_SCENARIOS: SeedScenario[] = [
  groundTaxi,
  takeoff,
  pattern,
  flightFollowing,
  classC,
  frequencyChange,
  goAround,
  emergency,
  ifrClearance,
  lostCommsReceiver,
];

/** The multi-chat group of the seeded queue: two chat calls played side by side. */
export const SEED_GROUP_KEY = 'radar_handoffs';

/**
 * The seeded queue: a short voice call first, a chat call early, then the multi-chat group
 * (entries sharing a group_key become one group entry), then the rest.
 */
export const SEED_QUEUE: SeedQueueEntry[] = [
  { key: 'ground-taxi', group_key: null },
  { key: 'takeoff', group_key: null },
  { key: 'class-c', group_key: SEED_GROUP_KEY },
  { key: 'frequency-change', group_key: SEED_GROUP_KEY },
  { key: 'pattern', group_key: null },
  { key: 'flight-following', group_key: null },
  { key: 'go-around', group_key: null },
  { key: 'emergency', group_key: null },
  { key: 'ifr-clearance', group_key: null },
  { key: 'lost-comms-receiver', group_key: null },
];

const toTurnInput = (t: SeedTurn): Partial<ScriptTurnInput> => ({
  input: t.input,
  output: t.output,
  section: t.section,
  flag: t.flag ?? 'Normal',
  response_type: t.response_type ?? 'Normal',
  variations: t.variations,
  output_variations: t.output_variations,
  annotation: t.annotation,
});

/** A seeded scenario as the author-facing draft body: published and outbound. */
export function toDraftBody(s: SeedScenario): ScriptDraftBody {
  return {
    name: s.name,
    big_picture: s.big_picture,
    outbound: true,
    status: 'published',
    script_type: s.script_type,
    conversation_display_name: s.conversation_display_name,
    conversation_context: s.conversation_context,
    caller_profile: s.caller_profile,
    tags: s.tags,
    deep_link: s.deep_link,
    script_turns: s.turns.map(toTurnInput),
  };
}
