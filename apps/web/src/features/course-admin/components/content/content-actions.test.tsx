import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { fill } from '../../test/fill';
import { featuredCourse, makeAdminQuiz, makeQuestion } from '../../test/admin-fixtures';
import { ContentTab } from './content-tab';

const quizzes = [makeAdminQuiz({ quiz_id: 1, name: 'Regulations Rapid Fire', question_ids: [11, 12] })];
const questions = [11, 12, 13, 14].map((id) =>
  makeQuestion({ question_id: id, question_name: `regs.${id}`, question: `Rule number ${id}?` }),
);

// Many steps through MUI on a shared two-core machine: give them room.
describe('Course content: create and delete', { timeout: 30_000 }, () => {
  it('creates a course from the New course dialog', async () => {
    const api = stubApi({
      'GET /course/admin': () => jsonResponse([featuredCourse(quizzes)]),
      'POST /course': () => jsonResponse({ ...featuredCourse([]), course_id: 5, name: 'Night Rating' }, 201),
    });
    renderWithProviders(<ContentTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'New course' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New course' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByText('Course name is required')).toBeInTheDocument();
    await fill(dialog.getByRole('textbox', { name: 'Course name' }), 'Night Rating');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(api.requests('POST /course')).toEqual([{ name: 'Night Rating', description: '' }]),
    );
  });

  it('deletes a quiz only after a confirmation that says history is kept', async () => {
    const api = stubApi({
      'GET /course/admin': () => jsonResponse([featuredCourse(quizzes)]),
      'DELETE /quiz/1': () => jsonResponse({ success: true }),
    });
    renderWithProviders(<ContentTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete quiz Regulations Rapid Fire' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete quiz' }));
    expect(dialog.getByText(/attempt history is kept/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests('DELETE /quiz/1')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete quiz Regulations Rapid Fire' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete quiz' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.requests('DELETE /quiz/1')).toHaveLength(1));
  });

  it('builds a new quiz from the bank: search, pick, order, save as a draft', async () => {
    const course = featuredCourse(quizzes);
    const areaId = course.areas[0]!.area_id;
    const api = stubApi({
      'GET /course/admin': () => jsonResponse([course]),
      'GET /question': () => jsonResponse(questions),
      'POST /quiz': () => jsonResponse(makeAdminQuiz({ quiz_id: 9, name: 'Builder quiz' }), 201),
    });
    renderWithProviders(<ContentTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: `Add quiz to ${course.areas[0]!.name}` }),
    );
    const card = within(await screen.findByRole('dialog', { name: 'New Quiz' }));
    await fill(await card.findByRole('textbox', { name: 'Quiz name' }), 'Builder quiz');
    const search = card.getByRole('combobox', { name: 'Add a question' });
    for (const term of ['number 14', 'regs.12']) {
      await userEvent.clear(search);
      await userEvent.type(search, term);
      const options = await screen.findAllByRole('option');
      expect(options).toHaveLength(1);
      await userEvent.click(options[0]!);
    }
    expect(card.getByRole('button', { name: 'Drag regs.14' })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Move regs.12 up' }));
    await userEvent.click(card.getByRole('button', { name: 'Create Quiz' }));

    await waitFor(() => expect(api.requests('POST /quiz')).toHaveLength(1));
    expect(api.requests('POST /quiz')[0]).toEqual({
      area_id: areaId,
      name: 'Builder quiz',
      context: '',
      everyone: true,
      roles: [],
      question_ids: [12, 14],
      publish_state: 'draft',
      publish_at: null,
      expire_at: null,
    });
  });
});
