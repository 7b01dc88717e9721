type Outputs = Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string; bytes: number; inputs?: Record<string, { bytesInOutput: number }> }>;
export function relink(options: {
  staging: string;
  entries: Record<string, string>;
  passOneOutputs: Outputs;
  groupOf: (file: string) => string | null;
}): Promise<Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }>; passOneFiles: string[]; bytes: number; entryPoint?: string }>>;
