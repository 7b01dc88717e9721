export const SIBLINGS: string[];
export function brotliQuality(file: string): number;
export function filesToCompress(dir: string): string[];
export function compressAhead(files: string[]): void;
export function compressFiles(files: string[]): Promise<number>;
export function pruneCompressCache(now?: number): void;
