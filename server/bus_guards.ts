// Bus channels that belong to someone: a poll listens on a guarded channel only when its guard
// lets the caller (e.g. a live chat session's channel, for the visitor who opened the chat).
// Other channels are public, as on the platform.
import type { Context } from "hono";
import type { AppEnv } from "./context";

type Guard = (c: Context<AppEnv>, rest: string) => boolean;
const guards = new Map<string, Guard>();

/** Channels named `${prefix}<rest>` are polled only when `allowed(c, rest)`. */
export function guardBusChannels(prefix: string, allowed: Guard): void {
  guards.set(prefix, allowed);
}

export function allowedChannels(c: Context<AppEnv>, channels: string[]): string[] {
  return channels.filter((channel) => {
    for (const [prefix, allowed] of guards) if (channel.startsWith(prefix)) return allowed(c, channel.slice(prefix.length));
    return true;
  });
}
