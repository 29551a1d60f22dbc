export { DeviceTestDialog } from './components/device-test-dialog';
export { RecorderTroubleDialog, RECORDER_TROUBLE_TEXT } from './components/recorder-trouble-dialog';
export { MICROPHONE_DEVICE_KEY, SPEAKER_DEVICE_KEY } from '../../lib/audio/device-preferences';
export { levelToSegments } from './utils/level-meter';
export type { DeviceEntry } from './utils/media';
