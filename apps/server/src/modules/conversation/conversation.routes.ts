import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationStateSchema,
  ErrorResponseSchema,
  FollowUpBodySchema,
  GetQuestionsBodySchema,
  InitialStateBodySchema,
  QuestionSchema,
  TimeQuerySchema,
} from '@wilco/shared';
import { createConversationEngine } from '../../engines/conversation/conversation';
import { DPE_EXAMINER, createDefaultPersona } from '../../engines/conversation/persona/default-persona';
import { createLlmPersona } from '../../engines/conversation/persona/llm-persona';
import { createStateSigner } from '../../engines/conversation/state-signer';
import { createAssessor } from '../../engines/conversation/assessor/select';
import { createOfflineTts } from '../../engines/speech/tts';
import { notFound } from '../../lib/http-errors';
import { authOf } from '../../lib/request-auth';
import { createContentRepository } from '../content/content.repository';
import { createContentService } from '../content/content.service';
import { addQuestionsRoute } from '../questions/questions.routes';
import { createConversationRepository } from './conversation.repository';
import { createConversationService } from './conversation.service';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** The question (conversation) service, mounted at /qs (spec 02 §7). */
export async function conversationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const signer = createStateSigner(config.jwtSecret);
  const tts = createOfflineTts({
    mediaDir: config.mediaDir,
    mediaUrl: config.runtime.mediaBaseUrl,
    radioEffect: config.conversation.radioEffect,
    log: app.log,
  });
  const engine = createConversationEngine({
    assessor: createAssessor(config.llm, app.log),
    persona: config.llm
      ? createLlmPersona(DPE_EXAMINER, { ...config.llm, fallback: createDefaultPersona() })
      : createDefaultPersona(),
    signer,
    speak: (text, voice) => tts.speak(text, voice),
    maxAnswers: config.conversation.maxAnswers,
    minVoiceConfidence: config.conversation.minVoiceConfidence,
  });
  const content = createContentService(createContentRepository(app.db));
  const service = createConversationService({
    repo: createConversationRepository(app.db),
    content,
    engine,
    signer,
  });
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
