import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { newTurn, turnKey, type ScenarioForm } from '../model/form';
import { SectionCard } from './section-card';
import { TurnCard, type TurnCardProps } from './turn-card';

function SortableTurn({ id, ...props }: Omit<TurnCardProps, 'handle'> & { id: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <TurnCard
      {...props}
      containerRef={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
      handle={{ ...attributes, ...listeners }}
    />
  );
}

/**
 * The turns in play order (authoring.md, "Scenario turns"): dragged with the mouse or touch, or with
 * the keyboard (Space on the handle, arrows, Space), or moved with the up and down buttons.
 */
export const TurnList = memo(function TurnList({ onTestFrom }: { onTestFrom: (order: number) => void }) {
  const { control, getValues } = useFormContext<ScenarioForm>();
  const { fields, move, insert, remove, append } = useFieldArray({ control, name: 'script_turns' });
  const outbound = useWatch({ control, name: 'outbound' }) ?? false;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((f) => f.id === active.id);
    const to = fields.findIndex((f) => f.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  const position = (id: string | number) => fields.findIndex((f) => f.id === id) + 1;
  return (
    <SectionCard title="Turns">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up turn ${position(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `Turn ${position(active.id)} is over position ${position(over.id)}.` : '',
            onDragEnd: ({ active, over }) =>
              over ? `Turn ${position(active.id)} moved to position ${position(over.id)}.` : 'Turn dropped.',
            onDragCancel: ({ active }) => `Moving turn ${position(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
          <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Turns in play order">
            {fields.map((f, i) => (
              <SortableTurn
                key={f.id}
                id={f.id}
                index={i}
                count={fields.length}
                outbound={outbound}
                onMove={(to) => move(i, to)}
                onDuplicate={() =>
                  insert(i + 1, { ...structuredClone(getValues(`script_turns.${i}`)), key: turnKey() })
                }
                onRemove={() => remove(i)}
                onTestFrom={() => onTestFrom(i + 1)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Button sx={{ mt: 2 }} startIcon={<AddIcon />} onClick={() => append(newTurn())}>
        Add turn
      </Button>
    </SectionCard>
  );
});
