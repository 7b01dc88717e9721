// Declarative bindings of an enhance island to its server markup, the way the platform's
// Interaction declares `dynamicContent`: per part (or the host, window, document), the events
// it listens to and the classes, attributes, properties, styles and text it sets. Each render
// applies the current declarations; what an island set is put back as the server rendered it
// when the island stops, and its listeners go with it, so an island cleans up by construction.
// As with the platform's Interaction, the page shows a handler's state changes as soon as the
// handler returns (the update is flushed at once): a test, or a second event of the same task,
// sees the page the first one left. The declarations themselves are bind_core.ts, which bind
// mode (islands without React) uses too.
import { useLayoutEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { useHost } from "../hooks/use_env";
import { applyBindings, listenBindings, listenerKey, restoreBindings, type Bindings, type SavedState } from "./bind_core";
import type { Part } from "./parts";

export type { Binding, Bindings, EventHandlers } from "./bind_core";

export function useBind<P extends Record<string, Part<any, any>>>(parts: P, bindings: Bindings<P>): void {
  const host = useHost();
  const latest = useRef(bindings);
  latest.current = bindings;
  const saved = useRef<SavedState>(new Map());

  // Listeners: one per target and event type, reading the latest declarations on each event.
  const eventKey = listenerKey(bindings);
  useLayoutEffect(() => listenBindings(host, parts, eventKey, () => latest.current, (dispatch) => flushSync(dispatch)), [host, eventKey]);

  // Declarations: applied after every render, put back when the island stops.
  useLayoutEffect(() => applyBindings(host, parts, bindings, saved.current));
  useLayoutEffect(() => () => restoreBindings(saved.current), []);
}
