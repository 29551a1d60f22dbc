import { z } from 'zod';
import { DbIdSchema } from '../common/ids.schemas';

/**
 * Score record, plus the counts the course and area cards show
 * (docs/product/learning.md, "Counts and rounding").
 */
export const ScoreRecordSchema = z.object({
  course_id: z.number().int().optional(),
  area_id: z.number().int().optional(),
  quiz_id: z.number().int().optional(),
  numerator: z.number().int(),
  denominator: z.number().int(),
  score: z.number().min(0).max(1),
  answered: z.number().int(),
  attempted: z.number().int(),
  total: z.number().int(),
});
export type ScoreRecord = z.infer<typeof ScoreRecordSchema>;

/** `POST /score/area/weekly` body: one course's areas, or every visible course's when left out. */
export const WeeklyAreaScoresBodySchema = z.object({
  course_id: DbIdSchema.optional(),
});
export type WeeklyAreaScoresBody = z.infer<typeof WeeklyAreaScoresBodySchema>;

/**
 * Score per area at the end of each week (docs/product/learning.md, "Progress over time"): `weeks` are the
 * Mondays (UTC, YYYY-MM-DD) that start each week; `scores[i]` is the area's score (0..1) at the end of week i.
 */
export const WeeklyAreaScoresSchema = z.object({
  weeks: z.array(z.string()),
  areas: z.array(
    z.object({ area_id: z.number().int(), name: z.string(), scores: z.array(z.number().min(0).max(1)) }),
  ),
});
export type WeeklyAreaScores = z.infer<typeof WeeklyAreaScoresSchema>;
