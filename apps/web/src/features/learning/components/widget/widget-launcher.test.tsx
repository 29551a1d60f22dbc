import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { stubApi } from '../../../../test/fixtures';
import { makeQuizCard, makeSection } from '../../../../test/quiz-fixtures';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { useQuizPanel } from '../../stores/quiz-panel-store';
import { QuizLaunchGate } from '../launch/quiz-launch-gate';
import { QuizPanels } from '../panel/quiz-panels';
import { WidgetLauncher } from './widget-launcher';

const running = makeQuizCard({
  quiz_id: 1,
  name: 'ATC Readbacks',
  inProgress: true,
  quizAttemptID: 44,
  attemptedQuestions: 3,
  last_activity: '2030-03-04T15:07:00.000Z',
});
const fresh = makeQuizCard({ quiz_id: 2, name: 'Checkride Oral Warm-up', area_id: 7, question_count: 12 });
const done = makeQuizCard({ quiz_id: 3, name: 'Airspace Basics', area_id: 7, attempts: 2 });
const page = {
  sections: [makeSection(7, 'Checkride Prep', [fresh, done]), makeSection(8, 'Radio Work', [running])],
};

beforeEach(() => {
  useQuizLaunch.getState().clear();
  useQuizPanel.getState().close();
});

function renderWidget() {
  return renderWithProviders(
    <>
      <QuizLaunchGate player={<p>Quiz player</p>}>
        <WidgetLauncher />
      </QuizLaunchGate>
      <QuizPanels />
    </>,
    { route: '/widget' },
  );
}

describe('WidgetLauncher', { timeout: 20_000 }, () => {
  it('lists quizzes to continue apart from the featured quizzes to start', async () => {
    stubApi({ 'GET /pages/quizzes': () => jsonResponse(page) });
    renderWidget();
    const continuing = await screen.findByRole('list', { name: 'Quizzes in progress' });
    expect(within(continuing).getByText('ATC Readbacks')).toBeInTheDocument();
    expect(within(continuing).getByText('Radio Work · 3/10 attempted')).toBeInTheDocument();

    const toStart = screen.getByRole('list', { name: 'Quizzes in Checkride Prep' });
    expect(within(toStart).getByText('12 questions · 0 completed attempts')).toBeInTheDocument();
    expect(within(toStart).getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Quizzes in Radio Work' })).not.toBeInTheDocument();
  });

  it('resumes a quiz in progress', async () => {
    stubApi({ 'GET /pages/quizzes': () => jsonResponse(page) });
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue ATC Readbacks' }));
    expect(useQuizLaunch.getState()).toMatchObject({ status: 'resuming', quizAttemptId: 44 });
    expect(await screen.findByText('Quiz player')).toBeInTheDocument();
  });

  it('opens the take-quiz choices for a quiz to start', async () => {
    stubApi({
      'GET /pages/quizzes': () => jsonResponse(page),
      'GET /attempt/quiz/2': () => jsonResponse({ quiz_attempts: [], question_ids_by_score: [] }),
    });
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Start Checkride Oral Warm-up' }));
    expect(
      await screen.findByRole('dialog', { name: 'Take Quiz: Checkride Oral Warm-up' }),
    ).toBeInTheDocument();
    expect(useQuizLaunch.getState().status).toBe('idle');
  });

  it('says when there is nothing to practise', async () => {
    stubApi({ 'GET /pages/quizzes': () => jsonResponse({ sections: [] }) });
    renderWidget();
    expect(await screen.findByRole('region', { name: 'No quizzes to practise yet' })).toBeInTheDocument();
  });
});
