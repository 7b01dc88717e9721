// What the bus carries. /longpolling/poll answers a list of notifications, each an id and a
// message (spec 1 §3 "Long-polling notification", §7 "Bus"); a message is {type, payload}.

export interface BusMessage<T extends string = string, P = unknown> {
  type: T;
  payload: P;
}

export interface BusNotification<M extends BusMessage = BusMessage> {
  id: number;
  message: M;
}

/**
 * Message types and their payloads, so that `bus.on(type, …)` hands a typed payload. A module
 * adds its own types by declaration merging:
 *   declare module "../../src/services/bus/types" {
 *     interface BusMessageTypes { "im_livechat/typing": { uuid: string; isTyping: boolean } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface BusMessageTypes {}

/** The payload of a message type: typed when declared in BusMessageTypes, unknown otherwise. */
export type PayloadOf<T extends string> = T extends keyof BusMessageTypes ? BusMessageTypes[T] : unknown;

/**
 * The params of a poll (spec 1 §7): channels, last notification id, options (including
 * bus_inactivity in ms). Ours add bus_tab_id, the polling tab's id: a server that knows it can
 * end at once a held poll the tab has given up on (servers ignore options they do not know).
 */
export interface PollParams {
  channels: string[];
  last: number;
  options: { bus_inactivity: number; bus_tab_id?: string; [key: string]: unknown };
}

/**
 * Keeps the notifications of a poll answer that have the documented shape. Returns null when the
 * answer is not a list at all (a malformed answer: the poll counts as failed).
 */
export function readNotifications(answer: unknown): { notifications: BusNotification[]; rejected: number } | null {
  if (!Array.isArray(answer)) return null;
  const notifications: BusNotification[] = [];
  for (const item of answer) {
    const ok =
      item !== null &&
      typeof item === "object" &&
      Number.isInteger(item.id) &&
      item.message !== null &&
      typeof item.message === "object" &&
      typeof item.message.type === "string";
    if (ok) notifications.push({ id: item.id, message: { type: item.message.type, payload: item.message.payload } });
  }
  notifications.sort((a, b) => a.id - b.id);
  return { notifications, rejected: answer.length - notifications.length };
}
