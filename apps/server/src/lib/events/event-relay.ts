import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EventBus, EventMap, LocalEventBus } from './event-bus';

/**
 * How relayed events travel between processes: Redis pub/sub, or PostgreSQL LISTEN/NOTIFY when
 * there is no Redis (docs/decisions/028-scale-out.md). `subscribe` resolves once listening and
 * answers a function that stops listening.
 */
export type RelayTransport = {
  publish(message: string): Promise<unknown>;
  subscribe(onMessage: (message: string) => void): Promise<() => Promise<void>>;
};

export type EventRelay<E extends EventMap> = {
  /** The bus to use: its emits reach this process's subscribers at once and the others' shortly. */
  bus: EventBus<E>;
  /** This process's id on the wire: its own messages come back and are skipped. */
  origin: string;
  stop(): Promise<void>;
};

/**
 * Carries a bus's events to every process sharing the transport (docs/architecture.md, "Domain
 * events"). Local subscribers still run synchronously inside `emit`, before the writing request
 * answers; the message to the other processes goes out right after. An event that arrives from
 * another process is handed to the local subscribers only (as `elsewhere`), never sent on again.
 * Only the events in `names` travel; the others concern this process alone. Messages name a
 * known event and carry an object; anything else (another program on the channel) is dropped.
 */
export async function relayEvents<E extends EventMap>(
  local: LocalEventBus<E>,
  transport: RelayTransport,
  options: { names: readonly (keyof E & string)[]; onError: (error: unknown) => void },
): Promise<EventRelay<E>> {
  const origin = randomUUID();
  const relayed = new Set<string>(options.names);
  const Message = z.object({
    o: z.string(),
    n: z.enum(options.names as [keyof E & string, ...(keyof E & string)[]]),
    p: z.record(z.string(), z.unknown()),
  });
  const stop = await transport.subscribe((raw) => {
    let message: z.infer<typeof Message>;
    try {
      message = Message.parse(JSON.parse(raw));
    } catch (error) {
      options.onError(error);
      return;
    }
    if (message.o === origin) return;
    local.deliver(message.n, message.p as E[keyof E & string]);
  });
  return {
    origin,
    stop,
    bus: {
      on: local.on,
      emit(name, payload) {
        local.emit(name, payload);
        if (!relayed.has(name)) return;
        transport.publish(JSON.stringify({ o: origin, n: name, p: payload })).catch(options.onError);
      },
    },
  };
}
