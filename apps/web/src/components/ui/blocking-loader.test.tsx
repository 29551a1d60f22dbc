import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlockingLoader, runBlocking } from './blocking-loader';

describe('BlockingLoader', () => {
  it('announces the spec text while domain data is obtained, and goes away after', async () => {
    vi.useFakeTimers();
    render(<BlockingLoader />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    let finish: (value: string) => void = () => {};
    let done = false;
    await act(async () => {
      void runBlocking(new Promise<string>((resolve) => (finish = resolve))).then(() => (done = true));
      // The modal is its own chunk, loaded the first time something blocks.
      await import('./blocking-loader-view');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Obtaining domain-specific data...');

    await act(async () => {
      finish('ok');
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(done).toBe(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
