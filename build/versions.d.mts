export const STAGING: string;
export const KEEP: number;
export function clearOutdir(outdir: string): void;
export function contentHash(dir: string): string;
export function fileHash(file: string): string;
export function publishVersion(outdir: string, hash: string): string;
export function keepLoaderCopy(outdir: string, hash: string): void;
export function pruneVersions(outdir: string, current: string): void;
