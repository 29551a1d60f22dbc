import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { QuizCard } from '@wilco/shared';
import { useState } from 'react';
import { matchesSearch } from '../../utils/filter-sections';
import { QuizGrid } from '../common/quiz-grid';
import { SearchField } from '../../../../components/ui/search-field';

type AllContinueLearningDialogProps = {
  open: boolean;
  quizzes: readonly QuizCard[];
  onClose: () => void;
  onSelect: (quiz: QuizCard) => void;
};

/** docs/product/learning.md, "Home" 'all continue learning' view: every quiz in progress, searchable. */
export function AllContinueLearningDialog({
  open,
  quizzes,
  onClose,
  onSelect,
}: AllContinueLearningDialogProps) {
  const [search, setSearch] = useState('');
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const matching = quizzes.filter((q) => matchesSearch(q.name, search));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="all-cl-title"
    >
      <DialogTitle id="all-cl-title">All quizzes in progress</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1, pb: 2 }}>
          <SearchField label="Search all quizzes in progress" value={search} onChange={setSearch} />
        </Box>
        {matching.length === 0 ? (
          <Typography role="status" color="text.secondary">
            {quizzes.length === 0
              ? 'No quizzes in progress.'
              : `No quizzes in progress match “${search.trim()}”.`}
          </Typography>
        ) : (
          <QuizGrid quizzes={matching} onSelect={onSelect} label="All quizzes in progress" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
