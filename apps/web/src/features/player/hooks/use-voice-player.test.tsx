import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKEND_ERROR_TEXT, useVoiceStore } from '../../../lib/stt';
import { busyOf, INITIAL_PLAYER_STATE } from '../model/player-machine';
import type { Turn } from '../model/types';
import { usePlayerStore } from '../stores/player-store';
import { useVoicePlayer } from './use-voice-player';

afterEach(() => {
  usePlayerStore.getState().dispatch({ type: 'RESET' });
  useVoiceStore.setState({ error: null });
});

const turn = (id: number, text: string, loading: boolean): Turn => ({
  id,
  type: 'persona',
  text,
  audioUrl: null,
  loading,
  timestamp: 0,
});

function waitingForAnAnswer() {
  usePlayerStore.setState({
    ...INITIAL_PLAYER_STATE,
    mode: 'voice',
    questions: [{ question_id: 7 } as never],
    sections: [
      {
        questionID: 7,
        questionIndex: 0,
        display: true,
        turns: [turn(1, 'Climb and maintain four thousand five hundred.', false), turn(2, '', true)],
      },
    ],
    work: { kind: 'answering' },
  });
}

describe('useVoicePlayer', () => {
  it('resets the player with the speech state when the speech socket sends an error', () => {
    waitingForAnAnswer();
    renderHook(() => useVoicePlayer(null));
    act(() => useVoiceStore.setState({ error: BACKEND_ERROR_TEXT }));

    const state = usePlayerStore.getState();
    expect(busyOf(state)).toBeNull();
    const turns = state.sections[0]?.turns ?? [];
    expect(turns.map((t) => t.text)).toEqual(['Climb and maintain four thousand five hundred.']);
    expect(turns.some((t) => t.loading)).toBe(false);
  });

  it('leaves a chat-mode player alone', () => {
    waitingForAnAnswer();
    usePlayerStore.setState({ mode: 'chat' });
    renderHook(() => useVoicePlayer(null));
    act(() => useVoiceStore.setState({ error: BACKEND_ERROR_TEXT }));
    expect(busyOf(usePlayerStore.getState())).not.toBeNull();
  });
});
