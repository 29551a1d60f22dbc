export { HomeView } from './components/home/home-view';
export { CoursesView } from './components/courses/courses-view';
export { QuizzesView } from './components/quizzes/quizzes-view';
export { QuizPanels } from './components/panel/lazy-quiz-panels';
export { QuizLaunchGate } from './components/launch/quiz-launch-gate';
export { WidgetLauncher } from './components/widget/widget-launcher';
export { CompactHomeView } from './components/home/compact-home-view';
