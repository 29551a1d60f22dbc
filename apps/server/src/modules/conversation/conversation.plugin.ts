import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createConversationEngine } from '../../engines/conversation/conversation';
import { createAssessors } from '../../engines/conversation/assessor/select';
import { createPersonas } from '../../engines/conversation/persona/personas';
import { createStateSigner } from '../../engines/conversation/state-signer';
import { createCastSelector } from './conversation-cast';
import { createConversationRepository } from './conversation.repository';
import { createConversationService, type ConversationService } from './conversation.service';
import { createConversationSessionsRepository } from './conversation-sessions.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The examiner's service (docs/product/conversation.md, "The service"): /qs calls it. */
    conversation: ConversationService;
  }
}

/**
 * The conversation service with what it is made of (state signer, speech, personas, assessors,
 * engine), created once (docs/architecture.md, "One composition root"). Grading decided here is
 * written on the question attempt and into the review schedule.
 */
export const conversationPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const signer = createStateSigner(config.keys.state);
    const { tts } = app;
    const settings = app.settingsRepo;
    const cast = createCastSelector({
      assessors: createAssessors(config.llm, app.log),
      personas: createPersonas(config.llm),
      assessorChoice: async (tenantId) => (await settings.find(tenantId))?.assessor ?? 'rubric',
      log: app.log,
    });
    const engine = createConversationEngine({
      signer,
      speak: (text, persona) => tts.speak(text, persona),
      maxAnswers: config.conversation.maxAnswers,
      minVoiceConfidence: config.conversation.minVoiceConfidence,
    });
    const service = createConversationService({
      repo: createConversationRepository(app.db, app.conversationCaches, app.events),
      sessions: createConversationSessionsRepository(app.db, app.events, (tx, userId, decided) =>
        app.review.repo.record(tx, { ...decided, userId }, new Date(app.review.clock.now())),
      ),
      content: app.content.service,
      engine,
      signer,
      cast,
      stateTtlMs: config.conversation.stateTtlMs,
    });
    app.decorate('conversation', service);
  },
  {
    name: 'conversation',
    dependencies: ['events', 'content', 'settings', 'conversation-caches', 'review', 'tts'],
  },
);
