import type { ReviewSummary } from '@wilco/shared';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainLinearProgress, PlainSkeleton } from '../../../../components/plain/content';
import { RADIO_DOT_ICON, RADIO_ICON } from '../../../../components/plain/content-icons';
import { PlainButton } from '../../../../components/plain/controls';
import { PlainIcon } from '../../../../components/plain/icons';
import { LoadError } from '../../../../components/ui/load-error';
import { paths } from '../../../../config/paths';
import { openAccountSettings } from '../../../../lib/account-dialog';
import { useQuizLaunch, type QuizMode } from '../../../../lib/quiz-launch';
import { useReviewSummary } from '../../api/get-review-summary';
import { useReviewNow } from './use-review-now';
import './review.css';

/** docs/product/spaced-review.md "Texts". */
export const NOTHING_DUE = 'Nothing is due for review today.';
export const NO_EXAM_DATE = 'Set your exam date to plan your reviews toward it.';

const MODES: readonly { value: QuizMode; label: string }[] = [
  { value: 'voice', label: 'Voice' },
  { value: 'chat', label: 'Chat' },
];

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="w-review-figure">
      <dt className="w-body2 w-secondary">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** RadioGroup (row) of the review's modes, MUI's Radio look from a native radio. */
function ModeRadios({ mode, onChange }: { mode: QuizMode; onChange: (mode: QuizMode) => void }) {
  const name = useId();
  return (
    <div className="w-radio-group" role="radiogroup" aria-label="Review mode">
      {MODES.map(({ value, label }) => (
        <label key={value} className="w-radio-label">
          <span className="w-radio">
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
            />
            <PlainIcon path={RADIO_ICON} />
            <span className="w-radio-dot">
              <PlainIcon path={RADIO_DOT_ICON} />
            </span>
          </span>
          <span className="w-body1">{label}</span>
        </label>
      ))}
    </div>
  );
}

function ForecastLine({ summary }: { summary: ReviewSummary }) {
  const { forecast, primary_course: course } = summary;
  if (summary.exam_date === null) {
    return (
      <p className="w-body1">
        {`${NO_EXAM_DATE} `}
        <button type="button" className="w-link" onClick={() => openAccountSettings('exam-date')}>
          Set exam date
        </button>
      </p>
    );
  }
  const total = (course?.questions ?? 0) * 2;
  const done = total === 0 ? 0 : Math.round(((total - forecast.remaining) / total) * 100);
  return (
    <div className="w-review-stack w-review-gap-8">
      {/* The error colour, not the warning one: the theme's amber is a background colour and reads
          at only 2.1:1 as text on white (docs/product/spaced-review.md, "Forecast"). */}
      <p className={forecast.status === 'behind' ? 'w-body1 w-strong w-review-behind' : 'w-body1 w-strong'}>
        {forecast.text}
      </p>
      {course ? (
        <>
          <PlainLinearProgress value={done} label={`${course.name}: ${done}% studied and reviewed`} />
          <p className="w-body2 w-secondary">
            {`${course.name}: ${done}% studied and reviewed. Exam ${dayjs(summary.exam_date).format('MMM D, YYYY')}`}
            {forecast.finish_date
              ? `; at ${forecast.pace} a day, done by ${dayjs(forecast.finish_date).format('MMM D')}`
              : ''}
            .
          </p>
        </>
      ) : null}
    </div>
  );
}

/** docs/product/spaced-review.md, "Scenario turns": scenarios to replay, beside the questions. */
export function scenarioReviewText({ scenarios }: ReviewSummary): string | null {
  const now = scenarios.overdue + scenarios.today;
  if (now === 0 && scenarios.week === 0) return null;
  const plural = (n: number) => (n === 1 ? 'scenario' : 'scenarios');
  const today = now === 0 ? 'No scenario to replay today' : `${now} ${plural(now)} to replay today`;
  return `${today}; ${scenarios.week} more this week.`;
}

/** docs/product/spaced-review.md, "Resuming a review". */
export function openReviewText({ open_review: open }: ReviewSummary): string | null {
  return open ? `Review in progress: ${open.answered} of ${open.questions} answered.` : null;
}

function ScenarioLine({ summary }: { summary: ReviewSummary }) {
  const text = scenarioReviewText(summary);
  if (!text) return null;
  return (
    <p className="w-body1">
      {`${text} `}
      <RouterLink className="w-link" to={paths.simulation}>
        Open simulations
      </RouterLink>
    </p>
  );
}

/**
 * Home: what is due today, whether the learner is on track for the exam, and "Review now". Plain
 * elements with MUI's look: Home renders without MUI (decision 036).
 */
export function DueReviewCard() {
  const query = useReviewSummary();
  const [mode, setMode] = useState<QuizMode>('voice');
  const { review, isStarting } = useReviewNow('course');
  const resume = useQuizLaunch((s) => s.resume);
  const summary = query.data;
  const dueNow = summary ? summary.due.overdue + summary.due.today : 0;
  const open = summary?.open_review ?? null;

  return (
    <section className="w-paper w-review-card" aria-labelledby="due-review-title">
      <h2 id="due-review-title" className="w-h6 w-review-title">
        Due for review
      </h2>
      {query.error ? (
        <LoadError what="your review schedule" error={query.error} onRetry={() => void query.refetch()} />
      ) : !summary ? (
        <PlainSkeleton height={96} label="Loading your review schedule" />
      ) : (
        <div className="w-review-stack w-review-gap-16">
          <dl className="w-review-figures">
            <Figure label="Overdue" value={summary.due.overdue} />
            <Figure label="Due today" value={summary.due.today} />
            <Figure label="This week" value={summary.due.week} />
          </dl>
          {dueNow === 0 && !open ? <p className="w-body1 w-secondary">{NOTHING_DUE}</p> : null}
          {open ? (
            // The open review is resumed in its own mode, at its next question.
            <div className="w-review-row">
              <p className="w-body1">{openReviewText(summary)}</p>
              <PlainButton variant="contained" onClick={() => resume(open.quiz_attempt_id, 'course')}>
                Resume review
              </PlainButton>
            </div>
          ) : (
            <div className="w-review-row">
              <ModeRadios mode={mode} onChange={setMode} />
              <PlainButton
                variant="contained"
                disabled={dueNow === 0}
                loading={isStarting}
                onClick={() => review(null, mode)}
              >
                Review now
              </PlainButton>
            </div>
          )}
          <ScenarioLine summary={summary} />
          <ForecastLine summary={summary} />
        </div>
      )}
    </section>
  );
}
