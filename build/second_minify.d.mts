export function minifyOnce(code: string, map: string, filename: string): Promise<{ code: string; map: string }>;
export function minifyAgain(files: string[], options?: { written?: (file: string) => void }): Promise<void>;
