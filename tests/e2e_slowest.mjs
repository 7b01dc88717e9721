// The slowest end-to-end tests of the last run (reports/e2e.json): `node tests/e2e_slowest.mjs [N]`.
import { readFileSync } from "node:fs";

const count = Number(process.argv[2] ?? 20);
const report = JSON.parse(readFileSync("reports/e2e.json", "utf8"));
const tests = [];
const visit = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) tests.push({ ms: result.duration, status: result.status, where: `${spec.file}:${spec.line}`, title: [...titles, spec.title].join(" › ") });
    }
  }
  for (const child of suite.suites ?? []) visit(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
};
report.suites.forEach((suite) => visit(suite, []));
tests.sort((a, b) => b.ms - a.ms);
for (const { ms, status, where, title } of tests.slice(0, count)) console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${status.padEnd(8)} ${where}  ${title}`);
const total = tests.reduce((sum, test) => sum + test.ms, 0);
console.log(`${tests.length} results, ${(total / 60000).toFixed(1)} min of test time in all (wall time ${(report.stats.duration / 60000).toFixed(1)} min)`);
