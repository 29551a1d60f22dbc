import { z } from 'zod';

/**
 * Every error response of every service: `{message, detail?}` (the client shows `message`:
 * docs/product/shell-and-accounts.md, "Errors").
 */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  detail: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
