import { ErrorResponseSchema } from '@wilco/shared';

/** OpenAPI response schemas for a route's error codes: every error body is `{message, detail?}`. */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof ErrorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as Record<
    C,
    typeof ErrorResponseSchema
  >;
}
