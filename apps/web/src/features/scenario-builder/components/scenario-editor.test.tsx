import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptDraft } from '@wilco/shared';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ScenarioEditor } from './scenario-editor';

const C = 'Cessna One Two Three';
const turn = (order: number, section: string, input: string) => ({
  script_turn_id: order,
  order,
  input,
  output: '',
  section,
  flag: 'Normal',
  response_type: 'Normal',
  variations: [],
  output_variations: [],
  annotation: null,
  script_input_id: null,
  options: {},
});
const draft: ScriptDraft = {
  script_id: 7,
  tenant_script_id: 3,
  revision: 4,
  published_version: null,
  name: 'Taxi at Centerville',
  big_picture: '',
  outbound: true,
  practice: false,
  rubric_id: 2,
  status: 'draft',
  version: '1.0.0',
  script_type: 'chat',
  conversation_display_name: 'Centerville Ground',
  conversation_context: null,
  language: null,
  caller_profile: { sex: 'female', age: 'adult', emotion: 'calm', language_codes: ['en-US'] },
  selected_voice_profiles: [],
  voices: [],
  tags: [],
  bg_audio: null,
  scored_variations: [{ turn: 2, input: `Taxi via Alpha, ${C}.`, score: 0.5 }],
  deep_link: null,
  show_skipped: false,
  show_model_simulation: false,
  date_created: '2026-11-24T00:00:00.000Z',
  date_modified: '2026-11-24T00:00:00.000Z',
  script_turns: [
    turn(1, 'Initial call', `Centerville Ground, ${C}, ready to taxi.`),
    turn(2, 'Readback', `Runway two seven, taxi via Alpha, ${C}.`),
  ],
};
const STALE =
  'This scenario was changed by someone else since you opened it (you had revision 4, it is now at 5).';

function renderEditor() {
  const api = stubApi({
    'GET /script/draft/7': () => jsonResponse(draft),
    'POST /script/draft/check': () => jsonResponse({ issues: [] }),
    'PUT /script/draft/7': () => jsonResponse({ message: STALE, detail: { reason: 'stale_revision' } }, 409),
  });
  renderWithProviders(<ScenarioEditor scriptId={7} onBack={vi.fn()} renderTestPlay={() => null} />);
  return api;
}

describe('ScenarioEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks as the author types, reorders turns, and says so when someone else saved first', async () => {
    const user = userEvent.setup();
    const api = renderEditor();
    expect(await screen.findByRole('heading', { level: 2, name: 'Taxi at Centerville' })).toBeInTheDocument();
    expect(screen.getByText('Saved (revision 4)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    const first = within(screen.getByRole('listitem', { name: 'Turn 1' }));
    const input = first.getByRole('textbox', { name: 'The learner says' });
    await user.clear(input);
    // Typed where the check bites, pasted where it does not: each keystroke is a render in jsdom.
    await user.type(input, 'Runway nineteen');
    await user.paste(`, ${C}`);
    const checks = screen.getByRole('region', { name: 'Checks' });
    await waitFor(() =>
      expect(checks).toHaveTextContent('controllers say each digit ("one niner", not "nineteen")'),
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move turn 1 down' }));
    expect(within(screen.getByRole('listitem', { name: 'Turn 1' })).getByRole('heading')).toHaveTextContent(
      'Turn 1 · Readback',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${STALE} Reloading drops your unsaved changes.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    const [sent] = api.requests('PUT /script/draft/7') as {
      revision: number;
      script_turns: { section: string }[];
    }[];
    expect(sent?.revision).toBe(4);
    expect(sent?.script_turns.map((t) => t.section)).toEqual(['Readback', 'Initial call']);
  }, 120_000);

  it('edits each turn scored variations, checks the score, and saves them with their turn', async () => {
    const user = userEvent.setup();
    const api = renderEditor();
    const second = within(await screen.findByRole('listitem', { name: 'Turn 2' }));
    expect(second.getByRole('textbox', { name: 'Scored variation 1' })).toHaveValue(`Taxi via Alpha, ${C}.`);
    expect(second.getByRole('spinbutton', { name: 'Score of variation 1' })).toHaveValue(0.5);

    const first = within(screen.getByRole('listitem', { name: 'Turn 1' }));
    await user.click(first.getByRole('button', { name: 'Add scored variation' }));
    await user.click(first.getByRole('textbox', { name: 'Scored variation 1' }));
    await user.paste(`Ground, ${C}, taxi.`);
    const score = first.getByRole('spinbutton', { name: 'Score of variation 1' });
    expect(score).toHaveAttribute('step', '0.05');
    await user.clear(score);
    await user.type(score, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await first.findByText('A score is between 0 and 1')).toBeInTheDocument();
    expect(api.requests('PUT /script/draft/7')).toHaveLength(0);

    await user.clear(score);
    await user.type(score, '0.25');
    await user.click(first.getByRole('textbox', { name: 'Note on variation 1 (optional)' }));
    await user.paste('No ready');
    await user.click(second.getByRole('button', { name: 'Remove scored variation 1' }));
    await user.click(screen.getByRole('button', { name: 'Move turn 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The save runs after the form validates the whole scenario: slow on a loaded machine.
    await waitFor(() => expect(api.requests('PUT /script/draft/7')).toHaveLength(1), { timeout: 15_000 });
    const [sent] = api.requests('PUT /script/draft/7') as { scored_variations: unknown[] }[];
    expect(sent?.scored_variations).toEqual([
      { turn: 2, input: `Ground, ${C}, taxi.`, score: 0.25, note: 'No ready' },
    ]);
  }, 120_000);
});
