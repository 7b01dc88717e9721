// `npx tsx bench/lighthouse_only.ts --lighthouse=quick`: the Lighthouse section of the bench alone.
import { benchLighthouse, lighthouseMode } from "./lighthouse";
import { printRows } from "./row";

const rows = await benchLighthouse(lighthouseMode(process.argv.slice(2)));
printRows(rows);
process.exit(rows.some((row) => row.ok === false) ? 1 : 0);
