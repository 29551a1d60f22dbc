import type { AttemptStatus } from '@wilco/shared';

/** Turn types (docs/product/quiz-player.md, "Turns"). */
export type TurnType =
  | 'persona'
  | 'user'
  | 'systemCorrect'
  | 'systemIncorrect'
  | 'systemSkipped'
  | 'systemCorrectTerminate'
  | 'systemIncorrectTerminate';

export type Turn = {
  id: number;
  type: TurnType;
  text: string;
  /** The persona's spoken line (docs/product/quiz-player.md, "Turns"), in voice mode. */
  audioUrl: string | null;
  loading: boolean;
  timestamp: number;
};

/** Dashboard question section (docs/product/quiz-player.md, "Turns"): one per question, holding its turns. */
export type Section = {
  questionID: number;
  questionIndex: number;
  display: boolean;
  turns: Turn[];
};

/** A question of the current quiz with what the player knows about it. */
export type PlayerQuestion = {
  question_id: number;
  question_attempt_id: number;
  /** Question text from GET /api/quiz; the answer once the attempt at it is final (skip message, results). */
  questionText: string | null;
  questionAnswer: string | null;
  status: AttemptStatus;
};
