// Mounting one island on its host. "enhance": the server markup stays untouched and the React
// root lives in a detached container (an island that shows UI inside its host renders it through
// a portal: see components/HostPortal). "render": the component owns the host's children; the
// server markup is put back when the island unmounts or fails.
import { useEffect } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { createAttributeReader } from "./attributes";
import { EnvContext, HostContext } from "./context";
import type { Env } from "./env";
import { IslandErrorBoundary } from "./error_boundary";
import type { IslandDefinition } from "./island";

export const ISLAND_ROOT_ATTRIBUTE = "data-island-root";

function readProps(definition: IslandDefinition<any>, host: HTMLElement): object {
  const read = createAttributeReader(host, definition.name);
  const props = definition.props ? definition.props(host, read) : {};
  if (host.getAttribute("data-island") !== definition.name) return props;
  const generic = read.json<Record<string, unknown>>("data-props", {}, (v): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v));
  return { ...props, ...generic };
}

export function mountIsland(env: Env, definition: IslandDefinition<any>, host: HTMLElement): Promise<() => void> {
  const props = readProps(definition, host);
  const serverMarkup = definition.mode === "render" ? [...host.childNodes] : [];
  let container: HTMLElement;
  if (definition.mode === "render") {
    host.replaceChildren();
    host.setAttribute(ISLAND_ROOT_ATTRIBUTE, definition.name);
    container = host;
  } else {
    container = document.createElement("div");
    container.setAttribute(ISLAND_ROOT_ATTRIBUTE, definition.name);
  }
  const root = createRoot(container);
  let unmounted = false;
  const unmount = () => {
    if (unmounted) return;
    unmounted = true;
    root.unmount();
    if (definition.mode === "render") {
      host.removeAttribute(ISLAND_ROOT_ATTRIBUTE);
      host.replaceChildren(...serverMarkup);
    }
  };
  return new Promise((resolve) => {
    // Rendered after the island: its effect runs once the island's own effects have run.
    const Mounted = () => {
      useEffect(() => resolve(unmount), []);
      return null;
    };
    const onError = () => {
      // Give the failing root back its server markup, after React has finished this commit.
      setTimeout(unmount);
      resolve(unmount);
    };
    const { Component } = definition;
    const tree = (
      <EnvContext.Provider value={env}>
        <HostContext.Provider value={host}>
          <IslandErrorBoundary name={definition.name} host={host} onError={onError}>
            <Component {...props} />
            <Mounted />
          </IslandErrorBoundary>
        </HostContext.Provider>
      </EnvContext.Provider>
    );
    // Rendered synchronously: the island is interactive when this returns, without one
    // scheduler task per root when a page mounts many islands at once.
    flushSync(() => root.render(tree));
  });
}
