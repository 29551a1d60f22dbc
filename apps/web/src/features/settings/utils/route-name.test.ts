import { describe, expect, it } from 'vitest';
import { routeNameFromPath } from './route-name';

describe('routeNameFromPath', () => {
  it.each([
    ['/Home', 'Home'],
    ['/Home/indexV1', 'Home'],
    ['/home', 'Home'],
    ['/Course', 'Course'],
    ['/Quizzes', 'Quizzes'],
    ['/SystemAdmin/indexV1', 'SystemAdmin'],
    ['/CourseAdmin', 'CourseAdmin'],
    ['/', 'Login'],
    ['/Hangar', 'Hangar'],
  ])('names %s %s', (path, name) => {
    expect(routeNameFromPath(path)).toBe(name);
  });
});
