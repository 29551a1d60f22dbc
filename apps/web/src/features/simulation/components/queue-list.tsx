import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { isFocusLost } from '../../../lib/focus-back';
import { entryLabel, type QueueEntryView } from '../model/queue-order';

type QueueListProps = {
  entries: QueueEntryView[];
  selectedKey: string | null;
  isSaving: boolean;
  /** Scenarios with a turn due for review (docs/product/spaced-review.md, "Scenario turns"). */
  dueScripts?: ReadonlySet<number>;
  onSelect: (key: string) => void;
  onMove: (from: number, to: number) => void;
};

function typeText(entry: QueueEntryView): string {
  if (entry.group) return `Multi-chat · ${entry.items.length} chats`;
  return entry.items[0]?.script_type === 'voice' ? 'Voice' : 'Chat';
}

/** The queue in play order: drag an entry, or use its move buttons (keyboard); groups move whole. */
export function QueueList({ entries, selectedKey, isSaving, dueScripts, onSelect, onMove }: QueueListProps) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef<{ key: string; up: boolean } | null>(null);
  // The move buttons wait while the new order saves, and a disabled button loses focus: once saved,
  // focus follows the entry to its button the same way, or the other way at the top or bottom.
  useEffect(() => {
    const last = moved.current;
    if (isSaving || !last) return;
    moved.current = null;
    if (!isFocusLost()) return;
    const same = moveButtons.current.get(`${last.key}:${last.up}`);
    const target = same && !same.disabled ? same : moveButtons.current.get(`${last.key}:${!last.up}`);
    target?.focus();
  }, [isSaving, entries]);
  const move = (key: string, from: number, up: boolean) => {
    moved.current = { key, up };
    onMove(from, up ? from - 1 : from + 1);
  };
  const keepButton = (key: string, up: boolean) => (button: HTMLButtonElement | null) => {
    if (button) moveButtons.current.set(`${key}:${up}`, button);
    else moveButtons.current.delete(`${key}:${up}`);
  };
  return (
    <List aria-label="Scenario queue" aria-busy={isSaving || undefined} sx={{ py: 0 }}>
      {entries.map((entry, index) => {
        const label = entryLabel(entry);
        const isDue = entry.items.some((item) => dueScripts?.has(item.script_id));
        return (
          <ListItem
            key={entry.key}
            disablePadding
            draggable
            onDragStart={(event) => {
              setDragFrom(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragFrom !== null) onMove(dragFrom, index);
              setDragFrom(null);
            }}
            data-testid="queue-entry"
            sx={{
              display: 'flex',
              alignItems: 'center',
              borderBottom: 1,
              borderColor: 'divider',
              opacity: dragFrom === index ? 0.5 : 1,
            }}
          >
            <ListItemButton
              selected={selectedKey === entry.key}
              onClick={() => onSelect(entry.key)}
              sx={{ flex: 1, minWidth: 0 }}
            >
              <Box aria-hidden sx={{ display: 'flex', mr: 1, color: 'text.secondary', cursor: 'grab' }}>
                <DragIndicatorIcon />
              </Box>
              <ListItemText
                primary={`${index + 1}. ${entry.group ? `Multi-chat group ${entry.group}` : label}`}
                secondary={
                  <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
                    <Box component="span" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      <Chip component="span" size="small" label={typeText(entry)} />
                      {isDue ? (
                        <Chip
                          component="span"
                          size="small"
                          color="primary"
                          variant="outlined"
                          label="Due for review"
                        />
                      ) : null}
                    </Box>
                    {entry.group
                      ? entry.items.map((item) => (
                          <Typography key={item.script_queue_id} component="span" variant="body2">
                            {`• ${item.script_name}`}
                          </Typography>
                        ))
                      : null}
                  </Box>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItemButton>
            {/* Stacked at phone width, so the title and its chips keep the row's width. */}
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexShrink: 0, px: 0.5 }}>
              <IconButton
                ref={keepButton(entry.key, true)}
                aria-label={`Move ${label} up`}
                disabled={index === 0 || isSaving}
                onClick={() => move(entry.key, index, true)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                ref={keepButton(entry.key, false)}
                aria-label={`Move ${label} down`}
                disabled={index === entries.length - 1 || isSaving}
                onClick={() => move(entry.key, index, false)}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
