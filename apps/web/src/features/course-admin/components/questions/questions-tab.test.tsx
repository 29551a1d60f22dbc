import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question, QuestionUpsertBody } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser, seedCurrentUser, stubApi } from '../../../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../../test/render';
import { useNotificationStore } from '../../../../lib/notifications';
import { makeQuestion } from '../../test/admin-fixtures';
import { fill } from '../../test/fill';
import { QuestionsTab } from './questions-tab';

const bank = [
  makeQuestion({ question_id: 4, question_name: 'ppl.airspace.04' }),
  makeQuestion({ question_id: 9, question_name: 'ppl.regs.09', question: 'How long is a medical valid?' }),
  makeQuestion({ question_id: 6, question_name: 'ppl.atc.06' }),
];

function renderTab() {
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, makeCurrentUser({ roles: ['Admin'], tenant_id: 3 }));
  return renderWithProviders(<QuestionsTab />, { queryClient });
}

const ids = () =>
  within(screen.getByRole('table', { name: 'Questions' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** What the server does with a body: a question with ids for new subanswers. */
const saved = (body: QuestionUpsertBody, question_id: number): Question =>
  makeQuestion({
    ...body,
    question_id,
    subanswers: body.subanswers.map((s, i) => ({
      subanswer_id: s.subanswer_id ?? question_id * 100 + i,
      subanswer: s.subanswer,
      normalized_subanswer: s.normalized_subanswer ?? '',
      points: s.points,
    })),
    examples: [],
  });

describe('QuestionsTab', { timeout: 30_000 }, () => {
  it('lists newest ids first, sorts by a column and searches', async () => {
    stubApi({ 'GET /question': () => jsonResponse(bank) });
    renderTab();
    expect(await screen.findByText('Successfully obtained all questions.')).toBeInTheDocument();
    expect(ids()).toEqual(['9', '6', '4']);
    const idHeader = screen.getByRole('columnheader', { name: 'ID' });
    expect(idHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(idHeader).getByRole('button', { name: 'ID' }));
    expect(ids()).toEqual(['4', '6', '9']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(ids()).toEqual(['4', '6', '9']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await fill(screen.getByRole('searchbox', { name: 'Search questions' }), 'medical');
    expect(ids()).toEqual(['9']);
    expect(screen.getByText('1 question')).toBeInTheDocument();
  });

  it('creates a question, then edits it, with normalised subanswers and a checked threshold', async () => {
    const api = stubApi({
      'GET /question': () => jsonResponse(bank),
      'POST /question': (init) =>
        jsonResponse(saved(JSON.parse(String(init?.body)) as QuestionUpsertBody, 12)),
      'PUT /question/12': (init) =>
        jsonResponse(saved(JSON.parse(String(init?.body)) as QuestionUpsertBody, 12)),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'New Question' }));
    let card = within(await screen.findByRole('dialog', { name: 'New Question' }));
    await fill(card.getByRole('textbox', { name: 'Question name' }), 'ppl.new.12');
    await fill(card.getByRole('textbox', { name: 'Question' }), 'Read back the clearance.');
    await fill(card.getByRole('textbox', { name: 'Answer' }), 'Cleared for takeoff.');
    await fill(card.getByRole('textbox', { name: 'Subanswer 1' }), 'Cleared, for TAKEOFF!');
    const threshold = card.getByRole('spinbutton', { name: 'Point threshold' });
    await fill(threshold, '3');
    await userEvent.click(card.getByRole('button', { name: 'Create Question' }));
    expect(card.getByText('point_threshold (3) is above the points available (1)')).toBeInTheDocument();
    expect(api.requests('POST /question')).toEqual([]);

    await fill(threshold, '1');
    await userEvent.click(card.getByRole('button', { name: 'Create Question' }));
    card = within(await screen.findByRole('dialog', { name: 'Question' }));
    expect(useNotificationStore.getState().queue.map((n) => n.message)).toContain(
      'Successfully saved question ppl.new.12.',
    );
    expect(api.requests('POST /question')).toEqual([
      expect.objectContaining({
        tenant_id: 3,
        question_name: 'ppl.new.12',
        point_threshold: 1,
        subanswers: [
          { subanswer: 'Cleared, for TAKEOFF!', normalized_subanswer: 'cleared for takeoff', points: 1 },
        ],
      }),
    ]);

    await userEvent.click(card.getByRole('button', { name: 'Edit Question' }));
    card = within(await screen.findByRole('dialog', { name: 'Edit Question' }));
    await userEvent.click(card.getByRole('button', { name: 'Add Subanswer' }));
    await fill(card.getByRole('textbox', { name: 'Subanswer 2' }), 'Runway 19');
    await userEvent.click(card.getByRole('button', { name: 'Add Context' }));
    await fill(card.getByRole('textbox', { name: 'Context 1' }), 'AIM 4-4-7');
    await userEvent.click(card.getByRole('button', { name: 'Save Question' }));
    const view = await screen.findByRole('dialog', { name: 'Question' });
    expect(view).toHaveTextContent('pass at 1 of 2 points');
    expect(api.requests('PUT /question/12')).toEqual([
      expect.objectContaining({
        question_id: 12,
        contexts: ['AIM 4-4-7'],
        subanswers: [
          expect.objectContaining({ subanswer_id: 1200, points: 1 }),
          { subanswer: 'Runway 19', normalized_subanswer: 'runway 19', points: 1 },
        ],
      }),
    ]);
    await userEvent.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(ids()).toEqual(['12', '9', '6', '4']));
  });

  it('keeps the draft and says why when a save fails', async () => {
    stubApi({
      'GET /question': () => jsonResponse(bank),
      'GET /question/9': () => jsonResponse(bank[1]),
      'PUT /question/9': () => jsonResponse({ message: 'Tenant not found' }, 404),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'ppl.regs.09' }));
    let card = within(await screen.findByRole('dialog', { name: 'Question' }));
    await card.findByText('How long is a medical valid?');
    expect(useNotificationStore.getState().queue.map((n) => n.message)).toContain(
      'Successfully obtained specific question.',
    );
    await userEvent.click(card.getByRole('button', { name: 'Edit Question' }));
    card = within(await screen.findByRole('dialog', { name: 'Edit Question' }));
    await userEvent.click(card.getByRole('button', { name: 'Save Question' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'The question could not be saved. Tenant not found',
    );
    expect(card.getByRole('button', { name: 'Save Question' })).toBeEnabled();
    expect(card.getByRole('textbox', { name: 'Question name' })).toHaveValue('ppl.regs.09');
  });

  it('stays closed when the admin closes the card while a save is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'GET /question': () => jsonResponse(bank),
      'GET /question/9': () => jsonResponse(bank[1]),
      'PUT /question/9': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'ppl.regs.09' }));
    const view = within(await screen.findByRole('dialog', { name: 'Question' }));
    await userEvent.click(await view.findByRole('button', { name: 'Edit Question' }));
    const card = within(await screen.findByRole('dialog', { name: 'Edit Question' }));
    await userEvent.click(card.getByRole('button', { name: 'Save Question' }));
    await userEvent.click(card.getByRole('button', { name: 'Close' }));
    // The save lands while the card slides away: it must not open the card again.
    answer(jsonResponse(bank[1]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
