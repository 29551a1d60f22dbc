import type { Question } from '@wilco/shared';

export type QuestionSortKey = 'question_id' | 'question_name' | 'point_threshold' | 'date_modified';
export type SortDirection = 'asc' | 'desc';
export type QuestionSort = { key: QuestionSortKey; direction: SortDirection };

/** docs/product/administration.md, "Sort orders": questions by id, newest first. */
export const DEFAULT_QUESTION_SORT: QuestionSort = { key: 'question_id', direction: 'desc' };

/** A click on the sorted column flips it; a new column starts descending for ids and dates. */
export function nextSort(current: QuestionSort, key: QuestionSortKey): QuestionSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'question_name' ? 'asc' : 'desc' };
}

/** Search on id, name, question and answer text, case-insensitive. */
export function searchQuestions(questions: readonly Question[], search: string): Question[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...questions];
  return questions.filter(
    (q) =>
      String(q.question_id) === needle ||
      q.question_name.toLowerCase().includes(needle) ||
      q.question.toLowerCase().includes(needle) ||
      q.answer.toLowerCase().includes(needle),
  );
}

export function sortQuestions(questions: readonly Question[], sort: QuestionSort): Question[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: Question, b: Question): number => {
    const x = a[sort.key];
    const y = b[sort.key];
    const primary =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return primary || a.question_id - b.question_id;
  };
  return [...questions].sort((a, b) => sign * compare(a, b));
}

export const pointsAvailable = (subanswers: readonly { points: number }[]) =>
  subanswers.reduce((sum, s) => sum + s.points, 0);
