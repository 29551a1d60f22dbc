import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKEND_ERROR_TEXT, useVoiceStore } from '../../../lib/stt';
import { usePlayerStore } from '../stores/player-store';
import { useVoicePlayer } from './use-voice-player';

afterEach(() => {
  usePlayerStore.getState().reset();
  useVoiceStore.setState({ error: null });
});

function waitingForAnAnswer() {
  const store = usePlayerStore.getState();
  store.set({ mode: 'voice', questions: [{ question_id: 7 } as never] });
  store.openSection(0);
  store.addTurn('persona', 'Climb and maintain four thousand five hundred.');
  store.addTurn('persona', '', true);
  store.set({ busy: 'answer' });
}

describe('useVoicePlayer', () => {
  it('resets the player with the speech state when the speech socket sends an error', () => {
    waitingForAnAnswer();
    renderHook(() => useVoicePlayer(null));
    act(() => useVoiceStore.setState({ error: BACKEND_ERROR_TEXT }));

    const state = usePlayerStore.getState();
    expect(state.busy).toBeNull();
    const turns = state.sections[0]?.turns ?? [];
    expect(turns.map((t) => t.text)).toEqual(['Climb and maintain four thousand five hundred.']);
    expect(turns.some((t) => t.loading)).toBe(false);
  });

  it('leaves a chat-mode player alone', () => {
    waitingForAnAnswer();
    usePlayerStore.getState().set({ mode: 'chat' });
    renderHook(() => useVoicePlayer(null));
    act(() => useVoiceStore.setState({ error: BACKEND_ERROR_TEXT }));
    expect(usePlayerStore.getState().busy).not.toBeNull();
  });
});
