import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, QuestionSchema, QuestionUpsertBodySchema, ROLE } from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);
const authors = { access: [ROLE.Admin, ROLE.Author] } as const;

/** `POST /question` and `PUT /question/{id}` under /api (docs/product/authoring.md, "Question bank"). */
export async function questionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.questions;
  const tags = ['authoring'];
  r.post(
    '/question',
    {
      schema: {
        tags,
        summary: 'Create a question with its rubric',
        body: QuestionUpsertBodySchema,
        response: { 200: QuestionSchema, ...errors },
      },
      config: authors,
    },
    async (req) => service.create(authOf(req), req.body),
  );
  r.put(
    '/question/:id',
    {
      schema: {
        tags,
        summary: 'Edit a question and its rubric',
        params: IdParamsSchema,
        body: QuestionUpsertBodySchema,
        response: { 200: QuestionSchema, ...errors },
      },
      config: authors,
    },
    async (req) => service.update(authOf(req), req.params.id, req.body),
  );
}

/** The older save path at /qs/add_questions. */
export async function addQuestionsRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.questions;
  r.post(
    '/add_questions',
    {
      schema: {
        tags: ['conversation'],
        summary: 'Save a question edit (older path)',
        body: QuestionUpsertBodySchema,
        response: { 200: QuestionSchema, ...errors },
      },
      config: authors,
    },
    async (req) => service.upsert(authOf(req), req.body),
  );
}
