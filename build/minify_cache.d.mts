export function cacheKey(input: { filename: string; code: string; map: string }): string;
export function readCached(key: string): { code: string; map: string } | null;
export function writeCached(key: string, result: { code: string; map: string }): void;
export function pruneCache(now?: number): void;
