import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: ids and counts the database stores. */
export const DB_INT_MAX = 2_147_483_647;

/**
 * A row id as the database stores it. Anything larger is a client mistake (400), not a query
 * that fails with "out of range for type integer" (500).
 */
export const DbIdSchema = z.number().int().positive().max(DB_INT_MAX);
/** The same, from a path or query string. */
export const DbIdParamSchema = z.coerce.number().int().positive().max(DB_INT_MAX);
