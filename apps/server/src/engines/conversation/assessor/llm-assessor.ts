import { z } from 'zod';
import type { Assessment, Assessor, Rubric } from '../types';
import { preparePattern, prepareReply, matchSubanswer } from './match';

const LlmAnswerSchema = z.object({
  assessments: z.array(
    z.object({ subanswer_id: z.number().int(), label: z.boolean(), evidence: z.string().nullable() }),
  ),
});

export type LlmOptions = {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  fallback: Assessor;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

function prompt(rubric: Rubric, reply: string) {
  const rubricText = rubric.subanswers
    .map((s) => `- id ${s.subanswer_id} (${s.points} pt): ${s.subanswer}`)
    .join('\n');
  const shots = rubric.examples.slice(0, 4).map((e) => ({
    reply: e.example,
    assessments: e.subanswer_examples.map((x) => ({
      subanswer_id: x.subanswer_id,
      label: x.label,
      evidence: x.evidence,
    })),
  }));
  return [
    {
      role: 'system',
      content:
        'You are a fair FAA examiner grading a pilot’s spoken or typed answer. For each rubric item decide whether the reply conveys it. ' +
        'Numbers must match exactly (a wrong runway, altitude, heading, frequency, squawk or count is false). Speech-recognition slips are fine. ' +
        'Quote the reply words that convey an item as evidence (null when false). Answer only with JSON {"assessments":[{"subanswer_id","label","evidence"}]}.',
    },
    {
      role: 'user',
      content: `Question: ${rubric.question}\nModel answer: ${rubric.answer}\nRubric:\n${rubricText}\nGraded examples: ${JSON.stringify(shots)}\nReply to grade: ${JSON.stringify(reply)}`,
    },
  ];
}

/**
 * Plug-in assessor for any OpenAI-compatible chat endpoint, with structured JSON output and
 * the rubric's examples as few-shot guidance. Values are still checked deterministically: the
 * model may never accept a wrong number. Any failure falls back to the offline assessor.
 */
export function createLlmAssessor(options: LlmOptions): Assessor {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    name: 'llm',
    async assess(rubric: Rubric, reply: string): Promise<Assessment[]> {
      try {
        const res = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: prompt(rubric, reply),
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        if (!res.ok) throw new Error(`LLM endpoint answered ${res.status}`);
        const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
        const parsed = LlmAnswerSchema.parse(JSON.parse(body.choices?.[0]?.message?.content ?? ''));
        const byId = new Map(parsed.assessments.map((a) => [a.subanswer_id, a]));
        const prepared = prepareReply(reply);
        return rubric.subanswers.map((s) => {
          const fromModel = byId.get(s.subanswer_id);
          const pattern = preparePattern(s.subanswer, []);
          // A value the reply does not contain is false, whatever the model says.
          const valuesOk = pattern.values.length === 0 || matchSubanswer(pattern, prepared).label;
          const label = Boolean(fromModel?.label) && valuesOk;
          return {
            subanswer_id: s.subanswer_id,
            label,
            evidence: label ? (fromModel?.evidence ?? null) : null,
          };
        });
      } catch {
        return options.fallback.assess(rubric, reply);
      }
    },
  };
}
