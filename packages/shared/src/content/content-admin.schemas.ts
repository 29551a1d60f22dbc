import { z } from 'zod';
import { DbIdSchema, DbIdParamSchema } from '../common/ids.schemas';
import { ROLE } from '../auth/auth.schemas';
import { AreaSchema, CourseSchema, PublishStateSchema, QuizSummarySchema } from './content.schemas';

const id = DbIdSchema;
const name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} name is required`)
    .max(200, `${what} name must be at most 200 characters`);

/** docs/product/administration.md, "Course admin" `PUT course/{id}`. */
export const CourseUpdateBodySchema = z.object({
  course_id: id,
  name: name('Course'),
  description: z.string().trim().max(4000, 'Description must be at most 4000 characters'),
});
export type CourseUpdateBody = z.infer<typeof CourseUpdateBodySchema>;

/** docs/product/administration.md, "Course admin" `PUT course/{courseId}/area/{areaId}`. */
export const AreaUpdateBodySchema = z.object({ course_id: id, area_id: id, name: name('Area') });
export type AreaUpdateBody = z.infer<typeof AreaUpdateBodySchema>;

export const QUIZ_ROLES = [ROLE.Admin, ROLE.Author, ROLE.Learner, ROLE.Trial] as const;

const instant = z.iso.datetime({ offset: true, message: 'Dates must be ISO date-times' });

/** The fields of a quiz section, shared by its creation and its edit. */
const quizFields = {
  name: name('Quiz'),
  question_ids: z
    .array(id)
    .max(500, 'A quiz holds at most 500 questions')
    .refine((ids) => new Set(ids).size === ids.length, 'A question can appear only once in a quiz'),
  context: z.string().trim().max(4000, 'Context must be at most 4000 characters'),
  /** Open to every role (decision 026); without it only the listed roles may take the quiz. */
  everyone: z.boolean().default(false),
  roles: z
    .array(z.enum(QUIZ_ROLES, { message: `Roles must be among ${QUIZ_ROLES.join(', ')}` }))
    .refine((roles) => new Set(roles).size === roles.length, 'A role can be listed only once'),
  publish_state: PublishStateSchema.optional(),
  /** When a scheduled quiz goes live; ignored for the other states. */
  publish_at: instant.nullable().optional(),
  /** When the quiz stops being offered (any state); null = never. */
  expire_at: instant.nullable().optional(),
};

type QuizChecked = {
  everyone: boolean;
  roles: readonly string[];
  publish_state?: string | undefined;
  publish_at?: string | null | undefined;
  expire_at?: string | null | undefined;
};
export const QUIZ_AUDIENCE_REQUIRED = 'Choose who may take the quiz: everyone, or at least one role';

const checkQuizFields = (body: QuizChecked, ctx: z.RefinementCtx) => {
  // docs/product/administration.md, "Quiz builder": an empty list no longer means everyone.
  if (!body.everyone && body.roles.length === 0)
    ctx.addIssue({ code: 'custom', path: ['roles'], message: QUIZ_AUDIENCE_REQUIRED });
  if (body.publish_state === 'scheduled' && !body.publish_at)
    ctx.addIssue({
      code: 'custom',
      path: ['publish_at'],
      message: 'A scheduled quiz needs a publish date',
    });
  if (
    body.publish_state === 'scheduled' &&
    body.publish_at &&
    body.expire_at &&
    Date.parse(body.expire_at) <= Date.parse(body.publish_at)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['expire_at'],
      message: 'The quiz must expire after it is published',
    });
};

/**
 * docs/product/administration.md, "Course admin" `PUT quiz/{id}`: question_ids in the order the quiz asks
 * them. The publishing fields are ours (the original body has none): without publish_state the quiz keeps its
 * own.
 */
export const QuizUpdateBodySchema = z.object({ quiz_id: id, ...quizFields }).superRefine(checkQuizFields);
export type QuizUpdateBody = z.infer<typeof QuizUpdateBodySchema>;

/** docs/product/administration.md, "Creating and deleting content": `POST /api/quiz`, built from the bank. */
export const QuizCreateBodySchema = z.object({ area_id: id, ...quizFields }).superRefine(checkQuizFields);
export type QuizCreateBody = z.infer<typeof QuizCreateBodySchema>;

/** `POST /api/course`: a new course (or a Featured Quizzes course) at the end of the list. */
export const CourseCreateBodySchema = z.object({
  name: name('Course'),
  description: z.string().trim().max(4000, 'Description must be at most 4000 characters').default(''),
  kind: z.enum(['course', 'featured']).default('course'),
});
export type CourseCreateBody = z.input<typeof CourseCreateBodySchema>;

/** `POST /api/course/{courseId}/area`. */
export const AreaCreateBodySchema = z.object({ name: name('Area') });
export type AreaCreateBody = z.infer<typeof AreaCreateBodySchema>;

export const CourseIdParamsSchema = z.object({
  courseId: DbIdParamSchema,
});

export const AreaParamsSchema = z.object({
  courseId: DbIdParamSchema,
  areaId: DbIdParamSchema,
});

/**
 * A quiz as the course admin sees it: every quiz, drafts too, with its publish window and the
 * state it is in right now (docs/product/administration.md, "Featured-quizzes filter").
 */
export const AdminQuizSchema = QuizSummarySchema.extend({
  publish_at: z.string().nullable(),
  expire_at: z.string().nullable(),
  display_state: PublishStateSchema,
});
export type AdminQuiz = z.infer<typeof AdminQuizSchema>;

export const AdminAreaSchema = AreaSchema.extend({ quizzes: z.array(AdminQuizSchema) });
export type AdminArea = z.infer<typeof AdminAreaSchema>;

export const AdminCourseSchema = CourseSchema.extend({ areas: z.array(AdminAreaSchema) });
export type AdminCourse = z.infer<typeof AdminCourseSchema>;
