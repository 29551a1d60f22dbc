import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CurrentUserSchema,
  DirectResetPasswordBodySchema,
  ExamDateBodySchema,
  RecordingAcknowledgedSchema,
  RecordingAcknowledgementBodySchema,
  ROLE,
  SuccessSchema,
  UserIdParamsSchema,
  UserRoutesSchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);
const ok = { success: true as const };

/**
 * The signed-in user's own account (docs/product/shell-and-accounts.md, "Account settings"), mounted under
 * /api.
 */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.users;
  const tags = ['account'];
  const user = { access: 'user' } as const;
  // The shell renders the sidebar while a required second factor is being set up.
  const shell = { access: 'user', beforeMfaEnrollment: true } as const;

  r.get(
    '/user/routes',
    {
      schema: {
        tags,
        summary: 'Sidebar items for the user’s roles',
        response: { 200: UserRoutesSchema, ...errors },
      },
      config: shell,
    },
    async (req) => service.routes(authOf(req)),
  );

  r.get(
    '/auth/recordingAcknowledge',
    {
      schema: {
        tags,
        summary: 'Has the user acknowledged session recording?',
        response: { 200: RecordingAcknowledgedSchema, ...errors },
      },
      config: user,
    },
    async (req) => ({ recording_acknowledged: await service.recordingAcknowledged(authOf(req)) }),
  );

  r.post(
    '/auth/recordingAcknowledge',
    {
      schema: {
        tags,
        summary: 'Acknowledge session recording and remember it',
        response: { 200: SuccessSchema, ...errors },
      },
      config: user,
    },
    async (req) => {
      await service.acknowledgeRecording(authOf(req), true);
      return ok;
    },
  );

  r.post(
    '/user/recordingAcknowledgement',
    {
      schema: {
        tags,
        summary: 'Acknowledge session recording (older path)',
        body: RecordingAcknowledgementBodySchema,
        response: { 200: SuccessSchema, ...errors },
      },
      config: user,
    },
    async (req) => {
      await service.acknowledgeRecording(authOf(req), req.body.acknowledgement_saved);
      return ok;
    },
  );

  r.post(
    '/user/welcomeSave',
    {
      schema: {
        tags,
        summary: 'Do not show the welcome video again',
        response: { 200: SuccessSchema, ...errors },
      },
      config: user,
    },
    async (req) => {
      await service.saveWelcome(authOf(req));
      return ok;
    },
  );

  r.put(
    '/user/:userId/examDate',
    {
      schema: {
        tags,
        summary: 'Set or clear the exam date',
        params: UserIdParamsSchema,
        body: ExamDateBodySchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.setExamDate(authOf(req), req.params.userId, req.body.exam_date),
  );

  r.post(
    '/user/directResetPassword',
    {
      schema: {
        tags,
        summary: 'Change the signed-in user’s password (ends all sessions)',
        body: DirectResetPasswordBodySchema,
        response: { 200: SuccessSchema, ...errors },
      },
      config: user,
    },
    async (req) => {
      const { password, ...proof } = req.body;
      const auth = authOf(req);
      // docs/product/shell-and-accounts.md, "Account security changes": the caller proves it is them first.
      await app.accountSecurity.confirm(auth.userId, proof, req.ip);
      await service.resetPassword(auth, password);
      return ok;
    },
  );

  r.delete(
    '/user/data',
    {
      schema: {
        tags,
        summary: 'Factory reset (Admins): delete the caller’s quiz and progress data and exam date',
        response: { 200: SuccessSchema, ...errors },
      },
      // docs/product/shell-and-accounts.md, "Factory reset": only Admins are offered it.
      config: { access: [ROLE.Admin] },
    },
    async (req) => {
      await service.factoryReset(authOf(req));
      return ok;
    },
  );
}
