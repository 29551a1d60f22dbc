/**
 * Errors a service throws on purpose; the error handler turns them into `{message, detail}`
 * with their status. `detail` carries machine-readable reasons the client maps
 * (docs/product/shell-and-accounts.md, "Errors").
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, detail?: unknown) => new HttpError(400, message, detail);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message: string, detail?: unknown) => new HttpError(404, message, detail);
export const conflict = (message: string, detail?: unknown) => new HttpError(409, message, detail);

/**
 * A write refused by a unique index (PostgreSQL 23505; drizzle keeps the driver's error as
 * `cause`): two requests raced for the same value, and the loser should hear a 409, not a 500.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return String(e?.code ?? e?.cause?.code) === '23505';
}

/** Runs a write; a unique-index refusal becomes `conflict(message)`. */
export async function conflictOnDuplicate<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}
