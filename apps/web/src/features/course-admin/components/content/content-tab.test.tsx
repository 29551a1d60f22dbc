import dayjs from 'dayjs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUIZ_AUDIENCE_REQUIRED, type AdminQuiz } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { useNotificationStore } from '../../../../lib/notifications';
import { stubApi } from '../../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { fill } from '../../test/fill';
import { featuredCourse, makeAdminQuiz, makeQuestion } from '../../test/admin-fixtures';
import { ContentTab } from './content-tab';

const quizzes = [
  makeAdminQuiz({ quiz_id: 1, name: 'Regulations Rapid Fire', question_ids: [11, 12] }),
  makeAdminQuiz({ quiz_id: 2, name: 'Night Rules', publish_state: 'draft', display_state: 'draft' }),
  makeAdminQuiz({
    quiz_id: 3,
    name: 'Holiday Special',
    publish_state: 'scheduled',
    display_state: 'scheduled',
    publish_at: '2030-12-20T12:00:00.000Z',
  }),
];
const questions = [11, 12, 13].map((id) => makeQuestion({ question_id: id, question_name: `regs.${id}` }));
// `GET /quiz/1` as saved now: another admin changed the context since the tree was read.
const savedQuiz = () => jsonResponse({ ...quizzes[0], context: 'A stricter examiner.', questions: [] });

const quizNames = () =>
  screen.queryAllByRole('list', { name: /^Quizzes of/ }).flatMap((list) =>
    within(list)
      .queryAllByRole('listitem')
      .map((item) => item.textContent ?? ''),
  );

