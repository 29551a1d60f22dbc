import type { Assessment, Assessor, Rubric } from '../types';
import { matchSubanswer, preparePattern, prepareReply, type SubanswerPattern } from './match';

/**
 * The default assessor: deterministic and offline, built for aviation language (spoken and
 * ICAO numbers, phonetic callsigns, runways, recogniser slips). Patterns are prepared once per
 * question and cached, since the same rubric is judged turn after turn.
 */
export function createRubricAssessor(): Assessor {
  const cache = new Map<string, SubanswerPattern[]>();

  function patternsFor(rubric: Rubric): SubanswerPattern[] {
    const key = `${rubric.question_id}:${rubric.subanswers.map((s) => `${s.subanswer_id}=${s.subanswer}`).join('|')}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const patterns = rubric.subanswers.map((s) => {
      // Positive examples show other ways learners say this idea.
      const evidence = rubric.examples.flatMap((e) =>
        e.subanswer_examples
          .filter((x) => x.subanswer_id === s.subanswer_id && x.label && x.evidence)
          .map((x) => x.evidence!),
      );
      return preparePattern(s.subanswer, evidence);
    });
    if (cache.size > 2000) cache.clear();
    cache.set(key, patterns);
    return patterns;
  }

  return {
    name: 'rubric',
    async assess(rubric: Rubric, text: string): Promise<Assessment[]> {
      const reply = prepareReply(text);
      return patternsFor(rubric).map((pattern, i) => {
        const { label, span } = matchSubanswer(pattern, reply);
        return {
          subanswer_id: rubric.subanswers[i]!.subanswer_id,
          label,
          evidence: span ? reply.words.slice(span[0], span[1] + 1).join(' ') : null,
        };
      });
    },
  };
}
