import { describe, expect, it } from 'vitest';
import { dashboardQuestions, modelTransmissions } from './dashboard-questions';

const q = (resp_type: string, flag: string, input = '') => ({ resp_type, flag, input });

describe('dashboard questions', () => {
  it('leaves out greetings (by response type or flag) and Custom-flagged turns, keeping turn numbers', () => {
    const listed = dashboardQuestions([
      q('Greeting', 'Normal'),
      q('Normal', 'Normal'),
      q('Normal', 'custom'),
      q('Normal', 'Greeting'),
      q('Acknowledge', 'Normal'),
    ]);
    expect(listed.map((l) => [l.turn, l.resp_type])).toEqual([
      [2, 'Normal'],
      [5, 'Acknowledge'],
    ]);
  });

  it('lists model transmissions only where the server sent one', () => {
    expect(modelTransmissions([q('Normal', 'Normal', 'Wilco'), q('Normal', 'Normal', ' ')])).toEqual([
      { resp_type: 'Normal', flag: 'Normal', input: 'Wilco', turn: 1 },
    ]);
    expect(modelTransmissions([q('Normal', 'Normal')])).toEqual([]);
  });
});
