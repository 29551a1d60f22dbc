import { STT_SAMPLE_RATE } from '@wilco/shared';
import { create } from 'zustand';

/**
 * Recorder state (docs/product/speech.md, "Voice state"). Timestamps are epoch milliseconds of the last
 * change.
 */
export type RecorderState = {
  sampleRate: number;
  microphoneDeviceId: string;
  speakerDeviceId: string;
  isInitialized: boolean;
  /** Between start and stop. */
  isRecording: boolean;
  recordingChangedAt: number | null;
  /** Audio is flowing: recording and not paused. */
  isActive: boolean;
  activeChangedAt: number | null;
  /** Chunks handed to the sink since initialisation. */
  audioBlobCount: number;
  audioError: string | null;
};

export const INITIAL_RECORDER_STATE: RecorderState = {
  sampleRate: STT_SAMPLE_RATE,
  microphoneDeviceId: '',
  speakerDeviceId: '',
  isInitialized: false,
  isRecording: false,
  recordingChangedAt: null,
  isActive: false,
  activeChangedAt: null,
  audioBlobCount: 0,
  audioError: null,
};

/** Written only by the recorder; components read it with selectors. */
export const useRecorderStore = create<RecorderState>()(() => INITIAL_RECORDER_STATE);
