export function kitExports(kitIndex: string): Map<string, { module: string; original: string }>;
export function splitKitImports(source: string, names: Map<string, { module: string; original: string }>): string;
export function kitImportsPlugin(root: string): import("esbuild").Plugin;
