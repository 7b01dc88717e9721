type Outputs = Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string; bytes: number }>;
export const UNUSED_CAP: number;
export function chunkGroups(outputs: Outputs, options?: { unusedCap?: number; exact?: string[] }): (file: string) => string | null;
