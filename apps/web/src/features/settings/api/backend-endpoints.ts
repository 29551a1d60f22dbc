import {
  ActiveAttemptSchema,
  AdminUserSchema,
  CourseSchema,
  QuestionSchema,
  QuizSummarySchema,
} from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type BackendEndpoint = {
  label: string;
  path: string;
  schema: z.ZodType;
  /** docs/product/administration.md, "Admin fetches": the green notification on success. */
  success: string;
  /** The server answers only admins (docs/product/administration.md, "System admin"). */
  adminOnly?: true;
};

const users: BackendEndpoint = {
  label: 'Get All Users',
  path: '/user/all',
  schema: z.array(AdminUserSchema),
  success: 'Successfully obtained all users from backend.',
  adminOnly: true,
};
const activeAttempts: BackendEndpoint = {
  label: 'Get All Users Active Attempts',
  path: '/user/attempts',
  schema: z.array(ActiveAttemptSchema),
  success: 'Successfully obtained all users active attempts.',
  adminOnly: true,
};
const questions: BackendEndpoint = {
  label: 'Get All Questions',
  path: '/question',
  schema: z.array(QuestionSchema),
  success: 'Successfully obtained all questions.',
};
const quizzes: BackendEndpoint = {
  label: 'Get All Quizzes',
  path: '/quiz',
  schema: z.array(QuizSummarySchema),
  success: 'Successfully obtained all quizzes.',
};
const courses: BackendEndpoint = {
  label: 'Get All Courses',
  path: '/course',
  schema: z.array(CourseSchema),
  success: 'Successfully obtained all courses.',
};
const featuredAreas: BackendEndpoint = {
  label: 'Get Course Featured Areas',
  path: '/course/featured',
  schema: z.array(CourseSchema),
  success: 'Successfully obtained course featured areas.',
};

/**
 * The tester's buttons in the documented order (docs/product/administration.md, "Backend tester"). 'Get
 * Course Featured Areas' is listed twice there, and is kept twice here.
 */
export const BACKEND_ENDPOINTS: readonly BackendEndpoint[] = [
  users,
  activeAttempts,
  questions,
  quizzes,
  courses,
  featuredAreas,
  featuredAreas,
];

/** `GET` of one admin list (docs/product/administration.md, "System admin"). */
export function fetchBackendList(endpoint: BackendEndpoint): Promise<unknown> {
  return apiFetch(endpoint.path, { schema: endpoint.schema });
}
