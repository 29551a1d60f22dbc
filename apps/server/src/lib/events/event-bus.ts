/**
 * A typed in-process event bus: writers `emit` after their write commits, readers `on` to
 * keep what they hold fresh (docs/decisions/018-domain-events.md). Handlers run synchronously,
 * in the order they subscribed, before `emit` returns, so a cache is forgotten before the
 * writing request answers. One failing handler neither stops the others nor undoes the write:
 * its error goes to `onError`.
 */
export type EventMap = Record<string, unknown>;
/** Where an event happened: in this process, or in another one whose relay handed it here. */
export type EventOrigin = 'here' | 'elsewhere';
export type EventHandler<P> = (payload: P, origin: EventOrigin) => void;

export type EventBus<E extends EventMap> = {
  emit<K extends keyof E & string>(name: K, payload: E[K]): void;
  /** Subscribes; the returned function unsubscribes. */
  on<K extends keyof E & string>(name: K, handler: EventHandler<E[K]>): () => void;
};
/** What a writer needs: it publishes and never listens. */
export type EventPublisher<E extends EventMap> = Pick<EventBus<E>, 'emit'>;
/** The bus as a relay holds it: it also hands on what happened in another process. */
export type LocalEventBus<E extends EventMap> = EventBus<E> & {
  deliver<K extends keyof E & string>(name: K, payload: E[K]): void;
};

export function createEventBus<E extends EventMap>(options: {
  onError: (error: unknown, name: keyof E & string) => void;
}): LocalEventBus<E> {
  const handlers = new Map<keyof E, Set<EventHandler<never>>>();
  function run<K extends keyof E & string>(name: K, payload: E[K], origin: EventOrigin) {
    // A copy: a handler that unsubscribes while running does not skip the next one.
    for (const handler of [...(handlers.get(name) ?? [])] as EventHandler<E[K]>[]) {
      try {
        handler(payload, origin);
      } catch (error) {
        options.onError(error, name);
      }
    }
  }
  return {
    emit: (name, payload) => run(name, payload, 'here'),
    deliver: (name, payload) => run(name, payload, 'elsewhere'),
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as EventHandler<never>);
      return () => {
        set.delete(handler as EventHandler<never>);
      };
    },
  };
}
