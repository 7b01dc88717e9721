// The single overlay root: notifications, dialogs, popovers, effects and the block UI render here,
// above the page, in one React root appended to <body> when the first overlay is added.
import { useStore } from "../hooks/use_store";
import { atom } from "nanostores";
import { Fragment, type ComponentType } from "react";
import { rootOptions } from "./root_options";
import { createRoot, type Root } from "react-dom/client";
import type { Env } from "./env";
import { EnvContext } from "./context";
import { IslandErrorBoundary } from "./error_boundary";
import { getOverlayEnv } from "./overlay_env";

interface OverlayItem {
  id: number;
  Component: ComponentType<any>;
  props: object;
  sequence: number;
}

export const overlayItems = atom<OverlayItem[]>([]);
let nextOverlayId = 1;
let mounted = false;

/** Shows a component in the overlay root; returns the function that removes it. */
export function addOverlay<P extends object>(Component: ComponentType<P>, props: P, options: { sequence?: number } = {}): () => void {
  const env = getOverlayEnv();
  if (env && !mounted) mountOverlayRoot(env);
  const id = nextOverlayId++;
  const item = { id, Component, props, sequence: options.sequence ?? 50 };
  overlayItems.set([...overlayItems.get(), item].sort((a, b) => a.sequence - b.sequence));
  return () => overlayItems.set(overlayItems.get().filter((other) => other.id !== id));
}

function OverlayContainer() {
  const items = useStore(overlayItems);
  return (
    <Fragment>
      {items.map(({ id, Component, props }) => (
        <IslandErrorBoundary key={id} name={`overlay:${Component.displayName ?? Component.name}`} host={null}>
          <Component {...props} />
        </IslandErrorBoundary>
      ))}
    </Fragment>
  );
}

export const OVERLAY_ROOT_CLASS = "o-islands-overlay";

export function mountOverlayRoot(env: Env): Root {
  mounted = true;
  const container = document.createElement("div");
  container.className = OVERLAY_ROOT_CLASS;
  container.setAttribute("data-island-root", "overlay");
  document.body.appendChild(container);
  const root = createRoot(container, rootOptions);
  root.render(
    <EnvContext.Provider value={env}>
      <OverlayContainer />
    </EnvContext.Provider>,
  );
  return root;
}
