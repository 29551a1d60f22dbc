import { z } from 'zod';

/**
 * docs/product/shell-and-accounts.md, "Maintenance": the default notice apologises, says improvements are
 * being made and that we are back shortly.
 */
export const DEFAULT_MAINTENANCE_NOTICE =
  'We are sorry for the inconvenience. Wilco is down for scheduled maintenance while we make improvements, and will be back shortly.';

/** `GET /api/status`: public, unauthenticated facts the shell needs before sign-in. */
export const PublicStatusSchema = z.object({
  maintenance: z.boolean(),
  maintenance_notice: z.string(),
  announcement: z.string().nullable(),
});
export type PublicStatus = z.infer<typeof PublicStatusSchema>;

/** `POST /api/client-errors`: the error page reports crashes so that 'the incident has been logged'. */
export const ClientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(20_000).optional(),
  url: z.string().max(2000),
  user_agent: z.string().max(1000).optional(),
  kind: z.enum(['render', 'chunk-load', 'unhandled', 'notification']).default('render'),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

export const ClientErrorAckSchema = z.object({ logged: z.literal(true), incident_id: z.string() });
export type ClientErrorAck = z.infer<typeof ClientErrorAckSchema>;
