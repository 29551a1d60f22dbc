import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SimulationDebriefSchema, SimulationParamsSchema, SimulationSummarySchema } from '@wilco/shared';
import { errorResponses } from '../../lib/error-responses';
import { authOf } from '../../lib/request-auth';

const errors = errorResponses(400, 401, 403, 404);
const user = { access: 'user' } as const;

/** Past simulations and debriefs under /api (docs/product/simulations.md, "Scoring and the debrief"). */
export async function simulationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.simService;
  const tags = ['simulation'];

  r.get(
    '/simulation',
    {
      schema: {
        tags,
        summary: "The signed-in learner's simulations, newest first",
        response: { 200: z.array(SimulationSummarySchema), ...errors },
      },
      config: user,
    },
    async (req) => service.list(authOf(req)),
  );
  r.get(
    '/simulation/:sim_id',
    {
      schema: {
        tags,
        summary: 'The debrief of one simulation: every exchange as judged, and the score',
        params: SimulationParamsSchema,
        response: { 200: SimulationDebriefSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.debrief(authOf(req), req.params.sim_id),
  );
}
