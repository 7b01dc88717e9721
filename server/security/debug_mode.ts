// Debug mode of a visitor, as the platform keeps it: the `debug` of the last page the server
// rendered for the session (or of the request itself). Error answers carry tracebacks only then.
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { readSessionData, writeSessionData } from "../portal/session_data";

const DEBUG_KEY = "debug";

const isOn = (value: unknown) => typeof value === "string" && value !== "" && value !== "0";

/** Remembers the debug mode of the page being rendered (called for every server page). */
export function rememberPageDebug(c: Context<AppEnv>): void {
  const debug = new URL(c.req.url).searchParams.get("debug") ?? "";
  const { sid } = c.get("session");
  const store = c.get("store");
  if ((readSessionData(store, sid)[DEBUG_KEY] ?? "") !== debug) writeSessionData(store, sid, { [DEBUG_KEY]: debug });
}

export function isDebugMode(c: Context<AppEnv>): boolean {
  if (isOn(new URL(c.req.url).searchParams.get("debug"))) return true;
  const session = c.get("session");
  return Boolean(session) && isOn(readSessionData(c.get("store"), session.sid)[DEBUG_KEY]);
}
