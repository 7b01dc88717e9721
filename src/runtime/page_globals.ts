// The globals a server renders into each page (window.odoo: the session info and the csrf
// token). A page without them still runs the islands that do not need them; the ones that
// declare `needs` stay off, and the console says which global is missing once per page.
import type { IslandDefinition } from "./island";
import { islandStaysOff, missingPageGlobals, type PageGlobal } from "./messages";

interface PageGlobals {
  csrf_token?: unknown;
  __session_info__?: unknown;
}

export function missingGlobals(globals: PageGlobals | undefined = (window as any).odoo): PageGlobal[] {
  const missing: PageGlobal[] = [];
  if (!globals?.__session_info__ || typeof globals.__session_info__ !== "object") missing.push("session_info");
  if (typeof globals?.csrf_token !== "string" || !globals.csrf_token) missing.push("csrf_token");
  return missing;
}

let reported = false;
/** Says once per page which globals are missing. */
export function reportMissingGlobals(missing = missingGlobals()): void {
  if (reported || !missing.length) return;
  reported = true;
  console.error(missingPageGlobals(missing));
}

/** True when the island may start; otherwise says why it stays off. */
export function hasWhatItNeeds(definition: Pick<IslandDefinition<any>, "name" | "needs">, missing = missingGlobals()): boolean {
  const lacking = (definition.needs ?? []).filter((name) => missing.includes(name));
  if (lacking.length) console.error(islandStaysOff(definition.name, lacking));
  return lacking.length === 0;
}
