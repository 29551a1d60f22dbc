export {
  AudioNotInitializedError,
  chooseMicrophone,
  createRecorder,
  recorder,
  type Recorder,
} from './recorder';
export { INITIAL_RECORDER_STATE, useRecorderStore, type RecorderState } from './recorder-store';
export {
  MICROPHONE_DEVICE_KEY,
  SPEAKER_DEVICE_KEY,
  readDevicePreference,
  writeDevicePreference,
} from './device-preferences';
