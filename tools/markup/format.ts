// The checker's report as text: one block per page.
import { missingChildren, type IslandMount, type PageReport } from "./check_page";
import type { AttributeRead } from "./read_props";

const shown = (value: unknown) => (typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value) ?? String(value));

function readLine(read: AttributeRead): string {
  if (read.warning) return `      ✗ ${read.name} (${read.kind}): ${read.warning}`;
  const raw = read.raw === null ? "absent, default" : `"${read.raw}"`;
  return `      ${read.name} (${read.kind}) = ${shown(read.value)}  [${raw}]`;
}

function islandLines(mount: IslandMount): string[] {
  const missing = missingChildren(mount);
  const bad = mount.error || mount.reads.some((read) => read.warning) || missing.length > 0;
  const head = `  ${bad ? "✗" : mount.off ? "–" : "✓"} ${mount.name}  moment ${mount.moment || "?"}, selector ${mount.selector}${mount.mode ? `, mode ${mount.mode}` : ""}`;
  return [
    head,
    `      at ${mount.path}`,
    ...(mount.off ? [`      stays off: ${mount.off}`] : []),
    ...(mount.error ? [`      ✗ ${mount.error}`] : []),
    ...mount.reads.map(readLine),
    ...missing.map((check) => `      ✗ needs a child ${check.selector} (${check.key}): not found in the host`),
  ];
}

export function formatReport(report: PageReport): string {
  const lines = [`${report.source}`, `  ${report.islands.length} island(s) would mount; ${report.problems} problem(s)`];
  for (const mount of report.islands) lines.push(...islandLines(mount));
  if (report.unhandled.length) {
    lines.push(`  platform markers no island handles (${report.unhandled.length}):`);
    for (const marker of report.unhandled) lines.push(`    ${marker.widget} (${marker.selector}) at ${marker.path}`);
  }
  return lines.join("\n");
}
