type Outputs = Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string; bytes: number }>;
export const UNUSED_CAP: number;
export function chunkGroups(outputs: Outputs, options?: { unusedCap?: number; exact?: string[] }): (file: string) => string | null;
export function entryInItsLargestChunk(outputs: Outputs, entry: string, groupOf: (file: string) => string | null): (file: string) => string | null;
