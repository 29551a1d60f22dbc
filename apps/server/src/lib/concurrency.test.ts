import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './concurrency';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('limitConcurrency', () => {
  it('runs at most max tasks at once, in the order they came, and every one to its end', async () => {
    const run = limitConcurrency(2);
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        run(async () => {
          started.push(i);
          inFlight++;
          most = Math.max(most, inFlight);
          await tick();
          inFlight--;
          return i * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the place of a task that fails', async () => {
    const run = limitConcurrency(1);
    const failed = run(async () => {
      await tick();
      throw new Error('boom');
    });
    const next = run(async () => 'ran');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('ran');
  });
});
