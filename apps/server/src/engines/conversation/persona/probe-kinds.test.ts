import { describe, expect, it } from 'vitest';
import { allSeedQuestions } from '../../../db/seed/content';
import { createRubricAssessor } from '../assessor';
import type { Rubric } from '../types';
import { createControllerPersona } from './controller-persona';
import { createDefaultPersona } from './default-persona';
import type { PersonaTurn } from './persona';
import { isClearanceQuestion, probeKind, probeTarget, probeTopic } from './probe-kinds';

const byName = (name: string) => allSeedQuestions.find((q) => q.question_name === name)!;
const item = (name: string, pattern: RegExp) =>
  byName(name).subanswers.find((s) => pattern.test(s.subanswer))!;

const rubricOf = (q: (typeof allSeedQuestions)[number], id: number): Rubric => ({
  question_id: id,
  question: q.question,
  answer: q.answer,
  point_threshold: q.point_threshold,
  contexts: q.contexts,
  examples: [],
  subanswers: q.subanswers.map((s, j) => ({ subanswer_id: j + 1, ...s })),
});
const turnFor = (rubric: Rubric, missing: Rubric['subanswers']): PersonaTurn => ({
  rubric,
  answers: 1,
  maxAnswers: 3,
  missing,
  earned: 0,
  context: null,
  replies: [],
  revealAnswer: true,
});

describe('probe kinds on the seeded course', () => {
  it('asks for a clearance value only in clearance and readback questions', () => {
    let fired = 0;
    for (const q of allSeedQuestions)
      for (const s of q.subanswers) {
        const kind = probeKind(q.question, s.subanswer);
        if (kind) fired++;
        if (!isClearanceQuestion(q.question)) expect(kind, `${q.question_name}: ${s.subanswer}`).toBeNull();
      }
    // The readback drills still get their value probes.
    expect(fired).toBeGreaterThanOrEqual(25);
  });

  it('names the kind of value missing from a readback', () => {
    const q = byName('ppl.radio.11');
    const kinds = q.subanswers.map((s) => probeKind(q.question, s.subanswer));
    expect(kinds).toEqual(['heading', 'altitude', 'frequency', 'squawk', 'callsign']);
    expect(probeKind(byName('ppl.radio.15').question, item('ppl.radio.15', /^Hold short/).subanswer)).toBe(
      'hold-short',
    );
    // Not a value kind, but still named: "Verify taxiway."
    expect(probeTarget(byName('ppl.radio.15').question, 'Via taxiway Alpha')).toEqual({
      kind: 'topic',
      topic: 'taxiway',
    });
  });

  it('probes knowledge items by their topic, not as altitudes', async () => {
    const examiner = createDefaultPersona();
    const cases = [
      ['ppl.emergencies.09', /^Hypoxic/, 'pressure'],
      ['ppl.airspace.03', /^Maintain communication/, 'communication'],
      ['ppl.airspace.04', /^Maintain communication/, 'communication'],
      ['ppl.emergencies.01', /^7600/, 'communications'],
      ['ppl.weather.09', /^TEMPO/, 'TEMPO'],
    ] as const;
    for (const [name, pattern, topic] of cases) {
      const q = byName(name);
      const missing = item(name, pattern);
      expect(probeTarget(q.question, missing.subanswer)).toEqual({ kind: 'topic', topic });
      const rubric = rubricOf(q, 1);
      const line = await examiner.followUp(
        turnFor(
          rubric,
          rubric.subanswers.filter((s) => s.subanswer === missing.subanswer),
        ),
      );
      expect(line).toContain(topic);
      expect(line).not.toMatch(/altitude were you given|and the altitude/i);
    }
  });

  it('names a topic only with a word the missing item says, never a value or a quoted phrase', () => {
    for (const q of allSeedQuestions)
      for (const s of q.subanswers) {
        const topic = probeTopic(q.question, s.subanswer);
        if (!topic) continue;
        expect(s.subanswer.toLowerCase(), q.question_name).toContain(topic.toLowerCase());
        for (const quoted of s.subanswer.match(/"[^"]*"/g) ?? [])
          expect(quoted.toLowerCase(), q.question_name).not.toContain(topic.toLowerCase());
      }
    expect(probeTopic('Name the three digits.', 'Three is "tree"')).toBeNull();
  });

  it('never earns the missing item for a learner who echoes the probe', async () => {
    const assessor = createRubricAssessor();
    let checked = 0;
    for (const persona of [createDefaultPersona(), createControllerPersona()])
      for (const [i, q] of allSeedQuestions.entries()) {
        const rubric = rubricOf(q, i + 1);
        for (const missing of rubric.subanswers) {
          const line = await persona.followUp(turnFor(rubric, [missing]));
          const echoed = await assessor.assess(rubric, line);
          expect(
            echoed.find((a) => a.subanswer_id === missing.subanswer_id)?.label,
            `${persona.profile.id} ${q.question_name}: "${line}" earns "${missing.subanswer}"`,
          ).toBe(false);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(500);
  });
});
