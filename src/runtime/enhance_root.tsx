// The one React root shared by every "enhance" island of a page (see mount.tsx). It lives on a
// detached element: enhance islands render nothing in place, only behaviour and portals.
import { useStore } from "../hooks/use_store";
import { atom } from "nanostores";
import { Fragment, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { rootOptions } from "./root_options";
import { createRoot } from "react-dom/client";
import { EnvContext } from "./context";
import type { Env } from "./env";

interface SharedRoot {
  /** Shows a tree in the shared root; returns its id. */
  add(tree: ReactNode): number;
  remove(id: number): void;
}

const roots = new WeakMap<Env, SharedRoot>();

/** The shared root of an env (a page has one env; tests make several). */
export function enhanceRoot(env: Env): SharedRoot {
  const existing = roots.get(env);
  if (existing) return existing;
  const trees = atom<[number, ReactNode][]>([]);
  let nextId = 1;
  function Islands() {
    return (
      <EnvContext.Provider value={env}>
        {useStore(trees).map(([id, tree]) => (
          <Fragment key={id}>{tree}</Fragment>
        ))}
      </EnvContext.Provider>
    );
  }
  const container = document.createElement("div");
  container.setAttribute("data-island-root", "enhance");
  // Rendered at once, so that islands added in the same flush mount in it.
  flushSync(() => createRoot(container, rootOptions).render(<Islands />));
  const shared: SharedRoot = {
    add(tree) {
      const id = nextId++;
      trees.set([...trees.get(), [id, tree]]);
      return id;
    },
    remove(id) {
      trees.set(trees.get().filter(([other]) => other !== id));
    },
  };
  roots.set(env, shared);
  return shared;
}
