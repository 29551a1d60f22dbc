import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Question } from '@wilco/shared';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';

type QuizQuestionListProps = {
  ids: number[];
  questions: Question[];
  onChange: (ids: number[]) => void;
};

const move = (ids: number[], from: number, to: number) => arrayMove(ids, from, to);

/** One question row, draggable by its handle (mouse, touch, or Space and the arrow keys). */
function SortableRow({ id, label, children }: { id: number; label: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      disableGutters
      sx={{ gap: 0.5 }}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
    >
      <IconButton
        size="small"
        aria-label={`Drag ${label}`}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      {children}
    </ListItem>
  );
}

/**
 * The quiz's questions in the order they are asked (docs/product/administration.md, "Quiz builder"): drag a
 * row's handle, or move up, move down and remove with buttons (keyboard and screen-reader friendly);
 * search the tenant's bank and pick questions to add.
 */
export function QuizQuestionList({ ids, questions, onChange }: QuizQuestionListProps) {
  const byId = useMemo(() => new Map(questions.map((q) => [q.question_id, q])), [questions]);
  const addable = useMemo(() => questions.filter((q) => !ids.includes(q.question_id)), [questions, ids]);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const label = (id: number) => byId.get(id)?.question_name ?? `Question ${id}`;

  const update = (next: number[], message: string) => {
    onChange(next);
    setAnnouncement(message);
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0)
      update(move(ids, from, to), `${label(Number(active.id))} moved to position ${to + 1}`);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {`Questions (${ids.length})`}
      </Typography>
      {ids.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No questions yet. Add one below.
        </Typography>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <List dense aria-labelledby={headingId} sx={{ maxHeight: 360, overflow: 'auto' }}>
              {ids.map((id, i) => (
                <SortableRow key={id} id={id} label={label(id)}>
                  <ListItemText
                    primary={`${i + 1}. ${label(id)}`}
                    secondary={byId.get(id)?.question}
                    slotProps={{ secondary: { noWrap: true } }}
                    sx={{ minWidth: 0 }}
                  />
                  <IconButton
                    size="small"
                    aria-label={`Move ${label(id)} up`}
                    disabled={i === 0}
                    onClick={() => update(move(ids, i, i - 1), `${label(id)} moved to position ${i}`)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Move ${label(id)} down`}
                    disabled={i === ids.length - 1}
                    onClick={() => update(move(ids, i, i + 1), `${label(id)} moved to position ${i + 2}`)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${label(id)}`}
                    onClick={() =>
                      update(
                        ids.filter((x) => x !== id),
                        `${label(id)} removed`,
                      )
                    }
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </SortableRow>
              ))}
            </List>
          </SortableContext>
        </DndContext>
      )}
      <Autocomplete
        options={addable}
        value={null}
        blurOnSelect
        getOptionLabel={(q) => `${q.question_name} · ${q.question}`}
        getOptionKey={(q) => q.question_id}
        onChange={(_event, q) => q && update([...ids, q.question_id], `${q.question_name} added`)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Add a question"
            placeholder="Search the bank by name or text"
            size="small"
          />
        )}
      />
      <Typography aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Typography>
    </Stack>
  );
}
