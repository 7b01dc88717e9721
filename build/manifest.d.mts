import type { IslandFacts } from "./read_islands.mjs";
export const MOMENT_LETTERS: Record<IslandFacts["moment"], string>;
export function encodeManifest(islands: Pick<IslandFacts, "name" | "selector" | "moment">[]): string;
export function namesModule(islands: Pick<IslandFacts, "name">[]): string;