// Many steps through MUI on a shared two-core machine: give them room.
describe('ContentTab', { timeout: 30_000 }, () => {
  it('filters by the real publish state and by title, and says when nothing matches', async () => {
    stubApi({ 'GET /course/admin': () => jsonResponse([featuredCourse(quizzes)]) });
    renderWithProviders(<ContentTab />);
    expect(await screen.findByRole('heading', { name: 'Featured Quizzes' })).toBeInTheDocument();
    expect(await screen.findByText('Successfully obtained all courses.')).toBeInTheDocument();
    expect(screen.getByText('3 quizzes shown')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Draft' }));
    expect(quizNames()).toEqual([expect.stringContaining('Night Rules')]);
    await userEvent.click(screen.getByRole('button', { name: 'Scheduled' }));
    expect(quizNames()).toEqual([expect.stringContaining('Holiday Special')]);
    expect(quizNames()[0]).toContain('Scheduled · Dec 20, 2030');
    await userEvent.click(screen.getByRole('button', { name: 'Expired' }));
    expect(screen.getByRole('heading', { name: 'No quizzes match' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All Quizzes' }));
    await fill(screen.getByRole('searchbox', { name: 'Search quiz titles' }), 'RAPID');
    expect(quizNames()).toEqual([expect.stringContaining('Regulations Rapid Fire')]);
    expect(screen.getByText('1 quiz shown')).toBeInTheDocument();
  });

  it('edits a quiz section: renames, reorders, adds and removes questions, then saves', async () => {
    const api = stubApi({
      'GET /course/admin': () => jsonResponse([featuredCourse(quizzes)]),
      'GET /question': () => jsonResponse(questions),
      'GET /quiz/1': savedQuiz,
      'PUT /quiz/1': (init) => {
        const body = JSON.parse(String(init?.body)) as Partial<AdminQuiz>;
        return jsonResponse({ ...quizzes[0], ...body });
      },
    });
    renderWithProviders(<ContentTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit quiz Regulations Rapid Fire' }));
    const card = within(await screen.findByRole('dialog', { name: 'Edit Quiz Section' }));
    const name = await card.findByRole('textbox', { name: 'Quiz name' });
    // docs/product/administration.md, "Admin fetches": the quiz is read fresh, and says so in green.
    // The snackbar shows one message at a time, so the catalog's message may still be on screen.
    await waitFor(() =>
      expect(useNotificationStore.getState().queue.map((n) => n.message)).toContain(
        'Successfully obtained specific quiz.',
      ),
    );
    await userEvent.clear(name);
    await userEvent.click(card.getByRole('button', { name: 'Save Quiz' }));
    expect(card.getByText('Quiz name is required')).toBeInTheDocument();
    expect(api.requests('PUT /quiz/1')).toEqual([]);

    await fill(name, 'Regs');
    await userEvent.click(card.getByRole('button', { name: 'Move regs.12 up' }));
    await userEvent.click(card.getByRole('button', { name: 'Remove regs.11' }));
    await userEvent.click(card.getByRole('combobox', { name: 'Add a question' }));
    await userEvent.click(await screen.findByRole('option', { name: /regs\.13/ }));
    // Who may take it is explicit (decision 026): roles count once Everyone is off, and none is refused.
    expect(card.getByRole('checkbox', { name: 'Trial' })).toBeDisabled();
    await userEvent.click(card.getByRole('checkbox', { name: 'Everyone' }));
    await userEvent.click(card.getByRole('button', { name: 'Save Quiz' }));
    expect(card.getByText(QUIZ_AUDIENCE_REQUIRED)).toBeInTheDocument();
    expect(api.requests('PUT /quiz/1')).toEqual([]);
    await userEvent.click(card.getByRole('checkbox', { name: 'Trial' }));
    await userEvent.click(card.getByRole('button', { name: 'Save Quiz' }));

    expect(await card.findByText('Quiz saved.')).toBeInTheDocument();
    expect(api.requests('PUT /quiz/1')).toEqual([
      {
        quiz_id: 1,
        name: 'Regs',
        context: 'A stricter examiner.',
        everyone: false,
        roles: ['Trial'],
        question_ids: [12, 13],
        publish_state: 'published',
        publish_at: null,
        expire_at: null,
      },
    ]);
    await userEvent.click(card.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('list', { name: 'Quizzes of Checkride Prep' })).toHaveTextContent('Regs');
  });

  it('schedules a quiz: a publish date is required, and dates go out as ISO instants', async () => {
    const api = stubApi({
      'GET /course/admin': () => jsonResponse([featuredCourse(quizzes)]),
      'GET /question': () => jsonResponse(questions),
      'GET /quiz/1': savedQuiz,
      'PUT /quiz/1': (init) => jsonResponse({ ...quizzes[0], ...(JSON.parse(String(init?.body)) as object) }),
    });
    renderWithProviders(<ContentTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit quiz Regulations Rapid Fire' }));
    const card = within(await screen.findByRole('dialog', { name: 'Edit Quiz Section' }));
    expect(card.queryByLabelText(/Publish at/)).not.toBeInTheDocument();
    await userEvent.click(card.getByRole('combobox', { name: 'Publishing' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Scheduled' }));
    await userEvent.click(card.getByRole('button', { name: 'Save Quiz' }));
    expect(card.getByText('A scheduled quiz needs a publish date')).toBeInTheDocument();
    expect(api.requests('PUT /quiz/1')).toEqual([]);

    await fill(card.getByLabelText(/Publish at/), '2031-03-01T09:30');
    await fill(card.getByLabelText('Expires at'), '2031-02-01T09:30');
    await userEvent.click(card.getByRole('button', { name: 'Save Quiz' }));
    expect(card.getByText('The quiz must expire after it is published')).toBeInTheDocument();

    await fill(card.getByLabelText('Expires at'), '2031-06-01T18:00');
    await userEvent.click(card.getByRole('button', { name: 'Save Quiz' }));
    expect(await card.findByText('Quiz saved.')).toBeInTheDocument();
    expect(api.requests('PUT /quiz/1')).toEqual([
      expect.objectContaining({
        publish_state: 'scheduled',
        publish_at: dayjs('2031-03-01T09:30').toISOString(),
        expire_at: dayjs('2031-06-01T18:00').toISOString(),
      }),
    ]);
  });

  it('says in place that the quiz could not be read, and raises no notification (only logged)', async () => {
    stubApi({
      'GET /course/admin': () => jsonResponse([featuredCourse(quizzes)]),
      'GET /question': () => jsonResponse(questions),
      'GET /quiz/1': () => jsonResponse({ message: 'Database unavailable' }, 503),
    });
    renderWithProviders(<ContentTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit quiz Regulations Rapid Fire' }));
    const card = within(await screen.findByRole('dialog', { name: 'Edit Quiz Section' }));
    expect(await card.findByText(/Could not load the quiz\. Database unavailable/)).toBeInTheDocument();
    // docs/product/administration.md, "Admin fetches": the green reads only; no orange 'Code: 503'.
    expect(useNotificationStore.getState().queue.map((n) => n.color)).not.toContain('warning');
    expect(useNotificationStore.getState().queue.map((n) => n.message)).not.toContain('Database unavailable');
  });

  it('shows the server’s reason inline when a course header save fails', async () => {
    stubApi({
      'GET /course/admin': () => jsonResponse([featuredCourse(quizzes)]),
      'PUT /course/1': () => jsonResponse({ message: 'Course name must be at most 200 characters' }, 400),
    });
    renderWithProviders(<ContentTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit course header Featured Quizzes' }));
    const card = within(await screen.findByRole('dialog', { name: 'Edit Course Header' }));
    await userEvent.click(card.getByRole('button', { name: 'Save Course' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Course header could not be saved. Course name must be at most 200 characters',
    );
    expect(card.getByRole('button', { name: 'Save Course' })).toBeEnabled();
  });
});
