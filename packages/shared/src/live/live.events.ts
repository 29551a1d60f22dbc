import type { LiveRef, LiveSession, LiveSnapshot, LiveTranscriptUpdate, LiveWatchAck } from './live.schemas';

/**
 * Socket.IO namespace of the Live monitor (docs/product/administration.md, "Live"). Admins only;
 * authenticates like /sim: `auth: { token }`.
 */
export const LIVE_NAMESPACE = '/live';

/** Event names of the /live socket in one place. */
export const LIVE_EVENTS = {
  // client → server
  watch: 'live_watch',
  unwatch: 'live_unwatch',
  // server → client
  snapshot: 'live_snapshot',
  update: 'live_update',
  end: 'live_end',
  transcript: 'live_transcript',
  error: 'live_error',
} as const;

export type LiveServerToClient = {
  live_snapshot: (payload: LiveSnapshot) => void;
  /** A session started or moved on: put it in place of the row of the same kind and id. */
  live_update: (payload: LiveSession) => void;
  /** A session is no longer in progress (completed, ended or abandoned). */
  live_end: (payload: LiveRef) => void;
  live_transcript: (payload: LiveTranscriptUpdate) => void;
  live_error: (payload: { message: string }) => void;
};

export type LiveClientToServer = {
  /** Opens one session's transcript: the acknowledgement carries it so far, then updates follow. */
  live_watch: (payload: LiveRef, ack: (answer: LiveWatchAck) => void) => void;
  live_unwatch: (payload: LiveRef) => void;
};
