import type { IslandFacts } from "./read_islands.mjs";
export type Bundles = Record<string, string[]>;
export function readBundles(dir: string): Bundles;
export function orderByBundle<T extends Pick<IslandFacts, "name" | "mode">>(islands: T[], bundles: Bundles): (T & { fileIndex: number })[];
