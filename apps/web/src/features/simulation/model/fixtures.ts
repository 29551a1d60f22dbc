import type { CallStart, ScenarioQueueItem } from '@wilco/shared';

export function queueItem(id: number, overrides: Partial<ScenarioQueueItem> = {}): ScenarioQueueItem {
  return {
    script_queue_id: id,
    script_id: 100 + id,
    tenant_script_id: 10 + id,
    script_name: `Scenario ${id}`,
    playlist_order: id,
    queue_display: 'SCENARIO_ID',
    conversation_context: `Context ${id}`,
    script_type: 'chat',
    ...overrides,
  };
}

export function callStart(overrides: Partial<CallStart> = {}): CallStart {
  return {
    sim_id: 7,
    tenant_sim_id: 3,
    tenant_script_id: 11,
    queue_display: 'SCENARIO_ID',
    script_name: 'Ground taxi',
    scenario_name: 'Scenario 1',
    voice: { display_name: 'Tower (Amy)' },
    audios: {
      bg_audio: { url: '/media/bg.mp3', volume: 0.4, volume_locked: false },
      answer_audio: null,
      hangup_audio: null,
    },
    questions: [],
    script_id: 101,
    script_queue_id: 1,
    simulation_type: 'chat',
    outbound: false,
    conversation_display_name: 'Ground',
    conversation_context: 'Context 1',
    time_limit_seconds: 600,
    ...overrides,
  };
}
