// `npm run bench`: every measure of docs/architecture.md's budgets and the issues' throughput figures.
// Prints one line per measure; exits non-zero when a budget is exceeded.
import { benchBus } from "./bus";
import { benchCore } from "./core";
import { benchLighthouse, lighthouseMode } from "./lighthouse";
import { benchLivechat } from "./livechat";
import { printRows, type BenchRow } from "./row";
import { benchRuntime } from "./runtime";

const sections: [string, () => Promise<BenchRow[]>][] = [
  ["runtime", benchRuntime],
  ["cross-tab bus", benchBus],
  ["core logic", benchCore],
  ["live chat", benchLivechat],
];
// `npm run bench -- --lighthouse=quick|off`: five pages, or none (full by default).
const lighthouse = lighthouseMode(process.argv.slice(2));
if (lighthouse !== "off") sections.push([`lighthouse, mobile (${lighthouse})`, () => benchLighthouse(lighthouse)]);

let over = 0;
for (const [title, run] of sections) {
  console.log(`\n== ${title}`);
  const rows = await run();
  printRows(rows);
  over += rows.filter((row) => row.ok === false).length;
}
console.log(over ? `\n${over} measure(s) over budget` : "\nall budgets met");
process.exit(over ? 1 : 0);
