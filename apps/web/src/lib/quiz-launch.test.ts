import { beforeEach, describe, expect, it } from 'vitest';
import { useQuizLaunch } from './quiz-launch';

const question = { question_id: 3, question: 'What is squawk 7600?', answer: 'Lost communications.' };

beforeEach(() => useQuizLaunch.getState().clear());

describe('preview (docs/product/quiz-player.md, "Preview mode")', () => {
  it('plays a single question', () => {
    expect(useQuizLaunch.getState().preview({ kind: 'question', question }, 'course')).toBe(true);
    expect(useQuizLaunch.getState()).toMatchObject({
      status: 'preview',
      previewQuestion: question,
      origin: 'course',
    });
  });

  it('fails for a course, an area or a quiz and leaves the page as it was', () => {
    for (const kind of ['course', 'area', 'quiz'] as const) {
      expect(useQuizLaunch.getState().preview({ kind, id: 1 }, 'featured')).toBe(false);
      expect(useQuizLaunch.getState().status).toBe('idle');
    }
  });
});
