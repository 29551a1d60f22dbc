import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NO_TOPIC_YET, type Dashboard as DashboardData } from '@wilco/shared';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { openAccountSettings } from '../../../../lib/account-dialog';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { DaysPractisedChart } from './days-practised-chart';
import { OverallProgress } from './overall-progress';
import { StatCard } from './stat-card';

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
    <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1 }}>
        {value}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {unit}
      </Box>
    </Typography>
  );
}

function Topic({ topic }: { topic: DashboardData['strongest_topic'] }) {
  const hasTopic = topic.name !== NO_TOPIC_YET;
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{topic.name}</Typography>
      {hasTopic ? <Typography color="text.secondary">{`${topic.progress}% correct`}</Typography> : null}
    </>
  );
}

/** Home dashboard (docs/product/learning.md, "Dashboard"). */
export function Dashboard({ dashboard }: { dashboard: DashboardData }) {
  const days = dashboard.days_to_exam;
  const examDate = dashboard.exam_date ? dayjs(dashboard.exam_date) : null;
  return (
    <Box component="section" aria-labelledby="dashboard-title">
      <Typography id="dashboard-title" variant="h2" sx={visuallyHidden}>
        Dashboard
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        <StatCard id="days-to-exam" title="Days to exam">
          {days === null ? (
            <>
              <Typography>{SET_EXAM_DATE_PROMPT}</Typography>
              <Button
                variant="outlined"
                size="small"
                onClick={() => openAccountSettings('exam-date')}
                sx={{ mt: 1, alignSelf: 'flex-start' }}
              >
                {SET_EXAM_DATE_ACTION}
              </Button>
            </>
          ) : (
            <>
              <BigFigure value={String(days)} unit={days === 1 ? 'day to exam' : 'days to exam'} />
              {examDate?.isValid() ? (
                <Typography color="text.secondary">{examDate.format('ddd, MMM DD, YYYY')}</Typography>
              ) : null}
            </>
          )}
        </StatCard>
        <StatCard id="overall-progress" title="Overall progress">
          <OverallProgress value={dashboard.overall_progress} />
          <Link component={RouterLink} to={paths.course} sx={{ mt: 1, display: 'inline-block' }}>
            {GO_TO_COURSE_ACTION}
          </Link>
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
      </Box>
    </Box>
  );
}
