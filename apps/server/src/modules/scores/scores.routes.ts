import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdsBodySchema,
  ScoreRecordSchema,
  WeeklyAreaScoresBodySchema,
  WeeklyAreaScoresSchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { SCORE_SCOPES } from './scores.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401);

/** `POST /score/{course|area|quiz}/getByIds` (docs/product/learning.md, "Counts and rounding"). */
export async function scoresRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.scores;
  for (const scope of SCORE_SCOPES) {
    r.post(
      `/score/${scope}/getByIds`,
      {
        schema: {
          tags: ['progress'],
          summary: `The caller’s progress for each ${scope} id`,
          body: IdsBodySchema,
          response: { 200: z.array(ScoreRecordSchema), ...errors },
        },
        config: { access: 'user' },
      },
      async (req) => service.byIds(authOf(req), scope, req.body.ids),
    );
  }
  r.post(
    '/score/area/weekly',
    {
      schema: {
        tags: ['progress'],
        summary:
          'The caller’s score per area at the end of each week (docs/product/learning.md, "Progress over time")',
        body: WeeklyAreaScoresBodySchema,
        response: { 200: WeeklyAreaScoresSchema, ...errors },
      },
      config: { access: 'user' },
    },
    async (req) => service.weekly(authOf(req), req.body.course_id),
  );
}
