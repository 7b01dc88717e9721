type Outputs = Record<string, { imports: { path: string; kind: string }[] }>;
export function staticClosure(outputs: Outputs, file: string, seen?: Set<string>): Set<string>;
export function missingImports(outputs: Outputs, file: string): string[];
export function importLine(file: string, paths: string[]): string;
export function flattenImports(outputs: Outputs): void;
