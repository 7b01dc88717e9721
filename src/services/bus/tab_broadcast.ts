// Messages from one tab to the other tabs of the browser (BroadcastChannel: a tab does not
// receive its own messages). The master tab hands every notification to the others this way.

export interface TabBroadcast<T> {
  post(message: T): void;
  onMessage(listener: (message: T) => void): () => void;
  close(): void;
}

export const BUS_BROADCAST_NAME = "islands.bus";

export function browserBroadcast<T>(name = BUS_BROADCAST_NAME): TabBroadcast<T> {
  if (typeof BroadcastChannel === "undefined") {
    // A browser without BroadcastChannel has no other tab to reach through it; the tab works alone.
    return { post() {}, onMessage: () => () => {}, close() {} };
  }
  const channel = new BroadcastChannel(name);
  const listeners = new Set<(message: T) => void>();
  channel.onmessage = (event: MessageEvent<T>) => {
    for (const listener of [...listeners]) listener(event.data);
  };
  return {
    post: (message) => channel.postMessage(message),
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => channel.close(),
  };
}
