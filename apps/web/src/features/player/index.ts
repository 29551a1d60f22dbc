export { QuizPlayer } from './components/quiz-player';
