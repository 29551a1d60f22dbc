import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizAttempt, ReviewSummary } from '@wilco/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { stubApi } from '../../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { DueReviewCard, NO_EXAM_DATE, NOTHING_DUE } from './due-review-card';
import { useAccountDialog } from '../../../../lib/account-dialog';

const tz = new Date().getTimezoneOffset();
const summary = (over: Partial<ReviewSummary> = {}): ReviewSummary => ({
  exam_date: '2030-08-18T00:00:00',
  due: { overdue: 1, today: 2, week: 5 },
  scenarios: { overdue: 0, today: 0, week: 0 },
  open_review: null,
  primary_course: { course_id: 1, name: 'PPL Theory', questions: 10 },
  forecast: {
    status: 'on_track',
    remaining: 10,
    pace: 2,
    finish_date: '2030-08-01',
    days_left: 26,
    days_to_spare: 9,
    needed_per_day: null,
    text: 'On track, 9 days to spare',
  },
  ...over,
});
const attempt: QuizAttempt = {
  quiz_attempt_id: 7,
  quiz_id: null,
  course_id: null,
  area_id: null,
  user_id: 3,
  attempt_type: 'chat',
  score: null,
  completed: false,
  name: 'Review',
  context: '',
  question_set: 'Due',
  date_started: '2030-07-01T00:00:00Z',
  date_completed: null,
  date_modified: '2030-07-01T00:00:00Z',
  question_attempts: [
    {
      question_attempt_id: 9,
      question_id: 4,
      position: 1,
      attempt_status: 'not_attempted',
      feedback: null,
      answer: null,
      date_modified: '',
    },
    {
      question_attempt_id: 8,
      question_id: 2,
      position: 0,
      attempt_status: 'not_attempted',
      feedback: null,
      answer: null,
      date_modified: '',
    },
  ],
};

beforeEach(() => useQuizLaunch.getState().clear());

describe('DueReviewCard', () => {
  it('shows what is due, the forecast, and plays the due questions in chat', async () => {
    let body: unknown = null;
    stubApi({
      [`GET /review/summary?tz_offset=${tz}`]: () => jsonResponse(summary()),
      'POST /review/quiz_attempt': async (init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(attempt);
      },
    });
    renderWithProviders(<DueReviewCard />);
    const card = within(await screen.findByRole('region', { name: 'Due for review' }));
    expect(await card.findByText('On track, 9 days to spare')).toBeInTheDocument();
    expect(card.getByText('Due today').nextSibling).toHaveTextContent('2');
    expect(card.getByText('Overdue').nextSibling).toHaveTextContent('1');
    expect(card.getByText('This week').nextSibling).toHaveTextContent('5');
    expect(
      card.getByRole('progressbar', { name: 'PPL Theory: 50% studied and reviewed' }),
    ).toBeInTheDocument();

    await userEvent.click(card.getByRole('radio', { name: 'Chat' }));
    await userEvent.click(card.getByRole('button', { name: 'Review now' }));
    await expect.poll(() => useQuizLaunch.getState().status).toBe('started');
    expect(body).toEqual({ quiz_id: null, attempt_type: 'chat', tz_offset: tz });
    expect(useQuizLaunch.getState()).toMatchObject({ mode: 'chat', title: 'Review', questionIds: [2, 4] });
  });

  it('says when nothing is due and when there is no exam date', async () => {
    stubApi({
      [`GET /review/summary?tz_offset=${tz}`]: () =>
        jsonResponse(summary({ exam_date: null, due: { overdue: 0, today: 0, week: 0 } })),
    });
    renderWithProviders(<DueReviewCard />);
    expect(await screen.findByText(NOTHING_DUE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review now' })).toBeDisabled();
    expect(screen.getByText(new RegExp(NO_EXAM_DATE.replace('.', '\\.')))).toBeInTheDocument();
    // Opens Account Settings at the exam date picker (docs/product/learning.md, "Dashboard").
    screen.getByRole('button', { name: 'Set exam date' }).click();
    expect(useAccountDialog.getState()).toMatchObject({ isOpen: true, focus: 'exam-date' });
    useAccountDialog.getState().close();
  });

  it('resumes the open review across courses instead of starting another', async () => {
    const { requests } = stubApi({
      [`GET /review/summary?tz_offset=${tz}`]: () =>
        jsonResponse(
          summary({
            open_review: {
              quiz_attempt_id: 7,
              attempt_type: 'voice',
              questions: 5,
              answered: 2,
              last_activity: '2030-07-01T00:00:00Z',
            },
          }),
        ),
    });
    renderWithProviders(<DueReviewCard />);
    expect(await screen.findByText('Review in progress: 2 of 5 answered.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume review' }));
    expect(useQuizLaunch.getState()).toMatchObject({ status: 'resuming', quizAttemptId: 7 });
    expect(requests('POST /review/quiz_attempt')).toEqual([]);
  });

  it('shows the scenarios to replay beside the questions, with the way to them', async () => {
    stubApi({
      [`GET /review/summary?tz_offset=${tz}`]: () =>
        jsonResponse(summary({ scenarios: { overdue: 1, today: 1, week: 3 } })),
    });
    renderWithProviders(<DueReviewCard />);
    expect(await screen.findByText(/2 scenarios to replay today; 3 more this week\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open simulations' })).toHaveAttribute('href', '/Simulation');
  });
});
