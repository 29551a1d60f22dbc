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

const ZONELESS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?$/;

/**
 * A zone-less ISO date-time naming a moment the calendar has: not 30 February, 31 April or 24:00
 * (Date.parse rolls those over to another day; the database refuses them).
 */
export function isRealZonelessDateTime(value: string): boolean {
  const m = ZONELESS_DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map((p) => Number(p ?? 0));
  const d = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
  return (
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month! - 1 &&
    d.getUTCDate() === day &&
    d.getUTCHours() === hour &&
    d.getUTCMinutes() === minute &&
    d.getUTCSeconds() === second
  );
}

/** docs/product/shell-and-accounts.md, "Exam date": ISO date-time without the trailing Z, or null. */
export const ExamDateBodySchema = z.object({
  exam_date: z
    .string()
    .regex(ZONELESS_DATE_TIME, 'exam_date must be an ISO date-time without a zone')
    // Judged only in the right form, so a zone gets the one message that says what is wrong.
    .refine((v) => !ZONELESS_DATE_TIME.test(v) || isRealZonelessDateTime(v), 'exam_date is not a real date')
    .nullable(),
});

export const UserIdParamsSchema = z.object({ userId: DbIdParamSchema });

export const SuccessSchema = z.object({ success: z.literal(true) });
