import {
  PartialTranscriptSchema,
  STT_EVENTS,
  SttInitializedSchema,
  SttMessageSchema,
  SttStartupErrorSchema,
  type SttStart,
} from '@wilco/shared';
import { markTried } from './provider-choice';
import type { SttSocket } from './stt-socket';
import {
  applyPartial,
  applyTranscript,
  applyUtteranceEnd,
  clearSegments,
  parseTranscript,
} from './transcript-assembly';
import { updateTranscript, useVoiceStore, voiceNow, type SpeechStatus } from './voice-store';

/** docs/product/speech.md, "Error messages", verbatim. */
export const BACKEND_ERROR_TEXT = 'Error event received from backend. Please notify an administrator.';
export const STARTUP_ERROR_TEXT =
  'Speech recognition could not start. Try again in a moment, or answer by typing instead.';
/** docs/product/speech.md, "Warm decoders": every offline recogniser is in use; pressing the microphone tries again. */
export const BUSY_TEXT = 'The speech recogniser is busy. Try again in a moment.';
export const CONNECT_ERROR_TEXT =
  'Could not reach the speech recognition server. Check your connection and try again, or answer by typing.';

export type SttEventEffects = {
  /** The stt_start payload for this session. */
  startPayload: () => SttStart;
  /** Timeout (docs/product/speech.md, "The /stt socket"): the microphone stops and the recorder pauses. */
  pauseRecorder: () => void;
  /**
   * Error (docs/product/speech.md, "The /stt socket"): every speech state resets (the session does the work).
   */
  resetAll: () => void;
  showError: (message: string) => void;
  /** A refused connection: try once more with a refreshed token; resolves whether it retried. */
  retryWithFreshToken: () => Promise<boolean>;
};

/** Wires the /stt events of docs/product/speech.md, "The /stt socket" to the voice store. */
export function bindSttEvents(socket: SttSocket, effects: SttEventEffects): void {
  const store = useVoiceStore;
  const isRecording = () => voiceNow().isMicRecording;
  const setStatus = (next: (status: SpeechStatus) => SpeechStatus) =>
    store.setState((s) => ({ status: next(s.status) }));

  socket.on('connect', () => {
    // The session was torn down while we connected: leave at once.
    if (!voiceNow().isInitialized) {
      socket.disconnect();
      return;
    }
    // A failure to start sticks until the next connect() (socket.io may reconnect on its own).
    setStatus((s) =>
      s.kind === 'failed'
        ? s
        : { kind: 'open', recording: s.kind === 'dropped' && s.recording, listening: false },
    );
    socket.emit(STT_EVENTS.start, effects.startPayload());
  });

  socket.on(STT_EVENTS.initialized, (payload) => {
    const parsed = SttInitializedSchema.safeParse(payload);
    if (!parsed.success) return console.warn('Ignoring a malformed stt_initialized', payload);
    const provider = parsed.data.stt_provider;
    store.setState((s) => ({ sttProvider: provider, providerChoice: markTried(s.providerChoice, provider) }));
  });

  socket.on(STT_EVENTS.listening, () =>
    setStatus((s) => (s.kind === 'open' ? { ...s, listening: true } : s)),
  );

  // Only the take in progress may show or add text (docs/product/speech.md, "The /stt socket").
  socket.on(STT_EVENTS.partialTranscript, (payload) => {
    const parsed = PartialTranscriptSchema.safeParse(payload);
    if (parsed.success && isRecording()) updateTranscript((t) => applyPartial(t, parsed.data.transcript));
  });

  socket.on(STT_EVENTS.transcript, (payload) => {
    if (!isRecording()) return;
    const parsed = parseTranscript(payload);
    if (!parsed) return console.warn('Ignoring a transcript of unknown shape', payload);
    updateTranscript((t) => applyTranscript(t, parsed));
  });

  socket.on(STT_EVENTS.utteranceEnd, () => updateTranscript(applyUtteranceEnd));

  socket.on(STT_EVENTS.timeout, () => {
    store.setState({ status: { kind: 'timed-out' } });
    updateTranscript(clearSegments);
    effects.pauseRecorder();
    socket.disconnect();
  });

  socket.on(STT_EVENTS.startupError, (payload) => {
    const parsed = SttStartupErrorSchema.safeParse(payload);
    console.warn('Speech recognition startup failed', parsed.success ? parsed.data.message : payload);
    const busy = parsed.success && parsed.data.reason === 'busy';
    store.setState({ status: { kind: 'failed', message: busy ? BUSY_TEXT : STARTUP_ERROR_TEXT } });
  });

  socket.on(STT_EVENTS.error, (payload) => {
    const parsed = SttMessageSchema.safeParse(payload);
    console.error('Speech socket error event', parsed.success ? parsed.data.message : payload);
    effects.showError(BACKEND_ERROR_TEXT);
    effects.resetAll();
    store.setState({ error: BACKEND_ERROR_TEXT });
  });

  // A take in progress stays until it is ended; a failure or a timeout says more than the disconnect.
  socket.on('disconnect', () =>
    setStatus((s) => {
      if (s.kind === 'open') return { kind: 'dropped', recording: s.recording };
      return s.kind === 'connecting' ? { kind: 'dropped', recording: false } : s;
    }),
  );

  socket.on('connect_error', (error) => {
    // socket.io retries transport failures itself; it gives up only when the server refuses.
    if (socket.active) return;
    console.warn('The speech socket could not connect', error.message);
    void effects.retryWithFreshToken().then((retried) => {
      if (retried) return;
      store.setState({ status: { kind: 'failed', message: CONNECT_ERROR_TEXT } });
    });
  });
}
