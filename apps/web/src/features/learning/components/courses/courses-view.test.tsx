import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaCard, CourseCard, CoursePage, QuizCard } from '@wilco/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { resetPageDisplay, useSettingsDialog } from '../../../../lib/settings-dialog';
import { stubApi } from '../../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { makeQuizCard } from '../../../../test/quiz-fixtures';
import { useQuizPanel } from '../../stores/quiz-panel-store';
import { DESCRIPTION_PREVIEW_CHARS } from './course-card';
import { CoursesView } from './courses-view';

const LONG = `${'Everything a student pilot needs for the FAA knowledge test and the checkride oral. '.repeat(4)}The end.`;

const quiz = (over: Partial<QuizCard>) => makeQuizCard({ type: 'course', course_id: 1, ...over });
const area = (over: Partial<AreaCard> & Pick<AreaCard, 'area_id' | 'title'>): AreaCard => ({
  description: '',
  attemptedQuestions: 0,
  totalQuestions: 0,
  quizzesInProgress: 0,
  scorePercentage: 0,
  quizzes: [],
  ...over,
});
const course = (over: Partial<CourseCard> & Pick<CourseCard, 'course_id' | 'title'>): CourseCard => ({
  description: 'Short description.',
  attemptedQuestions: 0,
  totalQuestions: 0,
  quizzesInProgress: 0,
  scorePercentage: 0,
  subCourses: [],
  ...over,
});

/** A learner part-way through: one quiz running in the first area, nothing yet in the second. */
const practised: CoursePage = {
  courses: [
    course({
      course_id: 1,
      title: 'Private Pilot',
      description: LONG,
      attemptedQuestions: 3,
      totalQuestions: 15,
      quizzesInProgress: 1,
      scorePercentage: 27,
      subCourses: [
        area({
          area_id: 11,
          title: 'Airspace',
          attemptedQuestions: 3,
          totalQuestions: 10,
          quizzesInProgress: 1,
          scorePercentage: 40,
          quizzes: [
            quiz({
              quiz_id: 1,
              name: 'Class B Entry',
              inProgress: true,
              quizAttemptID: 5,
              attemptedQuestions: 3,
            }),
            quiz({ quiz_id: 2, name: 'Special Use Airspace', attempts: 1 }),
          ],
        }),
        area({
          area_id: 12,
          title: 'Weather',
          totalQuestions: 5,
          quizzes: [quiz({ quiz_id: 3, name: 'METAR Decoding', question_count: 5 })],
        }),
      ],
    }),
    course({ course_id: 2, title: 'Instrument Rating' }),
  ],
};

beforeEach(() => {
  resetPageDisplay();
  useQuizLaunch.getState().clear();
  useQuizPanel.getState().close();
});

/** The figures ProgressSummary prints under a course or area title. */
const figures = (scope: ReturnType<typeof within>, title: string) => {
  const bar = scope.getByRole('progressbar', { name: `${title}: questions attempted` });
  return { bar, text: bar.parentElement?.textContent };
};

