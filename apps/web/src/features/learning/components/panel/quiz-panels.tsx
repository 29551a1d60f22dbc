import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuizPanel, type QuizPanelView } from '../../stores/quiz-panel-store';
import { TakeQuizDialog } from '../take-quiz/take-quiz-dialog';
import { AttemptsView } from './attempts-view';
import { PreviewQuestions } from './preview-questions';
import { QuizDetails } from './quiz-details';

const TITLES: Record<QuizPanelView, string> = {
  details: 'Quiz details',
  preview: 'Preview questions',
  attempts: 'Attempts',
};

/**
 * The quiz, preview-questions and attempts side cards, and the take-quiz modal
 * (docs/product/learning.md, "Side cards").
 */
export function QuizPanels() {
  const { quiz, view, isSample, isTakeOpen, show, openTake, closeTake, close } = useQuizPanel();
  const isOpen = quiz !== null && view !== null;

  return (
    <>
      <Drawer
        anchor="right"
        open={isOpen}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': 'quiz-panel-title',
            sx: { width: { xs: '100%', sm: 480 }, maxWidth: '100%' },
          },
        }}
      >
        {quiz && view ? (
          <>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                p: 2,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {view === 'details' ? null : (
                <IconButton aria-label="Back to quiz details" onClick={() => show('details')} edge="start">
                  <ArrowBackIcon />
                </IconButton>
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="overline" color="text.secondary" component="p">
                  {TITLES[view]}
                </Typography>
                <Typography
                  id="quiz-panel-title"
                  variant="h6"
                  component="h2"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {quiz.name}
                </Typography>
              </Box>
              <IconButton aria-label="Close" onClick={close} edge="end">
                <CloseIcon />
              </IconButton>
            </Box>
            <Box sx={{ p: 2, overflowY: 'auto' }}>
              {view === 'details' ? (
                <QuizDetails
                  quiz={quiz}
                  isSample={isSample}
                  onTake={openTake}
                  onPreview={() => show('preview')}
                  onAttempts={() => show('attempts')}
                />
              ) : null}
              {view === 'preview' ? <PreviewQuestions quiz={quiz} /> : null}
              {view === 'attempts' ? <AttemptsView quizId={quiz.quiz_id} quizName={quiz.name} /> : null}
            </Box>
          </>
        ) : null}
      </Drawer>
      {quiz && !isSample ? (
        <TakeQuizDialog quiz={quiz} open={isTakeOpen} onClose={closeTake} onStarted={close} />
      ) : null}
    </>
  );
}
