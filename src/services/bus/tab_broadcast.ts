// Messages from one tab to the other tabs of the browser (BroadcastChannel: a tab does not
// receive its own messages). The master tab hands every notification to the others this way.
// The channel is opened with the first listener and closed with the last: a page that does not
// take part in the bus keeps none open.

export interface TabBroadcast<T> {
  post(message: T): void;
  onMessage(listener: (message: T) => void): () => void;
  close(): void;
}

export const BUS_BROADCAST_NAME = "islands.bus";

export function browserBroadcast<T>(name = BUS_BROADCAST_NAME): TabBroadcast<T> {
  const listeners = new Set<(message: T) => void>();
  let channel: BroadcastChannel | null = null;
  const open = (): BroadcastChannel | null => {
    // A browser without BroadcastChannel has no other tab to reach through it; the tab works alone.
    if (channel || typeof BroadcastChannel === "undefined") return channel;
    channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent<T>) => {
      for (const listener of [...listeners]) listener(event.data);
    };
    return channel;
  };
  const close = () => {
    channel?.close();
    channel = null;
  };
  return {
    post: (message) => open()?.postMessage(message),
    onMessage(listener) {
      listeners.add(listener);
      open();
      return () => {
        listeners.delete(listener);
        if (!listeners.size) close();
      };
    },
    close() {
      listeners.clear();
      close();
    },
  };
}
