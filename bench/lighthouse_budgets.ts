// The budgets of issue #30 for one Lighthouse mobile run: what a visitor of a page feels.
export interface LighthouseFigures {
  /** the performance category's score, 0 to 1 */
  performance: number;
  fcp: number;
  lcp: number;
  /** total blocking time, ms */
  tbt: number;
  cls: number;
  /** JavaScript transferred, bytes */
  jsBytes: number;
  jsRequests: number;
}

/** The budgets a run misses, as short labels; empty when every budget holds. */
export function lighthouseBudgets(f: LighthouseFigures, heavy: boolean): string[] {
  const misses: string[] = [];
  if (!(f.performance >= (heavy ? 0.9 : 0.95))) misses.push("performance");
  if (!(f.cls <= 0.01)) misses.push("CLS");
  if (!(f.tbt <= (heavy ? 150 : 50))) misses.push("TBT");
  if (!heavy && !(f.jsRequests <= 12)) misses.push("JS requests");
  return misses;
}