describe('CoursesView', () => {
  it('shows the progress of each course and each area', async () => {
    stubApi({ 'GET /pages/course': () => jsonResponse(practised) });
    renderWithProviders(<CoursesView />);

    const pilot = within(await screen.findByRole('region', { name: 'Private Pilot' }));
    const total = figures(pilot, 'Private Pilot');
    expect(total.bar).toHaveAttribute('aria-valuenow', '20');
    expect(total.bar).toHaveAttribute('aria-valuetext', '3 of 15 questions attempted');
    expect(total.text).toBe('3/15 questions attempted1 in progressScore 27%');
    expect(figures(pilot, 'Airspace').text).toBe('3/10 questions attempted1 in progressScore 40%');
    expect(figures(pilot, 'Weather').text).toBe('0/5 questions attempted0 in progressScore 0%');
  });

  it('shows how many questions of each area are due for review today', async () => {
    stubApi({
      'GET /pages/course': () => jsonResponse(practised),
      [`GET /review/areas?tz_offset=${new Date().getTimezoneOffset()}`]: () =>
        jsonResponse({
          areas: [
            { course_id: 1, area_id: 11, due: 3 },
            { course_id: 1, area_id: 12, due: 0 },
          ],
        }),
    });
    renderWithProviders(<CoursesView />);

    const pilot = within(await screen.findByRole('region', { name: 'Private Pilot' }));
    const airspace = pilot.getByRole('button', { name: /^Airspace/ });
    expect(await within(airspace).findByText('3 due')).toBeInTheDocument();
    expect(within(pilot.getByRole('button', { name: /^Weather/ })).queryByText(/due$/)).toBeNull();
  });

  it('lists each course with its areas and their quizzes, the first area open', async () => {
    stubApi({ 'GET /pages/course': () => jsonResponse(practised) });
    renderWithProviders(<CoursesView />);

    const pilot = within(await screen.findByRole('region', { name: 'Private Pilot' }));
    expect(screen.getByText('Instrument Rating')).toBeInTheDocument();
    expect(screen.getByText('This course has no areas yet.')).toBeInTheDocument();
    const airspace = within(pilot.getByRole('list', { name: 'Quizzes in Airspace' }));
    // Named by their visible text (label in name), the resume action added unseen.
    const [classB, special] = airspace.getAllByRole('button');
    expect(classB).toHaveAccessibleName(/^Class B Entry, In progress , resume 10 questions/);
    expect(special).toHaveAccessibleName(/^Special Use Airspace, Completed /);
    expect(airspace.getAllByRole('button').every((b) => !b.hasAttribute('aria-label'))).toBe(true);
    expect(pilot.queryByRole('list', { name: 'Quizzes in Weather' })).not.toBeInTheDocument();

    await userEvent.click(pilot.getByText('Weather'));
    const weather = within(await pilot.findByRole('list', { name: 'Quizzes in Weather' }));
    expect(weather.getByRole('button')).toHaveAccessibleName(/^METAR Decoding, Not started /);
  });

  it('opens the side card of a quiz not started and resumes one in progress', async () => {
    stubApi({ 'GET /pages/course': () => jsonResponse(practised) });
    renderWithProviders(<CoursesView />);
    await userEvent.click(await screen.findByRole('button', { name: /^Special Use Airspace, Completed/ }));
    expect(useQuizPanel.getState()).toMatchObject({ view: 'details', quiz: { quiz_id: 2 } });

    await userEvent.click(screen.getByRole('button', { name: /^Class B Entry, In progress , resume/ }));
    expect(useQuizLaunch.getState()).toMatchObject({
      status: 'resuming',
      quizAttemptId: 5,
      origin: 'course',
    });
  });

  it('clamps a long description and shows all of it in the read-more modal', async () => {
    expect(LONG.length).toBeGreaterThan(DESCRIPTION_PREVIEW_CHARS);
    stubApi({ 'GET /pages/course': () => jsonResponse(practised) });
    renderWithProviders(<CoursesView />);
    await screen.findByRole('region', { name: 'Private Pilot' });
    expect(screen.queryByLabelText('Read more about Instrument Rating')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Read more about Private Pilot'));
    const modal = within(screen.getByRole('dialog', { name: 'Private Pilot' }));
    expect(modal.getByText(LONG)).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives a new learner every course at zero', async () => {
    const fresh = course({
      course_id: 1,
      title: 'Private Pilot',
      totalQuestions: 5,
      subCourses: [
        area({ area_id: 12, title: 'Weather', totalQuestions: 5, quizzes: [quiz({ quiz_id: 3 })] }),
      ],
    });
    stubApi({ 'GET /pages/course': () => jsonResponse({ courses: [fresh] }) });
    renderWithProviders(<CoursesView />);
    const pilot = within(await screen.findByRole('region', { name: 'Private Pilot' }));
    expect(figures(pilot, 'Private Pilot').text).toBe('0/5 questions attempted0 in progressScore 0%');
    expect(figures(pilot, 'Private Pilot').bar).toHaveAttribute('aria-valuenow', '0');
    expect(pilot.getByRole('button', { name: /^ATC Readbacks, Not started/ })).toBeInTheDocument();
  });

  it('says so when there are no courses, from the server or in the empty page state', async () => {
    stubApi({ 'GET /pages/course': () => jsonResponse({ courses: [] }) });
    const { unmount } = renderWithProviders(<CoursesView />);
    expect(await screen.findByRole('region', { name: 'No courses to show' })).toBeInTheDocument();
    unmount();

    const { fetchMock } = stubApi({});
    useSettingsDialog.getState().setPageDisplay('course', 'empty');
    renderWithProviders(<CoursesView />);
    expect(screen.getByRole('region', { name: 'No courses to show' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a loading skeleton until the courses arrive', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ 'GET /pages/course': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<CoursesView />);
    const loading = screen.getByRole('status', { name: 'Loading courses' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await act(async () => answer(jsonResponse(practised)));
    expect(await screen.findByRole('region', { name: 'Private Pilot' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading courses' })).not.toBeInTheDocument();
  });
});
