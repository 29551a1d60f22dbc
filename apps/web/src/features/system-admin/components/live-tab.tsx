import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isLiveIdle, type LiveSession } from '@wilco/shared';
import { useEffect, useMemo, useState } from 'react';
import type { LiveSocket } from '../api/live-socket';
import { useLiveMonitor } from '../hooks/use-live-monitor';
import { elapsedText, kindText, outcomeText, stepText } from '../utils/live-sessions';
import { LiveTranscriptDialog } from './live-transcript-dialog';
import { AdminTable } from './table/admin-table';
import type { Column } from './table/columns';

/** A clock for "time on it", once a second. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function columnsAt(now: number): Column<LiveSession>[] {
  return [
    { id: 'learner', label: 'Learner', sortValue: (s) => s.learner },
    {
      id: 'title',
      label: 'Quiz or scenario',
      sortValue: (s) => s.title,
      text: (s) => `${kindText(s)}: ${s.title}`,
    },
    { id: 'step', label: 'Question or turn', sortValue: (s) => s.step, text: stepText },
    {
      id: 'outcome',
      label: 'Last outcome',
      sortValue: (s) => outcomeText(s.last_outcome),
      text: (s) => outcomeText(s.last_outcome),
    },
    {
      id: 'time',
      label: 'Time on it',
      sortValue: (s) => now - Date.parse(s.step_since),
      text: (s) => elapsedText(s.step_since, now),
      align: 'right',
      firstDirection: 'desc',
    },
  ];
}

/**
 * Every quiz attempt and simulation in progress in the tenant, as it happens, and the transcript
 * of one (docs/product/administration.md, "Live").
 */
export function LiveTab({ connect }: { connect?: () => LiveSocket }) {
  const monitor = useLiveMonitor(connect);
  const now = useNow();
  const columns = useMemo(() => columnsAt(now), [now]);
  const rows = useMemo(() => monitor.sessions?.filter((s) => !isLiveIdle(s, now)), [monitor.sessions, now]);
  return (
    <>
      {monitor.sessions && !monitor.connected ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {monitor.error ? `Connection lost: ${monitor.error.message}` : 'Connection lost; reconnecting…'}
        </Alert>
      ) : null}
      <AdminTable
        label="Live sessions"
        noun={['live session', 'live sessions']}
        columns={columns}
        rowKey={(s) => `${s.kind}:${s.id}`}
        defaultSort={{ columnId: 'time', direction: 'desc' }}
        query={{
          data: rows,
          isPending: rows === undefined && !monitor.error,
          isFetching: false,
          error: monitor.error,
        }}
        onRefresh={monitor.refresh}
        emptyText="No one is practising right now."
        rowActions={(s) => (
          <Button
            size="small"
            onClick={() => monitor.open({ kind: s.kind, id: s.id })}
            aria-label={`Watch ${s.learner}: ${s.title}`}
          >
            Watch
          </Button>
        )}
      />
      <LiveTranscriptDialog watch={monitor.watch} onClose={monitor.close} />
    </>
  );
}
