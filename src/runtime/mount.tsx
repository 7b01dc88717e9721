// Mounting one island on its host.
// - "render": the component owns the host's children, in a React root of its own on the host; the
//   server markup is put back when the island unmounts or fails.
// - "bind": no React (src/kit/bind_mount.ts); the loader usually mounts these without this module.
// - "enhance": the server markup stays untouched. Enhance islands attach behaviour to their host
//   and render nothing there (UI inside the host goes through a portal: components/HostPortal), so
//   they all live in one shared React root on a detached element: a page with 200 markers pays for
//   one root, not 200. Each keeps its own error boundary, so one failing island leaves the others.
import { Suspense, useEffect, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { rootOptions } from "./root_options";
import { createRoot } from "react-dom/client";
import { EnvContext, HostContext } from "./context";
import { enhanceRoot } from "./enhance_root";
import type { Env } from "./env";
import { IslandErrorBoundary } from "./error_boundary";
import type { AnyIslandDefinition, IslandDefinition } from "./island";
import { readProps } from "./read_props";
import { trackLiveIsland } from "./live_islands";

export const ISLAND_ROOT_ATTRIBUTE = "data-island-root";

interface Placement {
  show(tree: ReactNode): void;
  remove(): void;
}

function renderPlacement(env: Env, definition: IslandDefinition<any>, host: HTMLElement): Placement {
  // The server's markup stays until React's first commit, which clears the host in the same task
  // it inserts the island's DOM: no frame shows an empty host (no flash, no layout shift).
  const serverMarkup = [...host.childNodes];
  host.setAttribute(ISLAND_ROOT_ATTRIBUTE, definition.name);
  const root = createRoot(host, rootOptions);
  return {
    show: (tree) => root.render(<EnvContext.Provider value={env}>{tree}</EnvContext.Provider>),
    remove() {
      root.unmount();
      host.removeAttribute(ISLAND_ROOT_ATTRIBUTE);
      host.replaceChildren(...serverMarkup);
    },
  };
}

function enhancePlacement(env: Env): Placement {
  const shared = enhanceRoot(env);
  let id = 0;
  return {
    show: (tree) => (id = shared.add(tree)),
    remove: () => flushSync(() => shared.remove(id)),
  };
}

export function mountIsland(env: Env, definition: AnyIslandDefinition, host: HTMLElement): Promise<() => void> {
  // A bind island needs no env: it mounts here when the loader did not mount it on its own (a site's
  // islands), with bind mode's code loaded then; the product's bind islands have it in their files.
  if (definition.mode === "bind") return import("../kit/bind_mount").then(({ mountBindIsland }) => mountBindIsland(definition, host));
  const props = readProps(definition, host);
  const placement = definition.mode === "render" ? renderPlacement(env, definition, host) : enhancePlacement(env);
  let unmounted = false;
  let untrack = () => {};
  const unmount = () => {
    if (unmounted) return;
    unmounted = true;
    untrack();
    placement.remove();
  };
  return new Promise((resolve) => {
    // Rendered after the island: its effect runs once the island's own effects have run.
    const Mounted = () => {
      useEffect(() => {
        if (!unmounted) untrack = trackLiveIsland({ name: definition.name, host });
        resolve(unmount);
      }, []);
      return null;
    };
    const onError = () => {
      // Give the failing island's host back its server markup, after React has finished this commit.
      setTimeout(unmount);
      resolve(unmount);
    };
    const { Component } = definition;
    const tree = (
      <HostContext.Provider value={host}>
        <IslandErrorBoundary name={definition.name} host={host} onError={onError}>
          {/* An island using a service it did not declare waits here while the service loads. */}
          <Suspense fallback={null}>
            <Component {...props} />
            <Mounted />
          </Suspense>
        </IslandErrorBoundary>
      </HostContext.Provider>
    );
    renderSoon(() => placement.show(tree));
  });
}

/**
 * Islands whose chunks arrive together (a page with many markers) render in one synchronous
 * flush, in a microtask: one commit for all of them, interactive as soon as it returns.
 */
let pendingRenders: (() => void)[] = [];
function renderSoon(render: () => void): void {
  if (pendingRenders.length === 0) {
    queueMicrotask(() => {
      const renders = pendingRenders;
      pendingRenders = [];
      flushSync(() => renders.forEach((run) => run()));
    });
  }
  pendingRenders.push(render);
}
