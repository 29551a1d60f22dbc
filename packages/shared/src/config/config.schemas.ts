import { z } from 'zod';

/**
 * Runtime configuration served by the server at `/config.json` (docs/architecture.md, "Services").
 * The web app reads each service's base URL from here, so one build runs against
 * any deployment; all default to same-origin paths.
 */
export const RuntimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  questionServiceUrl: z.string(),
  playlistServiceUrl: z.string(),
  scriptServiceUrl: z.string(),
  mediaBaseUrl: z.string(),
  /** Socket.IO origin ('' = same origin); namespaces /stt and /sim live under it. */
  socketUrl: z.string(),
  socketPath: z.string(),
  /** Minutes of inactivity before the client logs out (IDLE_TIME). */
  idleTimeMinutes: z.number().int().positive(),
  tenantId: z.number().int().positive(),
  introVideoUrl: z.string(),
  trialIntroVideoUrl: z.string(),
  helpUrl: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  registerUrl: z.string(),
  version: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
