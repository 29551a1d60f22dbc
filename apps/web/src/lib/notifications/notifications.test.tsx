import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsHost, notificationCodeText, notify, useNotificationStore } from './index';

const queue = () => useNotificationStore.getState().queue;

describe('notify', () => {
  it.each([[{}], [{ message: '' }], [{ message: '   ' }], [null], [{ message: 42 }]])(
    'ignores a payload without a message (%j) and logs why',
    (payload) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      notify(payload as never);
      expect(queue()).toHaveLength(0);
      expect(warn).toHaveBeenCalledWith('Payload not provided in proper format.');
    },
  );

  it('defaults the timeout to 4000 ms and the colour to info', () => {
    notify({ message: 'Saved' });
    expect(queue()[0]).toMatchObject({ message: 'Saved', timeout: 4000, color: 'info', isHTTP: false });
  });

  it('keeps an explicit timeout and colour', () => {
    notify({ message: 'Successfully obtained all quizzes.', color: 'success', timeout: 1500 });
    expect(queue()[0]).toMatchObject({ timeout: 1500, color: 'success' });
  });

  it('defaults HTTP errors to the error (orange) colour', () => {
    notify({ message: 'Forbidden', code: 403, isHTTP: true });
    expect(queue()[0]?.color).toBe('error');
  });
});

describe('notificationCodeText', () => {
  it("reads 'Code: {code}' only for HTTP errors", () => {
    expect(notificationCodeText({ code: 409, isHTTP: true })).toBe('Code: 409');
    expect(notificationCodeText({ code: 500, isHTTP: false })).toBeNull();
    expect(notificationCodeText({ code: null, isHTTP: true })).toBeNull();
  });
});

describe('NotificationsHost', () => {
  it('shows one notification at a time, with the code line for HTTP errors', async () => {
    render(<NotificationsHost />);
    act(() => {
      notify({ message: 'Quiz is archived', code: 409, isHTTP: true });
      notify({ message: 'Successfully set end date.', color: 'success' });
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Quiz is archived');
    expect(alert).toHaveTextContent('Code: 409');
    expect(screen.queryByText('Successfully set end date.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully set end date.');
    expect(screen.queryByText(/Code:/)).not.toBeInTheDocument();
  });

  it('hides a notification after its timeout', () => {
    vi.useFakeTimers();
    render(<NotificationsHost />);
    act(() => notify({ message: 'Go to course', timeout: 1000 }));
    expect(screen.getByText('Go to course')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(queue()).toHaveLength(0);
  });
});
