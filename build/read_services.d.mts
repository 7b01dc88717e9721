export interface ServiceFacts {
  file: string;
  exportName: string;
  dependencies: string[];
}
export function readServices(dir: string): Record<string, ServiceFacts>;
export function withDependencies(names: string[], services: Record<string, ServiceFacts>): string[];
