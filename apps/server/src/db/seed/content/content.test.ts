import { describe, it, expect } from 'vitest';
import { allSeedQuestions, seedCourses } from './index';
import type { SeedQuestion, SeedQuiz } from './content.types';

const KNOWN_ROLES = ['Admin', 'Author', 'Learner', 'Trial'];

const sumPoints = (q: SeedQuestion) => q.subanswers.reduce((total, s) => total + s.points, 0);
const quizzesOf = (kind: 'course' | 'featured'): SeedQuiz[] =>
  seedCourses.filter((c) => c.kind === kind).flatMap((c) => c.areas.flatMap((a) => a.quizzes));
const allQuizzes = (): SeedQuiz[] => seedCourses.flatMap((c) => c.areas.flatMap((a) => a.quizzes));
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('seed questions', () => {
  it('has at least 40 questions', () => {
    expect(allSeedQuestions.length).toBeGreaterThanOrEqual(40);
  });

  it('has unique keys and unique question names', () => {
    expect(duplicates(allSeedQuestions.map((q) => q.key))).toEqual([]);
    expect(duplicates(allSeedQuestions.map((q) => q.question_name))).toEqual([]);
  });

  it.each(allSeedQuestions.map((q) => [q.key, q] as const))(
    '%s has a complete, consistent rubric',
    (_key, q) => {
      expect(q.question.trim()).not.toBe('');
      expect(q.answer.trim()).not.toBe('');
      expect(q.source.trim()).not.toBe('');
      expect(q.question_name).toMatch(/^ppl\.[a-z]+\.\d{2}$/);
      expect([1, 2, 3]).toContain(q.difficulty);
      expect(q.contexts.length).toBeGreaterThanOrEqual(1);
      for (const c of q.contexts) expect(c.trim()).not.toBe('');

      expect(q.subanswers.length).toBeGreaterThanOrEqual(2);
      expect(q.subanswers.length).toBeLessThanOrEqual(5);
      for (const s of q.subanswers) {
        expect(s.subanswer.trim()).not.toBe('');
        expect(s.points).toBeGreaterThan(0);
        expect(Number.isInteger(s.points)).toBe(true);
        expect(s.points).toBeLessThanOrEqual(3);
      }
      expect(q.point_threshold).toBeGreaterThan(0);
      expect(q.point_threshold).toBeLessThanOrEqual(sumPoints(q));
    },
  );

  it.each(allSeedQuestions.map((q) => [q.key, q] as const))('%s has well-labelled examples', (_key, q) => {
    expect(q.examples.length).toBeGreaterThanOrEqual(1);
    expect(q.examples.length).toBeLessThanOrEqual(3);
    const expectedIndexes = q.subanswers.map((_, i) => i);
    let passingExamples = 0;
    for (const e of q.examples) {
      expect(e.example.trim()).not.toBe('');
      expect(e.reasoning.trim()).not.toBe('');
      // Each subanswer index exactly once, and nothing out of range.
      const indexes = e.subanswer_examples.map((se) => se.subanswer_index);
      expect([...indexes].sort((a, b) => a - b)).toEqual(expectedIndexes);
      let earned = 0;
      for (const se of e.subanswer_examples) {
        if (se.label) {
          // Evidence is quoted from the reply itself.
          expect(se.evidence, `${q.key} index ${se.subanswer_index}`).not.toBeNull();
          expect(e.example.toLowerCase()).toContain((se.evidence ?? '').toLowerCase());
          earned += q.subanswers[se.subanswer_index]?.points ?? 0;
        } else {
          expect(se.evidence, `${q.key} index ${se.subanswer_index}`).toBeNull();
        }
      }
      if (earned >= q.point_threshold) passingExamples += 1;
    }
    // At least one example shows what a passing reply sounds like.
    expect(passingExamples).toBeGreaterThanOrEqual(1);
  });
});

describe('seed courses', () => {
  const keys = new Set(allSeedQuestions.map((q) => q.key));

  it('has one regular course and one featured course', () => {
    expect(seedCourses.filter((c) => c.kind === 'course').length).toBeGreaterThanOrEqual(1);
    expect(seedCourses.filter((c) => c.kind === 'featured').length).toBe(1);
    for (const c of seedCourses) {
      expect(c.name.trim()).not.toBe('');
      expect(c.description.trim()).not.toBe('');
    }
  });

  it('references existing questions, without duplicates inside a quiz', () => {
    for (const quiz of allQuizzes()) {
      expect(quiz.questionKeys.length, quiz.name).toBeGreaterThan(0);
      expect(
        quiz.questionKeys.filter((k) => !keys.has(k)),
        quiz.name,
      ).toEqual([]);
      expect(duplicates(quiz.questionKeys), quiz.name).toEqual([]);
    }
  });

  it('gives every quiz a scene and only known roles', () => {
    for (const quiz of allQuizzes()) {
      expect(quiz.context.trim(), quiz.name).not.toBe('');
      for (const role of quiz.roles) expect(KNOWN_ROLES, quiz.name).toContain(role);
    }
  });

  it('has unique area names within a course and unique quiz names within an area', () => {
    for (const course of seedCourses) {
      expect(duplicates(course.areas.map((a) => a.name)), course.name).toEqual([]);
      for (const area of course.areas) {
        expect(area.description.trim(), area.name).not.toBe('');
        expect(duplicates(area.quizzes.map((z) => z.name)), area.name).toEqual([]);
      }
    }
  });

  it('gives the regular course at least 5 areas of 1 to 2 quizzes', () => {
    const course = seedCourses.find((c) => c.kind === 'course');
    expect(course).toBeDefined();
    expect(course?.areas.length).toBeGreaterThanOrEqual(5);
    for (const area of course?.areas ?? []) {
      expect(area.quizzes.length, area.name).toBeGreaterThanOrEqual(1);
      expect(area.quizzes.length, area.name).toBeLessThanOrEqual(2);
    }
  });

  it('uses every question in at least one quiz of the regular course', () => {
    const used = new Set(quizzesOf('course').flatMap((z) => z.questionKeys));
    expect(allSeedQuestions.map((q) => q.key).filter((k) => !used.has(k))).toEqual([]);
  });

  it('has at least 3 featured quizzes including an ATC readback quiz', () => {
    const featured = quizzesOf('featured');
    expect(featured.length).toBeGreaterThanOrEqual(3);
    const readback = featured.find((z) => z.name.includes('Readback'));
    expect(readback).toBeDefined();
    // Every readback question grades the call sign as one of the elements read back.
    for (const key of readback?.questionKeys ?? []) {
      const q = allSeedQuestions.find((x) => x.key === key);
      expect(
        q?.subanswers.some((s) => /call sign/i.test(s.subanswer)),
        key,
      ).toBe(true);
    }
  });

  it('keeps one featured quiz away from Trial users', () => {
    const restricted = quizzesOf('featured').filter((z) => z.roles.length > 0);
    expect(restricted.length).toBeGreaterThanOrEqual(1);
    for (const quiz of restricted) expect(quiz.roles).not.toContain('Trial');
  });
});
