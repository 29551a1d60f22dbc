import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationStateSchema,
  FollowUpBodySchema,
  GetQuestionsBodySchema,
  InitialStateBodySchema,
  QuestionSchema,
  TimeQuerySchema,
} from '@wilco/shared';
import { notFound } from '../../lib/http-errors';
import { authOf } from '../../lib/request-auth';
import { addQuestionsRoute } from '../questions/questions.routes';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The question (conversation) service, mounted at /qs (docs/product/conversation.md, "The service"). */
export async function conversationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.conversation;
  const content = app.content.service;
  const user = { access: 'user' } as const;
  const tags = ['conversation'];

  r.post(
    '/initial_state',
    {
      schema: {
        tags,
        summary: 'Start a question: the examiner asks it',
        querystring: TimeQuerySchema,
        body: InitialStateBodySchema,
        response: { 200: ConversationStateSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.initialState(authOf(req), req.body),
  );

  r.post(
    '/follow_up',
    {
      schema: {
        tags,
        summary: 'Answer: the examiner assesses, then probes or closes',
        querystring: TimeQuerySchema,
        body: FollowUpBodySchema,
        response: { 200: ConversationStateSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.followUp(authOf(req), req.body),
  );

  await app.register(addQuestionsRoute);

  r.post(
    '/get_questions',
    {
      schema: {
        tags,
        summary: 'Questions of the tenant the caller may be asked',
        body: GetQuestionsBodySchema,
        response: { 200: z.array(QuestionSchema), ...errors },
      },
      config: user,
    },
    async (req) => {
      const auth = authOf(req);
      if (req.body.tenant_id !== auth.tenantId) throw notFound('Tenant not found');
      return content.questions(auth);
    },
  );
}
