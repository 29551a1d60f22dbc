import type { AdminCourse, AdminQuiz } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { countQuizzes, filterCourseTree } from './quiz-filter';

const quiz = (quiz_id: number, name: string, display_state: AdminQuiz['display_state']): AdminQuiz => ({
  quiz_id,
  name,
  context: '',
  everyone: true,
  roles: [],
  publish_state: display_state,
  publish_at: null,
  expire_at: null,
  display_state,
  area_id: 1,
  course_id: 1,
  question_ids: [],
});
const tree: AdminCourse[] = [
  {
    course_id: 1,
    name: 'Featured',
    description: '',
    kind: 'featured',
    areas: [
      { area_id: 1, name: 'Prep', description: '', quizzes: [quiz(1, 'ATC Readbacks', 'published')] },
      { area_id: 2, name: 'Drafts', description: '', quizzes: [quiz(2, 'Night Rules', 'draft')] },
      { area_id: 3, name: 'Empty', description: '', quizzes: [] },
    ],
  },
];

describe('filterCourseTree (docs/product/administration.md, "Featured-quizzes filter")', () => {
  it('keeps everything, empty areas too, with no filter', () => {
    expect(filterCourseTree(tree, 'all', '  ')).toBe(tree);
  });
  it('keeps quizzes in the chosen state and drops what is left empty', () => {
    const drafts = filterCourseTree(tree, 'draft', '');
    expect(drafts[0]?.areas.map((a) => a.name)).toEqual(['Drafts']);
    expect(filterCourseTree(tree, 'expired', '')).toEqual([]);
  });
  it('searches titles case-insensitively, combined with the state', () => {
    expect(countQuizzes(filterCourseTree(tree, 'all', 'readBACK'))).toBe(1);
    expect(countQuizzes(filterCourseTree(tree, 'draft', 'readback'))).toBe(0);
  });
});
