import { describe, expect, it } from 'vitest';
import { makeQuizCard, makeSection } from '../../../test/quiz-fixtures';
import { quizCount, widgetLists } from './widget-lists';

const older = makeQuizCard({
  quiz_id: 1,
  name: 'Older',
  inProgress: true,
  last_activity: '2030-01-01T00:00:00Z',
});
const newer = makeQuizCard({
  quiz_id: 2,
  name: 'Newer',
  inProgress: true,
  last_activity: '2030-02-01T00:00:00Z',
});
const idle = makeQuizCard({ quiz_id: 3, name: 'Idle Readbacks' });
const sections = [makeSection(1, 'A', [older, idle]), makeSection(2, 'B', [newer, older])];

describe('widgetLists', () => {
  it('lists each quiz in progress once, most recent first, and keeps the rest to start', () => {
    const lists = widgetLists(sections);
    expect(lists.inProgress.map((q) => [q.quiz.name, q.sectionName])).toEqual([
      ['Newer', 'B'],
      ['Older', 'A'],
    ]);
    expect(lists.sections).toEqual([makeSection(1, 'A', [idle])]);
  });

  it('applies the title search to both lists', () => {
    const lists = widgetLists(sections, 'readback');
    expect(lists.inProgress).toEqual([]);
    expect(lists.sections.map((s) => s.quizzes.map((q) => q.name))).toEqual([['Idle Readbacks']]);
  });

  it('counts distinct quizzes', () => {
    expect(quizCount(sections)).toBe(3);
  });
});
