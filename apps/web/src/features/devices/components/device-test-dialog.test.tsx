import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_RECORDER_STATE, useRecorderStore } from '../../../lib/audio/recorder-store';
import { useDeviceDialog } from '../../../lib/device-dialog';
import { onCancelSimulation, openRecorderTrouble, useRecorderTrouble } from '../../../lib/recorder-trouble';
import { useVoiceStore, voiceNow } from '../../../lib/stt';
import { renderWithProviders } from '../../../test/render';
import { SPEAKER_TEST_SRC } from '../hooks/use-speaker-test';
import { resetDeviceTestStore, useDeviceTestStore } from '../stores/device-test-store';
import { DeviceTestDialog } from './device-test-dialog';
import { RECORDER_TROUBLE_TEXT, RecorderTroubleDialog } from './recorder-trouble-dialog';
import { fakeMedia, nth } from './test-media';

beforeEach(() => {
  resetDeviceTestStore();
  useRecorderTrouble.setState({ isOpen: false });
  useDeviceDialog.setState({ isOpen: true });
});

const dialog = () => within(screen.getByRole('dialog', { name: 'Testing devices' }));

async function renderDialog(fake = fakeMedia()) {
  renderWithProviders(<DeviceTestDialog media={fake.media} />);
  await waitFor(() => expect(dialog().getByRole('option', { name: 'Headphones' })).toBeInTheDocument());
  return fake;
}

describe('DeviceTestDialog speaker test', () => {
  it('plays the sample at half volume on the chosen speaker and stops when it ends', async () => {
    const { audios, media } = await renderDialog();
    await userEvent.selectOptions(dialog().getByRole('combobox', { name: 'Speaker' }), 'spk-2');
    expect(localStorage.getItem('wilco.speakerDeviceId')).toBe('spk-2');

    await userEvent.click(dialog().getByRole('button', { name: 'Start speaker test' }));
    expect(media.createAudio).toHaveBeenCalledWith(SPEAKER_TEST_SRC);
    const audio = nth(audios, 0);
    expect(audio.volume).toBe(0.5);
    await waitFor(() => expect(audio.play).toHaveBeenCalled());
    expect(audio.setSinkId).toHaveBeenCalledWith('spk-2');

    act(() => audio.end());
    expect(dialog().getByRole('button', { name: 'Start speaker test' })).toBeInTheDocument();
    expect(audio.pause).toHaveBeenCalled();
  });

  it('stops the running test when the speaker changes', async () => {
    const { audios } = await renderDialog();
    await userEvent.click(dialog().getByRole('button', { name: 'Start speaker test' }));
    expect(dialog().getByRole('button', { name: 'Stop speaker test' })).toBeInTheDocument();

    await userEvent.selectOptions(dialog().getByRole('combobox', { name: 'Speaker' }), 'spk-1');
    expect(dialog().getByRole('button', { name: 'Start speaker test' })).toBeInTheDocument();
    expect(nth(audios, 0).pause).toHaveBeenCalled();
    expect(audios).toHaveLength(1);
  });

  it('hides the speaker choice when the browser cannot choose one', async () => {
    const fake = fakeMedia({ canChooseSpeaker: false });
    renderWithProviders(<DeviceTestDialog media={fake.media} />);
    expect(dialog().queryByRole('combobox', { name: 'Speaker' })).not.toBeInTheDocument();
    expect(dialog().getByText(/choosing another one is not supported/)).toBeInTheDocument();
    await waitFor(() => expect(fake.media.enumerateDevices).toHaveBeenCalled());
  });
});

