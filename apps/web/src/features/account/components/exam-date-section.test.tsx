import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth/current-user';
import { makeCurrentUser, stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ExamDateSection } from './exam-date-section';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-15T10:00:00'));
});

const picker = () => screen.getByLabelText('Choose your exam date');

describe('ExamDateSection', () => {
  it('defaults to tomorrow and says when no date is set', () => {
    stubApi({});
    renderWithProviders(<ExamDateSection user={makeCurrentUser()} />);
    expect(picker()).toHaveValue('2030-06-16');
    expect(screen.getByText('No date selected yet')).toBeInTheDocument();
  });

  it.each(['2030-06-15', '2030-01-02'])(
    'refuses %s with the orange notification and sends nothing',
    async (day) => {
      const { fetchMock } = stubApi({});
      renderWithProviders(<ExamDateSection user={makeCurrentUser()} />);
      fireEvent.change(picker(), { target: { value: day } });
      await userEvent.click(screen.getByRole('button', { name: 'Submit Date' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Exam date is not valid. (Before current date)');
      expect(alert.className).toMatch(/colorError|filledError/);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('submits the chosen day as YYYY-MM-DDTHH:mm:ss and caches the user it gets back', async () => {
    const saved = makeCurrentUser({ exam_date: '2030-09-03T12:00:00' });
    const { requests } = stubApi({ 'PUT /user/7/examDate': () => jsonResponse(saved) });
    const { queryClient } = renderWithProviders(<ExamDateSection user={makeCurrentUser()} />);

    fireEvent.change(picker(), { target: { value: '2030-09-03' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Date' }));

    expect(await screen.findByText('Exam date saved.')).toBeInTheDocument();
    expect(requests('PUT /user/7/examDate')).toEqual([{ exam_date: '2030-09-03T12:00:00' }]);
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(saved);
  });

  it('shows the current date and resets it to null', async () => {
    const { requests } = stubApi({ 'PUT /user/7/examDate': () => jsonResponse(makeCurrentUser()) });
    renderWithProviders(<ExamDateSection user={makeCurrentUser({ exam_date: '2030-09-03T12:00:00' })} />);

    expect(screen.getByText('Tue, Sep 03, 2030')).toBeInTheDocument();
    expect(picker()).toHaveValue('2030-09-03');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Exam date cleared.')).toBeInTheDocument();
    expect(requests('PUT /user/7/examDate')).toEqual([{ exam_date: null }]);
    expect(picker()).toHaveValue('2030-06-16');
  });
});
