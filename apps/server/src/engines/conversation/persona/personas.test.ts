import { describe, expect, it } from 'vitest';
import { allSeedQuestions, seedCourses } from '../../../db/seed/content';
import { tokenize } from '../language/tokenize';
import type { Rubric } from '../types';
import { createControllerPersona } from './controller-persona';
import { createDefaultPersona } from './default-persona';
import type { Persona, PersonaTurn } from './persona';
import { createPersonas } from './personas';
import { DPE_EXAMINER, TOWER_CONTROLLER, personaForContext } from './profiles';

const quizzes = seedCourses.flatMap((c) => c.areas.flatMap((a) => a.quizzes));
const rubrics: Rubric[] = allSeedQuestions.map((q, i) => ({
  question_id: i + 1,
  question: q.question,
  answer: q.answer,
  point_threshold: q.point_threshold,
  contexts: q.contexts,
  examples: [],
  subanswers: q.subanswers.map((s, j) => ({ subanswer_id: j + 1, ...s })),
}));
const turnOf = (rubric: Rubric, missing: Rubric['subanswers'], answers = 1): PersonaTurn => ({
  rubric,
  answers,
  maxAnswers: 3,
  missing,
  earned: rubric.subanswers.length - missing.length,
  context: null,
  replies: [],
  revealAnswer: true,
});
/** Every set of still-missing subanswers for small rubrics; each one alone for larger ones. */
const missingSets = (subs: Rubric['subanswers']) =>
  subs.length <= 5
    ? Array.from({ length: 2 ** subs.length - 1 }, (_, m) => subs.filter((_, i) => ((m + 1) >> i) & 1))
    : subs.map((s) => [s]);
/** Numbers, runways, callsigns and flight levels a line would give away. */
const valuesIn = (text: string) =>
  tokenize(text)
    .tokens.filter((t) => t.kind !== 'word' && t.kind !== 'letter')
    .map((t) => t.text);
const personas: Persona[] = [createDefaultPersona(), createControllerPersona()];

describe('persona casting from the quiz context', () => {
  it('plays the tower for the seeded controller quizzes and the examiner elsewhere', () => {
    const cast = Object.fromEntries(quizzes.map((q) => [q.name, personaForContext(q.context).id]));
    expect(cast['ATC Readbacks']).toBe('tower');
    expect(cast['Clearances & Readbacks']).toBe('tower');
    // An examiner testing ATC knowledge, or an instructor coaching radio work, is not the tower.
    expect(cast['Radio Phraseology & Procedures']).toBe('dpe');
    expect(cast['Radio Phraseology Drill']).toBe('dpe');
    expect(quizzes.filter((q) => cast[q.name] === 'tower')).toHaveLength(2);
  });

  it('reads the role the persona is given and falls back to the examiner', () => {
    expect(personaForContext('You are the tower controller at a towered field.')).toBe(TOWER_CONTROLLER);
    expect(personaForContext('Act as approach control for a VFR arrival.')).toBe(TOWER_CONTROLLER);
    expect(personaForContext('You are ATC, and the pilot reads back.')).toBe(TOWER_CONTROLLER);
    expect(personaForContext('You are a ground instructor reviewing weather.')).toBe(DPE_EXAMINER);
    expect(personaForContext('Questions about tower frequencies.')).toBe(DPE_EXAMINER);
    expect(personaForContext('')).toBe(DPE_EXAMINER);
    expect(personaForContext(null)).toBe(DPE_EXAMINER);
  });

  it('gives each persona its own voice and radio sound', () => {
    expect(DPE_EXAMINER).toMatchObject({ voice: 'slt', radioEffect: false, style: 'examiner' });
    expect(TOWER_CONTROLLER).toMatchObject({ voice: 'rms', radioEffect: true, style: 'controller' });
    const registry = createPersonas(null);
    expect(registry.get('tower', false).profile).toBe(TOWER_CONTROLLER);
    expect(registry.get('tower', true).profile).toBe(TOWER_CONTROLLER);
    expect(registry.get('no-such-persona', false).profile).toBe(DPE_EXAMINER);
  });
});

describe('persona wording', () => {
  it('never says a value the learner still has to give, on any seeded question', async () => {
    let checked = 0;
    for (const persona of personas)
      for (const rubric of rubrics)
        for (const missing of missingSets(rubric.subanswers)) {
          const hidden = new Set(missing.flatMap((s) => valuesIn(s.subanswer)));
          for (const answers of [1, 2]) {
            const turn = turnOf(rubric, missing, answers);
            for (const line of [await persona.followUp(turn), await persona.sayAgain(turn)]) {
              expect(
                valuesIn(line).filter((v) => hidden.has(v)),
                `${persona.profile.id}: ${line}`,
              ).toEqual([]);
              expect(line).not.toContain(rubric.answer);
              checked++;
            }
          }
        }
    expect(checked).toBeGreaterThan(1000);
  });

  it('probes by the kind of value missing, in each persona’s style', async () => {
    const readback = rubrics.find((r) => r.question.includes('heading two seven zero'))!;
    const heading = readback.subanswers.filter((s) => /heading/i.test(s.subanswer));
    expect(await createDefaultPersona().followUp(turnOf(readback, heading))).toMatch(/heading|turn/i);
    expect(await createControllerPersona().followUp(turnOf(readback, heading))).toMatch(
      /^(Verify|Say again|Readback incomplete, say) heading\.$/,
    );
  });

  it('varies its wording across questions and turns', async () => {
    for (const persona of personas) {
      const follow = new Set<string>();
      const praise = new Set<string>();
      const again = new Set<string>();
      for (const rubric of rubrics.slice(0, 20))
        for (const answers of [0, 1]) {
          const turn = turnOf(rubric, rubric.subanswers.slice(0, 1), answers);
          follow.add(await persona.followUp(turn));
          praise.add(await persona.closeCorrect(turn));
          again.add(await persona.sayAgain(turn));
        }
      expect(follow.size, persona.profile.id).toBeGreaterThanOrEqual(4);
      expect(praise.size, persona.profile.id).toBeGreaterThanOrEqual(3);
      expect(again.size, persona.profile.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('opens a question without assuming one came before: it may be the first of the quiz', async () => {
    const examiner = createDefaultPersona();
    for (const rubric of rubrics) {
      const line = await examiner.opening(turnOf(rubric, rubric.subanswers, 0));
      expect(line, `question ${rubric.question_id}`).not.toMatch(/^(Next|Another)\b/);
      expect(line.endsWith(rubric.question.trim())).toBe(true);
    }
  });

  it('has the tower speak the clearance itself and keep other questions whole', async () => {
    const tower = createControllerPersona();
    const readback = rubrics.find((r) => r.question.includes('heading two seven zero'))!;
    expect(await tower.opening(turnOf(readback, readback.subanswers, 0))).toBe(
      'November one two three alpha bravo, climb and maintain four thousand five hundred, turn left heading two seven zero.',
    );
    const plain = rubrics.find((r) => !/read (it )?back/i.test(r.question))!;
    expect(await tower.opening(turnOf(plain, plain.subanswers, 0))).toBe(plain.question);
    expect(await tower.closeIncomplete(turnOf(readback, readback.subanswers, 3))).toContain(readback.answer);
  });
});
