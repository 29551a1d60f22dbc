import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SimulationDebrief } from '@wilco/shared';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { DebriefView } from './debrief-view';

const debrief: SimulationDebrief = {
  sim_id: 7,
  tenant_sim_id: 3,
  script_id: 11,
  script_name: 'Taxi to two seven',
  simulation_type: 'chat',
  status: 'completed',
  score: 0.75,
  date_started: '2026-11-20T10:00:00Z',
  date_completed: '2026-11-20T10:05:00Z',
  deep_link: false,
  exchanges: [
    {
      order: 1,
      section: 'Readback',
      flag: 'Readback',
      response_type: 'readback',
      expected: 'Runway two seven, taxi via Alpha, hold short of Bravo, Cessna One Two Three.',
      caller: 'Cessna One Two Three, runway two seven, taxi via Alpha, hold short of Bravo.',
      outcome: 'correct',
      annotation: null,
      transmissions: [
        {
          heard: 'runway two seven taxi via alpha cessna one two three',
          verdict: 'accepted',
          elements: [],
          confidence: null,
          caller_reply: '',
          scored_variation: {
            input: 'Runway two seven, taxi via Alpha, Cessna One Two Three.',
            score: 0.5,
            note: 'the hold short was not read back',
          },
        },
      ],
    },
  ],
};

describe('DebriefView', () => {
  it('says when a transmission was accepted as a scored variation, with its part of the marks and why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/simulation/7' ? jsonResponse(debrief) : jsonResponse({ message: 'Not found' }, 404),
      ),
    );
    renderWithProviders(<DebriefView simId={7} />);
    expect(
      await screen.findByText(
        'Accepted as "Runway two seven, taxi via Alpha, Cessna One Two Three.": 50% of the marks for this turn (the hold short was not read back).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Score: 75%')).toBeInTheDocument();
  });
});
