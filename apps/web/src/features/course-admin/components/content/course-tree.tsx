import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminArea, AdminCourse, AdminQuiz } from '@wilco/shared';
import { PublishChip } from './publish-chip';

export type ContentSelection =
  | { kind: 'course'; courseId: number }
  | { kind: 'area'; courseId: number; areaId: number }
  | { kind: 'quiz'; quizId: number }
  | { kind: 'new-quiz'; areaId: number };

/** Creating an area, or deleting something (each confirmed first by content-actions). */
export type ContentAction =
  | { kind: 'add-area'; course: AdminCourse }
  | { kind: 'delete-course'; course: AdminCourse }
  | { kind: 'delete-area'; courseId: number; area: AdminArea }
  | { kind: 'delete-quiz'; quiz: AdminQuiz };

type CourseTreeProps = {
  courses: AdminCourse[];
  onSelect: (selection: ContentSelection) => void;
  onAction: (action: ContentAction) => void;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Courses → areas → quizzes, as headings and lists, each with its edit action. */
export function CourseTree({ courses, onSelect, onAction }: CourseTreeProps) {
  return (
    <Stack spacing={3}>
      {courses.map((course) => (
        <Paper
          key={course.course_id}
          component="section"
          variant="outlined"
          aria-label={course.name}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="h5" component="h2" sx={{ flex: '1 1 200px' }}>
              {course.name}
            </Typography>
            <Chip size="small" label={course.kind === 'featured' ? 'Featured quizzes' : 'Course'} />
            <Button
              size="small"
              startIcon={<EditIcon />}
              aria-label={`Edit course header ${course.name}`}
              onClick={() => onSelect({ kind: 'course', courseId: course.course_id })}
            >
              Edit
            </Button>
            <Button size="small" onClick={() => onAction({ kind: 'add-area', course })}>
              Add area
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Delete course ${course.name}`}
              onClick={() => onAction({ kind: 'delete-course', course })}
            >
              Delete
            </Button>
          </Box>
          {course.description ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {course.description}
            </Typography>
          ) : null}
          {course.areas.map((area) => (
            <Box key={area.area_id} component="section" aria-label={area.name} sx={{ mt: 2 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h3" sx={{ flex: '1 1 200px' }}>
                  {area.name}
                </Typography>
                <Button
                  size="small"
                  aria-label={`Edit area ${area.name}`}
                  onClick={() => onSelect({ kind: 'area', courseId: course.course_id, areaId: area.area_id })}
                >
                  Edit area
                </Button>
                <Button
                  size="small"
                  aria-label={`Add quiz to ${area.name}`}
                  onClick={() => onSelect({ kind: 'new-quiz', areaId: area.area_id })}
                >
                  Add quiz
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Delete area ${area.name}`}
                  onClick={() => onAction({ kind: 'delete-area', courseId: course.course_id, area })}
                >
                  Delete area
                </Button>
              </Box>
              {area.quizzes.length === 0 ? (
                <Typography color="text.secondary" variant="body2">
                  No quizzes in this area.
                </Typography>
              ) : (
                <List dense aria-label={`Quizzes of ${area.name}`}>
                  {area.quizzes.map((quiz) => (
                    <ListItem key={quiz.quiz_id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                      <ListItemText
                        primary={quiz.name}
                        secondary={plural(quiz.question_ids.length, 'question')}
                        sx={{ flex: '1 1 180px' }}
                      />
                      <PublishChip quiz={quiz} />
                      <Button
                        size="small"
                        aria-label={`Edit quiz ${quiz.name}`}
                        onClick={() => onSelect({ kind: 'quiz', quizId: quiz.quiz_id })}
                      >
                        Edit quiz
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Delete quiz ${quiz.name}`}
                        onClick={() => onAction({ kind: 'delete-quiz', quiz })}
                      >
                        Delete
                      </Button>
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