describe('DeviceTestDialog microphone test', () => {
  it('drives the meter from the default microphone and releases it when the device changes', async () => {
    const { media, sessions, sendLevel } = await renderDialog();
    await userEvent.click(dialog().getByRole('button', { name: 'Start microphone test' }));
    expect(media.openMicrophone).toHaveBeenCalledWith('default', expect.any(Function));
    await waitFor(() => expect(sessions).toHaveLength(1));

    act(() => sendLevel(0.25));
    expect(dialog().getByRole('meter', { name: 'Microphone input level' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );

    await userEvent.selectOptions(dialog().getByRole('combobox', { name: 'Microphone' }), 'mic-2');
    expect(nth(sessions, 0).stop).toHaveBeenCalled();
    expect(localStorage.getItem('wilco.microphoneDeviceId')).toBe('mic-2');
    expect(dialog().getByRole('button', { name: 'Start microphone test' })).toBeInTheDocument();
    expect(dialog().getByRole('meter')).toHaveAttribute('aria-valuenow', '0');

    await userEvent.click(dialog().getByRole('button', { name: 'Start microphone test' }));
    expect(media.openMicrophone).toHaveBeenLastCalledWith('mic-2', expect.any(Function));
    await userEvent.click(dialog().getByRole('button', { name: 'Stop microphone test' }));
    await waitFor(() => expect(nth(sessions, 1).stop).toHaveBeenCalled());
  });

  it('tells the learner when the microphone is narrowband, and when it clips, with advice', async () => {
    const { sendFrame } = await renderDialog();
    await userEvent.click(dialog().getByRole('button', { name: 'Start microphone test' }));
    const speech = { rms: 0.1, peak: 0.4 };
    act(() => {
      for (let i = 0; i < 20; i += 1) sendFrame({ ...speech, highBandDb: -25 });
    });
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();

    act(() => {
      for (let i = 0; i < 40; i += 1) sendFrame({ ...speech, highBandDb: -70 });
    });
    const narrow = dialog().getByRole('alert');
    expect(narrow).toHaveTextContent('Your microphone sounds like a telephone line.');
    expect(narrow).toHaveTextContent(/Use a wired headset/);

    act(() => {
      for (let i = 0; i < 5; i += 1) sendFrame({ rms: 0.5, peak: 1, highBandDb: -70 });
    });
    expect(
      dialog()
        .getAllByRole('alert')
        .map((a) => a.querySelector('.MuiAlertTitle-root')?.textContent),
    ).toEqual(['Your microphone sounds like a telephone line.', 'Your microphone is too loud and distorts.']);

    await userEvent.click(dialog().getByRole('button', { name: 'Stop microphone test' }));
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the recorder trouble dialog on failure; Cancel Simulation resets', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeMedia({ openMicrophone: vi.fn(() => Promise.reject(new Error('NotAllowedError'))) });
    await renderDialog(fake);
    await userEvent.click(dialog().getByRole('button', { name: 'Start speaker test' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Start microphone test' }));

    const trouble = await screen.findByRole('dialog', {
      name: 'We are having trouble loading your simulation.',
    });
    expect(within(trouble).getByText(/microphone configuration of your browser/)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();

    const simulationReset = vi.fn();
    const unregister = onCancelSimulation(simulationReset);
    useVoiceStore.setState({ status: { kind: 'open', recording: true, listening: false } });
    useRecorderStore.setState({ isInitialized: true, audioError: 'NotAllowedError: denied' });
    await userEvent.click(within(trouble).getByRole('button', { name: 'Cancel Simulation' }));
    await waitFor(() => expect(screen.queryByText(/trouble loading/)).not.toBeInTheDocument());
    unregister();
    expect(useRecorderTrouble.getState().isOpen).toBe(false);
    expect(useDeviceTestStore.getState()).toMatchObject({
      isMicrophoneTesting: false,
      isSpeakerTesting: false,
    });
    expect(voiceNow()).toMatchObject({
      isInitialized: false,
      connected: false,
      isMicRecording: false,
    });
    expect(useRecorderStore.getState()).toEqual(INITIAL_RECORDER_STATE);
    expect(simulationReset).toHaveBeenCalledTimes(1);
  });

  it('opens for the recorder too, with the LMS hint on the widget page', async () => {
    renderWithProviders(<RecorderTroubleDialog />, { route: '/widget' });
    act(() => openRecorderTrouble());
    const trouble = await screen.findByRole('dialog', { name: RECORDER_TROUBLE_TEXT });
    expect(
      within(trouble).getByText(/microphone configuration of your browser or learning management system/),
    ).toBeInTheDocument();
  });
});

describe('DeviceTestDialog', () => {
  it('only logs a device enumeration failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeMedia({ enumerateDevices: vi.fn(() => Promise.reject(new Error('denied'))) });
    renderWithProviders(<DeviceTestDialog media={fake.media} />);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Listing audio devices failed', expect.any(Error)),
    );
    expect(dialog().getByRole('combobox', { name: 'Microphone' })).toHaveValue('');
    expect(screen.queryByText(/trouble loading/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops the tests when it closes', async () => {
    const { audios } = await renderDialog();
    await userEvent.click(dialog().getByRole('button', { name: 'Start speaker test' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));
    expect(useDeviceDialog.getState().isOpen).toBe(false);
    expect(useDeviceTestStore.getState().isSpeakerTesting).toBe(false);
    expect(nth(audios, 0).pause).toHaveBeenCalled();
  });
});
