import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ScenarioList } from './scenario-list';

describe('ScenarioList', () => {
  it('says the scenarios could not be loaded, and not that there are none yet', async () => {
    stubApi({ 'GET /script/draft': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders(<ScenarioList onOpen={() => {}} />);
    expect(await screen.findByText(/Could not load the scenarios/)).toBeInTheDocument();
    expect(screen.queryByText(/No scenarios yet/)).not.toBeInTheDocument();
  });
});
