// Prints the closing line of `npm test`: unit and e2e counts together, as "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const unit = read("reports/unit.json");
const e2e = read("reports/e2e.json");

const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = unit?.numFailedTests ?? 0;
const e2ePassed = e2e?.stats?.expected ?? 0;
const e2eFailed = (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
const e2eSkipped = e2e?.stats?.skipped ?? 0;

console.log(`unit ${unitPassed} passed, e2e ${e2ePassed} passed`);
console.log(`tests: ${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed${e2eSkipped ? `, ${e2eSkipped} skipped` : ""}`);
process.exit(unitFailed + e2eFailed > 0 || unitPassed + e2ePassed === 0 ? 1 : 0);
