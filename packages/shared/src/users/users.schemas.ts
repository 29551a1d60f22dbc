import { z } from 'zod';
import { DbIdParamSchema } from '../common/ids.schemas';

/** docs/product/shell-and-accounts.md, "Sidebar items": the sidebar (the client drops the first entry). */
export const SidebarRouteSchema = z.object({ to: z.string(), title: z.string(), icon: z.string() });
export const UserRoutesSchema = z.object({
  css: z.string().nullable(),
  routes: z.array(SidebarRouteSchema),
  announcement: z.object({ text: z.string().nullable() }),
  logo: z.string().nullable(),
});
export type UserRoutes = z.infer<typeof UserRoutesSchema>;

export const RecordingAcknowledgedSchema = z.object({ recording_acknowledged: z.boolean() });

/**
 * Older path (docs/product/shell-and-accounts.md, "Consent and welcome video"): `POST
 * user/recordingAcknowledgement`.
 */
export const RecordingAcknowledgementBodySchema = z.object({
  acknowledgement_saved: z.boolean(),
  session_id: z.string().max(100).optional(),
});

/** docs/product/shell-and-accounts.md, "Exam date": ISO date-time without the trailing Z, or null. */
export const ExamDateBodySchema = z.object({
  exam_date: z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?$/,
      'exam_date must be an ISO date-time without a zone',
    )
    .refine((v) => !Number.isNaN(Date.parse(`${v}Z`)), 'exam_date is not a real date')
    .nullable(),
});

export const UserIdParamsSchema = z.object({ userId: DbIdParamSchema });

export const SuccessSchema = z.object({ success: z.literal(true) });
