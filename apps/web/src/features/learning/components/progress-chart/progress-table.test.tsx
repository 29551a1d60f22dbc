import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressTable } from './progress-table';

describe('ProgressTable', () => {
  it('has one row per week and one column per area, as percentages', () => {
    render(
      <ProgressTable
        data={{
          weeks: ['2026-11-16', '2026-11-23'],
          areas: [
            { area_id: 1, name: 'Weather', scores: [0.25, 0.5] },
            { area_id: 2, name: 'Navigation', scores: [0, 1] },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Score per area at the end of each week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week of', 'Weather', 'Navigation']);
    const row = within(table).getByRole('row', { name: /2026-11-23/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50%', '100%']);
  });
});
