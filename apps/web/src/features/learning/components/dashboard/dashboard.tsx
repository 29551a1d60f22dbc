import { NO_TOPIC_YET, type Dashboard as DashboardData } from '@wilco/shared';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { openAccountSettings } from '../../../../lib/account-dialog';
import { DaysPractisedChart } from './days-practised-chart';
import { OverallProgress } from './overall-progress';
import { StatCard } from './stat-card';
import '../../../../components/plain/content.css';
import './dashboard.css';

/** Tells the learner where the exam date is set (docs/product/shell-and-accounts.md, "Exam date"). */
export const SET_EXAM_DATE_PROMPT = 'Set your exam date in Account Settings';
/**
 * docs/product/learning.md, "Dashboard": the spec's placeholder notifications 'Set exam date' and 'Go to
 * course' are actions here: the first opens Account Settings at the exam date picker, the second the courses.
 */
export const SET_EXAM_DATE_ACTION = 'Set exam date';
export const GO_TO_COURSE_ACTION = 'Go to course';

function BigFigure({ value, unit }: { value: string; unit: string }) {
  return (
    <p className="w-body1 w-big-figure">
      <span>{value}</span>
      <span className="w-secondary">{unit}</span>
    </p>
  );
}

function Topic({ topic }: { topic: DashboardData['strongest_topic'] }) {
  const hasTopic = topic.name !== NO_TOPIC_YET;
  return (
    <>
      <p className="w-body1 w-strong w-topic">{topic.name}</p>
      {hasTopic ? <p className="w-body1 w-secondary">{`${topic.progress}% correct`}</p> : null}
    </>
  );
}

/** Home dashboard (docs/product/learning.md, "Dashboard"). Plain elements: Home loads no MUI (decision 036). */
export function Dashboard({ dashboard }: { dashboard: DashboardData }) {
  const days = dashboard.days_to_exam;
  const examDate = dashboard.exam_date ? dayjs(dashboard.exam_date) : null;
  return (
    <section aria-labelledby="dashboard-title">
      <h2 id="dashboard-title" className="w-visually-hidden">
        Dashboard
      </h2>
      <div className="w-dashboard-grid">
        <StatCard id="days-to-exam" title="Days to exam">
          {days === null ? (
            <>
              <p className="w-body1">{SET_EXAM_DATE_PROMPT}</p>
              <button
                type="button"
                className="w-button w-button-outlined w-button-small w-dashboard-action"
                onClick={() => openAccountSettings('exam-date')}
              >
                {SET_EXAM_DATE_ACTION}
              </button>
            </>
          ) : (
            <>
              <BigFigure value={String(days)} unit={days === 1 ? 'day to exam' : 'days to exam'} />
              {examDate?.isValid() ? (
                <p className="w-body1 w-secondary">{examDate.format('ddd, MMM DD, YYYY')}</p>
              ) : null}
            </>
          )}
        </StatCard>
        <StatCard id="overall-progress" title="Overall progress">
          <OverallProgress value={dashboard.overall_progress} />
          <RouterLink className="w-link w-dashboard-link" to={paths.course}>
            {GO_TO_COURSE_ACTION}
          </RouterLink>
        </StatCard>
        <StatCard id="quizzes-in-progress" title="Quizzes in progress">
          <BigFigure
            value={String(dashboard.quizzes_in_progress)}
            unit={dashboard.quizzes_in_progress === 1 ? 'quiz' : 'quizzes'}
          />
        </StatCard>
        <StatCard id="strongest-topic" title="Strongest topic">
          <Topic topic={dashboard.strongest_topic} />
        </StatCard>
        <StatCard id="weakest-topic" title="Weakest topic">
          <Topic topic={dashboard.weakest_topic} />
        </StatCard>
        <StatCard id="days-practised" title="Days practised">
          <DaysPractisedChart days={dashboard.days_practised} />
        </StatCard>
      </div>
    </section>
  );
}
