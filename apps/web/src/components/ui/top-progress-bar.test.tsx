import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopProgressBar } from './top-progress-bar';

describe('TopProgressBar', () => {
  it('appears only after 200 ms of work and stays at least 600 ms', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<TopProgressBar busy />);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    rerender(<TopProgressBar busy={false} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never shows for work shorter than 200 ms', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<TopProgressBar busy />);
    await act(() => vi.advanceTimersByTimeAsync(120));
    rerender(<TopProgressBar busy={false} />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
