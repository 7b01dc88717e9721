// The island contract (DESIGN.md "The island contract"): each island module default-exports one.
import type { ComponentType } from "react";
import type { AttributeReader } from "./attributes";

export type Moment = "load" | "idle" | "visible" | "interaction";
export type IslandMode = "enhance" | "render";

export interface IslandDefinition<P extends object = {}> {
  /** area.name, unique; also the key of islands/manifest.ts */
  name: string;
  /** the same selector as in islands/manifest.ts */
  selector: string;
  moment: Moment;
  /** enhance: the server markup stays; render: the component owns the host's children */
  mode: IslandMode;
  /** reads data-* attributes or embedded JSON; bad values warn (naming the attribute) and fall back */
  props?: (host: HTMLElement, read: AttributeReader) => P;
  /** behaviour while the page is being edited: off (default) or on */
  editMode?: "off" | "on";
  Component: ComponentType<P>;
}

export function defineIsland<P extends object>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}

/** What the loader knows of an island before loading its chunk (islands/manifest.ts). */
export interface ManifestEntry {
  name: string;
  selector: string;
  moment: Moment;
  load: () => Promise<{ default: IslandDefinition<any> }>;
}
