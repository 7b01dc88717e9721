// npm run check-markup -- <file.html | folder | http://localhost… URL> …
// Prints, per page, the islands that would mount, what they read from their hosts and the
// platform markers no island handles. Exit code 1 when a page has a bad attribute, 2 when a
// source cannot be read or is refused.
import { readFileSync } from "node:fs";
import { checkPage, type PlatformMarker } from "./markup/check_page";
import { installDomGlobals } from "./markup/dom_globals";
import { formatReport } from "./markup/format";
import { loadIslands } from "./markup/islands";
import { readSource, RefusedSource } from "./markup/sources";

export const USAGE = "usage: npm run check-markup -- [--signed-in] <file.html | folder | http://localhost:8069/page> …";

async function main(given: string[]): Promise<number> {
  // as a signed-in visitor: with the islands the loader fetches for them only
  const signedIn = given.includes("--signed-in");
  const args = given.filter((arg) => arg !== "--signed-in");
  if (!args.length) {
    console.error(USAGE);
    return 2;
  }
  installDomGlobals();
  const islands = await loadIslands();
  const markers: PlatformMarker[] = JSON.parse(readFileSync("build/platform_markers.json", "utf8")).markers;
  let problems = 0;
  for (const arg of args) {
    try {
      for (const page of await readSource(arg)) {
        const report = checkPage(page.html, page.source, islands, markers, { signedIn });
        problems += report.problems;
        console.log(`${formatReport(report)}\n`);
      }
    } catch (error) {
      if (!(error instanceof RefusedSource)) throw error;
      console.error(error.message);
      return 2;
    }
  }
  if (problems) console.log(`${problems} problem(s): the islands above marked ✗ would fall back to their defaults or stay off`);
  return problems ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
