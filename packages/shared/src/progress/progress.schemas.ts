import { z } from 'zod';

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
