import type { ClientErrorAck, ClientErrorReport } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { isChunkLoadError } from '../../../lib/chunk-reload';

/** Builds a report within the schema's limits, so a huge stack never gets the report itself rejected. */
export function buildClientErrorReport(error: unknown, url: string, userAgent?: string): ClientErrorReport {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : safeStringify(error);
  return {
    message: (message.trim() || 'Unknown error').slice(0, 2000),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, 20_000) : undefined,
    url: url.slice(0, 2000),
    user_agent: userAgent?.slice(0, 1000),
    kind: isChunkLoadError(error) ? 'chunk-load' : 'render',
  };
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * `POST /api/client-errors`: the error page logs the incident it tells the user about
 * (docs/product/shell-and-accounts.md, "Errors").
 */
export function reportClientError(report: ClientErrorReport): Promise<ClientErrorAck> {
  return apiFetch('/client-errors', {
    method: 'POST',
    body: report,
    // Loaded when needed: the error page is part of the sign-in bundle.
    schema: () => import('@wilco/shared/system/system.schemas').then((m) => m.ClientErrorAckSchema),
  });
}
