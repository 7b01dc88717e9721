// Bus routes: POST /longpolling/poll (JSON-RPC, params {channels, last, options}; spec 1 §7), the
// demo page's "send" (POST /bus/demo/send, JSON-RPC {channel, text}), and test-only routes:
// POST /__test/bus/send {channel, type, payload, count?} and GET/POST /__test/bus/stats[/reset].
import type { Context, Hono } from "hono";
import { POLL_ROUTE } from "../../contract/runtime/bus";
import { busOf } from "../bus";
import { allowedChannels } from "../bus_guards";
import type { AppEnv } from "../context";
import { EXCEPTIONS, ServerException, userError } from "../errors";
import { notJson, readRpc, rpcError, rpcResult } from "../jsonrpc";
import { jsonRoute } from "../security/csrf_gate";
import { readJsonBody } from "../security/json_only";
import { currentUser } from "../session";
import type { Store } from "../store";

export const DEMO_SEND_ROUTE = "/bus/demo/send";
export const DEMO_MESSAGE_TYPE = "bus_demo/message";
export const DEMO_TEXT_MAX_LENGTH = 500;
export const STRING_CHANNELS_ONLY = "bus.Bus only string channels are allowed.";
export const DEMO_CHANNEL_REQUIRED = "Choose a channel to send the message to.";
export const DEMO_TEXT_REQUIRED = "Write a message to send.";
export const DEMO_TEXT_TOO_LONG = `A message has at most ${DEMO_TEXT_MAX_LENGTH} characters.`;

function readPollParams(params: Record<string, any>) {
  const channels: unknown = params.channels ?? [];
  if (!Array.isArray(channels) || channels.some((channel) => typeof channel !== "string")) {
    throw new ServerException(EXCEPTIONS.valueError, STRING_CHANNELS_ONLY);
  }
  const last = Number.isInteger(params.last) && params.last > 0 ? (params.last as number) : 0;
  const options = params.options && typeof params.options === "object" ? (params.options as Record<string, unknown>) : {};
  return { channels: channels as string[], last, options };
}

/**
 * Aborts when the client goes away. The request's own signal fires once the socket has closed,
 * a loop turn after the client's FIN was read; the socket's "end" (FIN read) comes first.
 */
function followClient(c: Context<AppEnv>): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const request = c.req.raw.signal;
  if (request.aborted) abort();
  request.addEventListener("abort", abort, { once: true });
  const socket = (c.env as { incoming?: { socket?: NodeJS.EventEmitter } } | undefined)?.incoming?.socket;
  socket?.once("end", abort);
  return {
    signal: controller.signal,
    release() {
      request.removeEventListener("abort", abort);
      socket?.removeListener("end", abort);
    },
  };
}

async function poll(c: Context<AppEnv>) {
  // Follow the connection before anything else.
  const client = followClient(c);
  const request = await readRpc(c);
  if (!request) {
    client.release();
    return notJson(c);
  }
  const { id, params } = request;
  try {
    const pollParams = readPollParams(params);
    return rpcResult(c, id, await busOf(c.get("store")).poll({ ...pollParams, channels: allowedChannels(c, pollParams.channels) }, client.signal));
  } catch (error) {
    return rpcError(c, id, error);
  } finally {
    client.release();
  }
}

async function demoSend(c: Context<AppEnv>) {
  const request = await readRpc(c);
  if (!request) return notJson(c);
  const { id, params } = request;
  try {
    const channel = typeof params.channel === "string" ? params.channel.trim() : "";
    const text = typeof params.text === "string" ? params.text.trim() : "";
    if (!channel) throw userError(DEMO_CHANNEL_REQUIRED);
    if (!text) throw userError(DEMO_TEXT_REQUIRED);
    if (text.length > DEMO_TEXT_MAX_LENGTH) throw userError(DEMO_TEXT_TOO_LONG);
    const author = currentUser(c)?.name ?? "Public user";
    const notificationId = busOf(c.get("store")).send(channel, { type: DEMO_MESSAGE_TYPE, payload: { channel, text, author } });
    return rpcResult(c, id, { id: notificationId });
  } catch (error) {
    return rpcError(c, id, error);
  }
}

export function busRoutes(app: Hono<AppEnv>, store?: Store) {
  // Creates the notifications table with the app, not on the first poll.
  if (store) busOf(store);
  app.post(POLL_ROUTE, jsonRoute(poll));
  app.post(DEMO_SEND_ROUTE, jsonRoute(demoSend));

  app.post("/__test/bus/send", async (c) => {
    const read = await readJsonBody<{ channel?: unknown; type?: unknown; payload?: unknown; count?: unknown }>(c);
    if (!read) return notJson(c);
    const body = read.body;
    if (!body || typeof body.channel !== "string" || typeof body.type !== "string") {
      return c.json({ error: "channel and type are required" }, 400);
    }
    const count = Number.isInteger(body.count) && (body.count as number) > 0 ? (body.count as number) : 1;
    const bus = busOf(c.get("store"));
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(bus.send(body.channel, { type: body.type, payload: body.payload ?? null }));
    return c.json({ ids });
  });
  app.get("/__test/bus/stats", (c) => c.json(busOf(c.get("store")).getStats()));
  app.post("/__test/bus/stats/reset", (c) => {
    busOf(c.get("store")).resetStats();
    return c.json({ ok: true });
  });
}
