import { describe, expect, it } from 'vitest';
import { navIconFor } from './nav-icons';
import { topBarFor } from './top-bar-config';

describe('topBarFor', () => {
  it.each([
    ['/Home', 'Home'],
    ['/Home/indexV1', 'Home'],
    ['/Course', 'Courses'],
    ['/Quizzes', 'Featured Quizzes'],
    ['/SystemAdmin/indexV1', 'System Admin'],
    ['/CourseAdmin', 'Course Admin'],
    ['/User', 'Account'],
    ['/quizzes', 'Featured Quizzes'],
  ])('titles %s as %s', (path, title) => {
    const config = topBarFor(path);
    expect(config.title).toBe(title);
    expect(config.icon).not.toBeNull();
  });

  it.each(['/widget', '/Logout', '/', '/constructor'])('brands %s with Wilco and the logo', (path) => {
    expect(topBarFor(path)).toEqual({ title: 'Wilco', icon: null });
  });
});

describe('navIconFor', () => {
  it('understands the common spellings of an icon name', () => {
    expect(navIconFor('mdi-home')).toBe(navIconFor('home'));
    expect(navIconFor('Menu_Book')).toBe(navIconFor('course'));
    expect(navIconFor('edit_note')).toBe(navIconFor('courseadmin'));
  });

  it('falls back to a neutral icon for unknown or missing names', () => {
    const fallback = navIconFor(null);
    expect(navIconFor('warp-drive')).toBe(fallback);
    expect(navIconFor('home')).not.toBe(fallback);
  });
});
