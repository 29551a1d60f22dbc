import { z } from 'zod';
import { DbIdSchema } from '../common/ids.schemas';

const id = DbIdSchema;

/** Quiz card, plus what the cards show (docs/product/learning.md, "Featured quizzes"). */
export const QuizCardSchema = z.object({
  quiz_id: id,
  name: z.string(),
  context: z.string(),
  question_count: z.number().int(),
  type: z.enum(['featured', 'course']),
  course_id: id,
  area_id: id,
  /** The in-progress attempt to resume, if any. */
  quizAttemptID: id.nullable(),
  inProgress: z.boolean(),
  /** Completed attempts. */
  attempts: z.number().int(),
  scorePercentage: z.number().int().min(0).max(100),
  attemptedQuestions: z.number().int(),
  last_activity: z.string().nullable(),
});
export type QuizCard = z.infer<typeof QuizCardSchema>;

/** Derived course and area card (docs/product/learning.md, "Courses"). */
export const AreaCardSchema = z.object({
  area_id: id,
  title: z.string(),
  description: z.string(),
  attemptedQuestions: z.number().int(),
  totalQuestions: z.number().int(),
  quizzesInProgress: z.number().int(),
  scorePercentage: z.number().int().min(0).max(100),
  quizzes: z.array(QuizCardSchema),
});
export type AreaCard = z.infer<typeof AreaCardSchema>;

export const CourseCardSchema = AreaCardSchema.omit({ area_id: true, quizzes: true }).extend({
  course_id: id,
  subCourses: z.array(AreaCardSchema),
});
export type CourseCard = z.infer<typeof CourseCardSchema>;

export const FeaturedSectionSchema = z.object({
  area_id: id,
  name: z.string(),
  quizzes: z.array(QuizCardSchema),
});
export type FeaturedSection = z.infer<typeof FeaturedSectionSchema>;

export const TopicSchema = z.object({ name: z.string(), progress: z.number().int() });

export const DashboardSchema = z.object({
  exam_date: z.string().nullable(),
  /** docs/product/learning.md, "Dashboard": rounded up; null without an exam date. */
  days_to_exam: z.number().int().nullable(),
  /** 0..100, rounded up, over the tenant's primary course. */
  overall_progress: z.number().int().min(0).max(100),
  strongest_topic: TopicSchema,
  weakest_topic: TopicSchema,
  days_practised: z.array(
    z.object({ date: z.string(), weekday: z.string(), questions: z.number().int(), practised: z.boolean() }),
  ),
  quizzes_in_progress: z.number().int(),
  primary_course_id: id.nullable(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const HomePageSchema = z.object({
  dashboard: DashboardSchema,
  continue_learning: z.array(QuizCardSchema),
  featured: z.array(FeaturedSectionSchema),
});
export type HomePage = z.infer<typeof HomePageSchema>;

export const CoursePageSchema = z.object({ courses: z.array(CourseCardSchema) });
export type CoursePage = z.infer<typeof CoursePageSchema>;

export const QuizzesPageSchema = z.object({ sections: z.array(FeaturedSectionSchema) });
export type QuizzesPage = z.infer<typeof QuizzesPageSchema>;

/** The learner's UTC offset in minutes (Date#getTimezoneOffset), for "days practised". */
export const HomeQuerySchema = z.object({ tz_offset: z.coerce.number().int().min(-840).max(840).default(0) });
