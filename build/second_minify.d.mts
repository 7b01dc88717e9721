export function minifyAgain(files: string[]): Promise<void>;
