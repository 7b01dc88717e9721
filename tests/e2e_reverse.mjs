// The e2e suite with its spec files in reverse order (`npm run test:e2e:reverse`, arguments go to
// Playwright): Playwright runs files in the order of their names, so each spec file gets a
// stand-in under reports/e2e-reverse/ whose name sorts it the other way round and which only
// imports it. Proves that no file depends on one that usually runs before it.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const SPECS = "tests/e2e";
const STAND_INS = "reports/e2e-reverse";

const specs = readdirSync(SPECS).filter((name) => name.endsWith(".spec.ts")).sort().reverse();
rmSync(STAND_INS, { recursive: true, force: true });
mkdirSync(STAND_INS, { recursive: true });
const width = String(specs.length).length;
specs.forEach((name, index) => {
  const standIn = `${String(index).padStart(width, "0")}_${name}`;
  const target = relative(STAND_INS, join(SPECS, name)).replace(/\.ts$/, "");
  writeFileSync(join(STAND_INS, standIn), `// Stand-in of ${SPECS}/${name} for the reverse-order run (tests/e2e_reverse.mjs).\nimport "${target}";\n`);
});
console.log(`${specs.length} spec files, last first: ${specs.slice(0, 3).join(", ")} … ${specs.at(-1)}`);
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env: { ...process.env, E2E_TEST_DIR: STAND_INS } });
process.exit(run.status ?? 1);
