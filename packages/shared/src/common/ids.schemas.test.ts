import { describe, expect, it } from 'vitest';
import { TranscriptionBodySchema } from '../attempts/attempts.schemas';
import { DB_INT_MAX, DbIdParamSchema, DbIdSchema } from './ids.schemas';

/** Found by the fuzz run (issue 17 part 6): an id past PostgreSQL's integer was a 500. */
describe('database ids', () => {
  it('accept what an integer column holds and refuse anything larger', () => {
    expect(DbIdSchema.safeParse(DB_INT_MAX).success).toBe(true);
    expect(DbIdSchema.safeParse(DB_INT_MAX + 1).success).toBe(false);
    expect(DbIdParamSchema.safeParse('2147483648').success).toBe(false);
    expect(DbIdParamSchema.safeParse('42').data).toBe(42);
  });

  it('bound the ids of request bodies (the fuzz run’s counterexample)', () => {
    const body = {
      original_transcription: '',
      modified_transcription: '',
      stt_provider: 'pocketsphinx',
      question_attempt_id: DB_INT_MAX + 1,
    };
    expect(TranscriptionBodySchema.safeParse(body).success).toBe(false);
    expect(TranscriptionBodySchema.safeParse({ ...body, question_attempt_id: 7 }).success).toBe(true);
  });
});
