/**
 * docs/product/shell-and-accounts.md, "Sign-in and sessions": the roles a token carries. Kept apart
 * from the schemas so the sign-in page can check roles without loading zod.
 */
export const ROLE = { Admin: 'Admin', Author: 'Author', Learner: 'Learner', Trial: 'Trial' } as const;
