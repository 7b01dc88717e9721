import type { IslandFacts } from "./read_islands.mjs";
export const MOMENT_LETTERS: Record<IslandFacts["moment"], string>;
export function encodeManifest(islands: (Pick<IslandFacts, "name" | "selector" | "moment"> & Partial<Pick<IslandFacts, "mode">> & { fileIndex?: number })[]): string;
export function namesModule(islands: Pick<IslandFacts, "name">[]): string;
export function scanKeys(selector: string): string[];
export function markKeys(selector: string): string;
