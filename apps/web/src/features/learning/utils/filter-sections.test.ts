import { describe, expect, it } from 'vitest';
import { makeQuizCard, makeSection } from '../../../test/quiz-fixtures';
import { filterSections, matchesFilter, matchesSearch } from './filter-sections';

const fresh = makeQuizCard({ quiz_id: 1, name: 'ATC Readbacks' });
const running = makeQuizCard({
  quiz_id: 2,
  name: 'Radio Phraseology Drill',
  inProgress: true,
  quizAttemptID: 5,
});
const done = makeQuizCard({ quiz_id: 3, name: 'VFR Weather Minimums', attempts: 2 });
// Finished once and started again: in progress wins.
const again = makeQuizCard({ quiz_id: 4, name: 'Checkride Oral Warm-up', attempts: 1, inProgress: true });

const sections = [
  makeSection(1, 'Radio Work', [fresh, running]),
  makeSection(2, 'Checkride Prep', [done, again]),
];
const ids = (s: ReturnType<typeof filterSections>) => s.map((x) => [x.name, x.quizzes.map((q) => q.quiz_id)]);

describe('matchesFilter (docs/product/learning.md, "Quizzes filter")', () => {
  it('All keeps everything', () => {
    expect([fresh, running, done, again].every((q) => matchesFilter(q, 'All'))).toBe(true);
  });
  it('In Progress keeps only quizzes with inProgress true', () => {
    expect([fresh, running, done, again].map((q) => matchesFilter(q, 'InProgress'))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
  it('Completed keeps quizzes not in progress with at least one attempt', () => {
    expect([fresh, running, done, again].map((q) => matchesFilter(q, 'Completed'))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
});

describe('matchesSearch', () => {
  it('is a case-insensitive substring match on the title', () => {
    expect(matchesSearch('ATC Readbacks', 'readback')).toBe(true);
    expect(matchesSearch('ATC Readbacks', 'READBACKS')).toBe(true);
    expect(matchesSearch('ATC Readbacks', 'tc re')).toBe(true);
    expect(matchesSearch('ATC Readbacks', 'weather')).toBe(false);
  });
  it('matches everything when the search is blank', () => {
    expect(matchesSearch('ATC Readbacks', '')).toBe(true);
    expect(matchesSearch('ATC Readbacks', '   ')).toBe(true);
  });
});

describe('filterSections', () => {
  it('keeps every section for All without a search', () => {
    expect(ids(filterSections(sections, 'All', ''))).toEqual([
      ['Radio Work', [1, 2]],
      ['Checkride Prep', [3, 4]],
    ]);
  });

  it('drops the sections left empty', () => {
    expect(ids(filterSections(sections, 'Completed', ''))).toEqual([['Checkride Prep', [3]]]);
    expect(ids(filterSections(sections, 'All', 'readback'))).toEqual([['Radio Work', [1]]]);
    expect(filterSections(sections, 'Completed', 'readback')).toEqual([]);
  });

  it('combines the filter and the search', () => {
    expect(ids(filterSections(sections, 'InProgress', 'radio'))).toEqual([['Radio Work', [2]]]);
  });

  it('does not change the sections it was given', () => {
    filterSections(sections, 'Completed', 'x');
    expect(sections[0]?.quizzes).toHaveLength(2);
  });
});
