// One line of the bench report: a measured value, its unit and, where docs/architecture.md sets one, the budget.
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  budget?: string;
  ok?: boolean;
}

export function printRows(rows: BenchRow[]): void {
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const row of rows) {
    const verdict = row.ok === undefined ? "" : row.ok ? "  ok" : "  OVER BUDGET";
    const budget = row.budget ? `  (budget ${row.budget})` : "";
    const value = Number.isInteger(row.value) ? String(row.value) : row.value.toFixed(2);
    console.log(`${row.name.padEnd(width)}  ${value} ${row.unit}${budget}${verdict}`);
  }
}
