import Skeleton from '@mui/material/Skeleton';
import type { AdminCourse, AdminQuiz, Question } from '@wilco/shared';
import { useAdminQuiz } from '../../api/get-quiz';
import { useAdminQuestions } from '../../api/get-questions';
import { useLastValue } from '../../hooks/use-last-value';
import { LoadError } from '../../../../components/ui/load-error';
import { SideCard } from '../side-card';
import { AreaForm } from './area-form';
import { CourseHeaderForm } from './course-header-form';
import type { ContentSelection } from './course-tree';
import { QuizSectionForm } from './quiz-section-form';

type ContentSideCardProps = {
  courses: AdminCourse[];
  selection: ContentSelection | null;
  onClose: () => void;
};

type QuizTarget = { quiz: AdminQuiz; areaId?: undefined } | { quiz: null; areaId: number };

function QuizCardBody({ target, onClose }: { target: QuizTarget; onClose: () => void }) {
  const questions = useAdminQuestions();
  if (questions.isPending)
    return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading questions" />;
  if (questions.isError)
    return (
      <LoadError what="the questions" error={questions.error} onRetry={() => void questions.refetch()} />
    );
  if (target.quiz) return <SavedQuizBody quiz={target.quiz} questions={questions.data} onClose={onClose} />;
  return <QuizSectionForm {...target} questions={questions.data} onClose={onClose} />;
}

/** An existing quiz is edited as saved now, not as the course tree last showed it. */
function SavedQuizBody(props: { quiz: AdminQuiz; questions: Question[]; onClose: () => void }) {
  const saved = useAdminQuiz(props.quiz.quiz_id);
  if (saved.isPending)
    return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading the quiz" />;
  if (saved.isError)
    return <LoadError what="the quiz" error={saved.error} onRetry={() => void saved.refetch()} />;
  const { name, context, everyone, roles, question_ids } = saved.data;
  const quiz = { ...props.quiz, name, context, everyone, roles, question_ids };
  return <QuizSectionForm quiz={quiz} questions={props.questions} onClose={props.onClose} />;
}

/** The side card for whatever the admin picked in the tree; forms start fresh per entity. */
export function ContentSideCard({ courses, selection: current, onClose }: ContentSideCardProps) {
  const selection = useLastValue(current);
  const course =
    selection && (selection.kind === 'course' || selection.kind === 'area')
      ? courses.find((c) => c.course_id === selection.courseId)
      : undefined;
  const area =
    selection?.kind === 'area' ? course?.areas.find((a) => a.area_id === selection.areaId) : undefined;
  const quiz =
    selection?.kind === 'quiz'
      ? courses.flatMap((c) => c.areas.flatMap((a) => a.quizzes)).find((q) => q.quiz_id === selection.quizId)
      : undefined;

  const title =
    selection?.kind === 'course'
      ? 'Edit Course Header'
      : selection?.kind === 'area'
        ? 'Edit Area'
        : selection?.kind === 'new-quiz'
          ? 'New Quiz'
          : 'Edit Quiz Section';
  return (
    <SideCard open={current !== null} title={title} onClose={onClose}>
      {selection?.kind === 'course' && course ? (
        <CourseHeaderForm key={course.course_id} course={course} onClose={onClose} />
      ) : null}
      {selection?.kind === 'area' && course && area ? (
        <AreaForm key={area.area_id} courseId={course.course_id} area={area} onClose={onClose} />
      ) : null}
      {quiz ? <QuizCardBody key={quiz.quiz_id} target={{ quiz }} onClose={onClose} /> : null}
      {selection?.kind === 'new-quiz' ? (
        <QuizCardBody
          key={`new-${selection.areaId}`}
          target={{ quiz: null, areaId: selection.areaId }}
          onClose={onClose}
        />
      ) : null}
    </SideCard>
  );
}
