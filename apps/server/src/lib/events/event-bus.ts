/**
 * A typed in-process event bus: writers `emit` after their write commits, readers `on` to
 * keep what they hold fresh (docs/decisions/018-domain-events.md). Handlers run synchronously,
 * in the order they subscribed, before `emit` returns, so a cache is forgotten before the
 * writing request answers. One failing handler neither stops the others nor undoes the write:
 * its error goes to `onError`.
 */
export type EventMap = Record<string, unknown>;
export type EventHandler<P> = (payload: P) => void;

export type EventBus<E extends EventMap> = {
  emit<K extends keyof E & string>(name: K, payload: E[K]): void;
  /** Subscribes; the returned function unsubscribes. */
  on<K extends keyof E & string>(name: K, handler: EventHandler<E[K]>): () => void;
};
/** What a writer needs: it publishes and never listens. */
export type EventPublisher<E extends EventMap> = Pick<EventBus<E>, 'emit'>;

export function createEventBus<E extends EventMap>(options: {
  onError: (error: unknown, name: keyof E & string) => void;
}): EventBus<E> {
  const handlers = new Map<keyof E, Set<EventHandler<never>>>();
  return {
    emit(name, payload) {
      // A copy: a handler that unsubscribes while running does not skip the next one.
      for (const handler of [...(handlers.get(name) ?? [])] as EventHandler<typeof payload>[]) {
        try {
          handler(payload);
        } catch (error) {
          options.onError(error, name);
        }
      }
    },
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
