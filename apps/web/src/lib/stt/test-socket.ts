import { vi } from 'vitest';
import type { SttSocket } from './stt-socket';

type Listener = (...args: unknown[]) => void;

/** An in-memory SttSocket: records what the client emits and lets a test play the server. */
export function fakeSttSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const emitted: { event: string; args: unknown[] }[] = [];
  const serverEmit = (event: string, ...args: unknown[]) => {
    listeners.get(event)?.forEach((listener) => listener(...args));
  };
  const state = { connected: false, active: true };
  const socket = {
    get connected() {
      return state.connected;
    },
    get active() {
      return state.active;
    },
    on: vi.fn((event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    }),
    off: vi.fn(() => listeners.clear()),
    emit: vi.fn((event: string, ...args: unknown[]) => {
      emitted.push({ event, args });
    }),
    connect: vi.fn(),
    disconnect: vi.fn(() => {
      if (!state.connected) return;
      state.connected = false;
      state.active = false;
      serverEmit('disconnect', 'io client disconnect');
    }),
  };
  return {
    socket: socket as unknown as SttSocket & { [K in keyof typeof socket]: (typeof socket)[K] },
    emitted,
    /** Names of the client's emits, in order. */
    events: () => emitted.map((entry) => entry.event),
    serverEmit,
    accept: () => {
      state.connected = true;
      serverEmit('connect');
    },
    refuse: (message = 'unauthorized') => {
      state.active = false;
      serverEmit('connect_error', new Error(message));
    },
  };
}

/** A default-provider transcript event. */
export function finalSegment(text: string, speechFinal = false, confidence?: number) {
  return {
    channel: { alternatives: [{ transcript: text, ...(confidence === undefined ? {} : { confidence }) }] },
    is_final: true,
    speech_final: speechFinal,
  };
}
