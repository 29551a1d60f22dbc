import {
  NO_TOPIC_YET,
  type CoursePage,
  type FeaturedSection,
  type HomePage,
  type QuizCard,
  type QuizzesPage,
} from '@wilco/shared';
import dayjs from 'dayjs';

/** docs/product/learning.md, "Page states": sample data of the active page state. */
export const SAMPLE_QUESTION_COUNT = 20;
export const SAMPLE_DAYS_TO_EXAM = 64;
export const SAMPLE_PROGRESS = 30;

const sampleQuiz = (quiz_id: number, name: string, over: Partial<QuizCard> = {}): QuizCard => ({
  quiz_id,
  name,
  context: 'A sample quiz shown in the active page state.',
  question_count: SAMPLE_QUESTION_COUNT,
  type: 'featured',
  course_id: 1,
  area_id: 1,
  quizAttemptID: null,
  inProgress: false,
  attempts: 0,
  scorePercentage: 0,
  attemptedQuestions: 0,
  last_activity: null,
  ...over,
});

const inProgress = { inProgress: true, quizAttemptID: 1, attemptedQuestions: 6, scorePercentage: 30 };
const completed = { attempts: 2, attemptedQuestions: 20, scorePercentage: 75 };

function sampleSections(): FeaturedSection[] {
  return [
    {
      area_id: 1,
      name: 'Checkride Prep',
      quizzes: [
        sampleQuiz(1, 'Checkride Oral Warm-up', inProgress),
        sampleQuiz(2, 'VFR Weather Minimums', completed),
        sampleQuiz(3, 'Regulations Rapid Fire'),
      ],
    },
    {
      area_id: 2,
      name: 'Radio Work',
      quizzes: [sampleQuiz(4, 'ATC Readbacks', completed), sampleQuiz(5, 'Radio Phraseology Drill')],
    },
  ];
}

function sampleDays(now: Date): HomePage['dashboard']['days_practised'] {
  const counts = [4, 0, 12, 7, 0, 9, 5];
  return counts.map((questions, i) => {
    const day = dayjs(now).subtract(6 - i, 'day');
    return {
      date: day.format('YYYY-MM-DD'),
      weekday: day.format('ddd'),
      questions,
      practised: questions > 0,
    };
  });
}

export function sampleHomePage(now: Date = new Date()): HomePage {
  const featured = sampleSections();
  return {
    dashboard: {
      exam_date: dayjs(now).add(SAMPLE_DAYS_TO_EXAM, 'day').format('YYYY-MM-DDTHH:mm:ss'),
      days_to_exam: SAMPLE_DAYS_TO_EXAM,
      overall_progress: SAMPLE_PROGRESS,
      strongest_topic: { name: 'Airspace', progress: 80 },
      weakest_topic: { name: 'Weather', progress: 20 },
      days_practised: sampleDays(now),
      quizzes_in_progress: 1,
      primary_course_id: 1,
    },
    continue_learning: featured.flatMap((s) => s.quizzes).filter((q) => q.inProgress),
    featured,
  };
}

export function emptyHomePage(now: Date = new Date()): HomePage {
  return {
    dashboard: {
      exam_date: null,
      days_to_exam: 0,
      overall_progress: 0,
      strongest_topic: { name: NO_TOPIC_YET, progress: 0 },
      weakest_topic: { name: NO_TOPIC_YET, progress: 0 },
      days_practised: sampleDays(now).map((d) => ({ ...d, questions: 0, practised: false })),
      quizzes_in_progress: 0,
      primary_course_id: null,
    },
    continue_learning: [],
    featured: [],
  };
}

export function sampleCoursePage(): CoursePage {
  const area = (area_id: number, title: string, quizzes: QuizCard[]) => ({
    area_id,
    title,
    description: `Sample area: ${title}.`,
    attemptedQuestions: quizzes.reduce((n, q) => n + q.attemptedQuestions, 0),
    totalQuestions: quizzes.length * SAMPLE_QUESTION_COUNT,
    quizzesInProgress: quizzes.filter((q) => q.inProgress).length,
    scorePercentage: SAMPLE_PROGRESS,
    quizzes,
  });
  const course = (q: Partial<QuizCard>) => ({ ...q, type: 'course' as const });
  const subCourses = [
    area(1, 'Airspace', [sampleQuiz(11, 'Airspace Classes & Entry Requirements', course(inProgress))]),
    area(2, 'Weather', [
      sampleQuiz(12, 'Weather Theory', course(completed)),
      sampleQuiz(13, 'Weather Reports & Forecasts', course({})),
    ]),
  ];
  return {
    courses: [
      {
        course_id: 1,
        title: 'Private Pilot Knowledge',
        description:
          'A sample course shown in the active page state: each area holds quizzes of twenty questions that an examiner asks aloud.',
        attemptedQuestions: 26,
        totalQuestions: 60,
        quizzesInProgress: 1,
        scorePercentage: SAMPLE_PROGRESS,
        subCourses,
      },
    ],
  };
}

export const emptyCoursePage = (): CoursePage => ({ courses: [] });
export const sampleQuizzesPage = (): QuizzesPage => ({ sections: sampleSections() });
export const emptyQuizzesPage = (): QuizzesPage => ({ sections: [] });
