import type { LiveRef, LiveSession, LiveTranscript } from '@wilco/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createLiveSocket, type LiveSocket } from '../api/live-socket';
import { mergeSections, removeSession, upsertSession } from '../utils/live-sessions';

export type LiveWatch = {
  ref: LiveRef;
  transcript: LiveTranscript | null;
  error: string | null;
  /** The session is no longer in progress: the transcript stays as it ended. */
  ended: boolean;
};

type Monitor = {
  /** Undefined until the first snapshot arrives. */
  sessions: LiveSession[] | undefined;
  /** A refused or failed connection, or a server message. */
  error: Error | null;
  connected: boolean;
  watch: LiveWatch | null;
};

const same = (a: LiveRef | undefined, b: LiveRef) => a?.kind === b.kind && a.id === b.id;

/**
 * The Live tab's state (docs/product/administration.md, "Live"): the rows in progress, kept by
 * the socket's snapshot, updates and ends, and the one transcript open.
 */
export function useLiveMonitor(connect: () => LiveSocket = createLiveSocket) {
  const [state, setState] = useState<Monitor>({
    sessions: undefined,
    error: null,
    connected: false,
    watch: null,
  });
  const socketRef = useRef<LiveSocket | null>(null);
  const watchRef = useRef<LiveRef | null>(null);

  useEffect(() => {
    const socket = connect();
    socketRef.current = socket;
    socket.on('connect', () => setState((s) => ({ ...s, connected: true, error: null })));
    socket.on('disconnect', () => setState((s) => ({ ...s, connected: false })));
    socket.on('connect_error', (error) => setState((s) => ({ ...s, connected: false, error })));
    socket.on('live_error', ({ message }) => setState((s) => ({ ...s, error: new Error(message) })));
    socket.on('live_snapshot', ({ sessions }) =>
      setState((s) => ({ ...s, sessions: sessions.reduce<LiveSession[]>(upsertSession, []), error: null })),
    );
    socket.on('live_update', (session) =>
      setState((s) => ({ ...s, sessions: upsertSession(s.sessions ?? [], session) })),
    );
    socket.on('live_end', (ref) =>
      setState((s) => ({
        ...s,
        sessions: removeSession(s.sessions ?? [], ref),
        watch: s.watch && same(s.watch.ref, ref) ? { ...s.watch, ended: true } : s.watch,
      })),
    );
    socket.on('live_transcript', (update) =>
      setState((s) =>
        s.watch?.transcript && same(s.watch.ref, update)
          ? { ...s, watch: { ...s.watch, transcript: mergeSections(s.watch.transcript, update.sections) } }
          : s,
      ),
    );
    return () => {
      socket.close();
      socketRef.current = null;
    };
  }, [connect]);

  const open = useCallback((ref: LiveRef) => {
    const socket = socketRef.current;
    if (!socket) return;
    watchRef.current = ref;
    setState((s) => ({ ...s, watch: { ref, transcript: null, error: null, ended: false } }));
    void socket.watch(ref).then((answer) => {
      if (!same(watchRef.current ?? undefined, ref)) return;
      setState((s) => ({
        ...s,
        watch: answer.ok
          ? { ref, transcript: answer.transcript, error: null, ended: false }
          : { ref, transcript: null, error: answer.message, ended: false },
      }));
    });
  }, []);

  const close = useCallback(() => {
    const ref = watchRef.current;
    watchRef.current = null;
    if (ref) socketRef.current?.unwatch(ref);
    setState((s) => ({ ...s, watch: null }));
  }, []);

  const refresh = useCallback(() => socketRef.current?.reconnect(), []);

  return { ...state, open, close, refresh };
}
