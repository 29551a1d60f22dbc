import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, setTokens } from '../../../lib/auth/token-store';
import { makeCurrentUser, seedCurrentUser, stubApi } from '../../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { CourseAdminView } from './course-admin-view';

/** An id token whose payload carries the roles (the client never verifies it). */
const tokenWith = (roles: string[]) => `h.${btoa(JSON.stringify({ roles })).replace(/=+$/, '')}.s`;

function renderAs(roles: string[], route = '/CourseAdmin') {
  setTokens({ idToken: tokenWith(roles) });
  stubApi({ 'GET /question': () => jsonResponse([]), 'GET /course/admin': () => jsonResponse([]) });
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, makeCurrentUser({ roles }));
  return renderWithProviders(<CourseAdminView />, { queryClient, route });
}

describe('CourseAdminView', () => {
  afterEach(() => clearTokens());

  it('gives admins both tabs, course content first', () => {
    renderAs(['Admin']);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Course Content', 'Questions']);
    expect(screen.getByRole('tab', { name: 'Course Content' })).toHaveAttribute('aria-selected', 'true');
  });

  it('gives authors the question bank alone, even when the URL asks for course content', () => {
    renderAs(['Author'], '/CourseAdmin?tab=content');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Questions']);
    expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'course-admin-panel-questions');
  });
});
