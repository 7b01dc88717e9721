export interface IslandFacts {
  name: string;
  selector: string;
  moment: "load" | "idle" | "visible" | "interaction";
  mode: "enhance" | "render" | "bind";
  services: string[];
  needs: string[];
  file: string;
}
export class IslandDefinitionError extends Error {}
export function readIslands(dir: string, root?: string): IslandFacts[];
